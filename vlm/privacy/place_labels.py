"""A town named as what someone is or comes from, not where they live: before "resident",
"native" or "-based" ("a Tenbury Wells resident", "her Dorchester-based son"); after a label
for a settlement ("village: …", "Ort: …", "localidad: …", "dorp: …"); at both ends of a journey
("walked from … to …", "van … naar …"); after a verb of coming in French and Spanish ("sa
fille vient de …", "viene de …"); and at the edge of a town ("on the edge of …", "am Rande
von …", "aan de rand van …"). One word alone must be a town of the gazetteer or one the note's
language rarely uses."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.gazetteer import is_town
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_words import is_rare, note_language
from vlm.privacy.spans import Span

_JOIN = r"(?:[ \t]+|-)"
_NAME = rf"{CAP}(?:{_JOIN}(?:(?:de|del|la|le|on|upon|sur|an der|am)[ \t]+)?{CAP}){{0,2}}"
_RESIDENT = re.compile(rf"(?<![\w-])(?P<id>{_NAME})(?:[ \t]+(?:resident|native)\b|-based\b)")
_RESIDENT_WORD = re.compile(r"[ \t]resident\b|[ \t]native\b|-based\b")
_NEVER = re.compile(r"(?!)")
_LABEL = re.compile(
    r"(?<![\w-])(?i:village|hamlet|town|Ort|Ortschaft|Dorf|localidad|pueblo|municipio|"
    rf"dorp|plaats|commune|village natal|lieu de vie)[ \t]*:[ \t]*(?P<id>{_NAME})"
)
_JOURNEY = re.compile(
    rf"(?<![\w-])(?:from|van|von|de|desde)[ \t]+(?P<a>{_NAME})[ \t]+"
    rf"(?:to|naar|nach|à|a|hasta)[ \t]+(?P<b>{_NAME})"
)
_COMING = re.compile(
    r"(?<![\w-])(?:vient|viennent|venait|arrive|arrivait|revient|rentre|rentrait|"
    r"viene|venía|vino|llega|llegó|vuelve|volvió|regresa|regresó)[ \t]+(?:de|d['’]|desde)[ \t]*"
    rf"(?P<id>{_NAME})"
)
_EDGE = re.compile(
    r"(?<![\w-])(?:on the edge of|at the edge of|on the outskirts of|à la sortie de|"
    r"à l['’]entrée de|am Rande von|am Rand von|am Stadtrand von|aan de rand van|"
    rf"a la entrada de|a la salida de)[ \t]+(?P<id>{_NAME})"
)


def place_label_spans(text: str) -> Iterator[Span]:
    """The towns above, as addresses; both ends of a journey or neither."""
    lang = note_language(text) or "en"
    resident = _RESIDENT_WORD.search(text) is not None  # the pattern starts at any capital
    for pattern, groups in (
        (_RESIDENT if resident else _NEVER, ("id",)),
        (_LABEL, ("id",)),
        (_JOURNEY, ("a", "b")),
        (_COMING, ("id",)),
        (_EDGE, ("id",)),
    ):
        for m in matches(pattern, text):
            # a verb of coming says the language: "vient de …" is French, "viene de …" Spanish
            word_lang = _COMING_LANGUAGE.get(m.group().split()[0].casefold(), lang)
            # a journey's ends must both be rare words: "from Baseline to Normal" (a town too)
            spans = [_town(m, group, word_lang, len(groups) == 1) for group in groups]
            if all(spans):
                yield from (s for s in spans if s is not None)


def _town(m: re.Match[str], group: str, lang: str, known_town: bool) -> Span | None:
    start = _first_place_word(m.group(group))
    if start < 0:
        return None
    words = re.findall(r"[^\W\d_]+", m.group(group)[start:])
    if any(not_a_place(w) or is_clinical_word(w) for w in words if w[0].isupper()):
        return None
    if len(words) == 1 and not (is_rare(words[0], lang) or (known_town and is_town(words[0]))):
        return None  # "from Monday to Friday", "vient de Sortir": everyday words
    return Span(m.start(group) + start, m.end(group), "address")


_COMING_LANGUAGE = {
    **dict.fromkeys(
        ["vient", "viennent", "venait", "arrive", "arrivait", "revient", "rentre", "rentrait"], "fr"
    ),
    **dict.fromkeys(
        ["viene", "venía", "vino", "llega", "llegó", "vuelve", "volvió", "regresa", "regresó"], "es"
    ),
}


def _first_place_word(name: str) -> int:
    """Where the name starts once a leading article or pronoun is left out ("A Tenbury Wells
    resident", "Her Dorchester-based son"); -1 when nothing is left."""
    for word in re.finditer(r"[^\W\d_]+", name):
        if not not_a_place(word.group()):
            return word.start()
    return -1
