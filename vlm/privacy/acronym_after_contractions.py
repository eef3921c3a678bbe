"""An institution known by its acronym after a contracted article or an elided one: German "im",
"ins", "ans", "vom", "zum", "beim" ("arbeitet im …", "überweist ans …"), French "l'" and "via
la", "par le" ("soins de l'…", "aide via la …"), each in a note of its own language. The acronym
rule leaves these slots alone because tests stand there ("im MRT", "à l'IRM", "de l'EEG"); an
acronym of our lists of clinical abbreviations (data/clinical_acronyms.txt,
data/clinical_abbreviations.txt) is never taken, nor one before a scale's or a meeting's noun,
nor one inside a line of capitals. Tests of three letters outnumber houses there, so a
three-letter acronym is taken only after a verb of working, sending or caring in the same
clause ("arbeitet im …", "überweist ans …", "suivie à l'…", "aide à domicile par l'…")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.acronym_institutions import clinical_acronyms, noun_after, written_in_capitals
from vlm.privacy.anchors import matches
from vlm.privacy.rare_words import note_language
from vlm.privacy.spans import Span

_ACRONYM = r"(?P<id>(?=(?:[a-z]*[A-Z]){3})[A-Z][A-Za-z]{1,5}[A-Z])(?![\w&'’-])"
_SLOT = {
    "de": re.compile(rf"(?<![\w'’-])(?:im|ins|ans|vom|zum|beim)[ \t]+{_ACRONYM}"),
    "fr": re.compile(
        rf"(?<![\w'’-])(?:(?:[Ll]|[Dd]e[ \t]+l|[àÀ][ \t]+l)['’]|"
        rf"(?:via|par|avec|pour)[ \t]+(?:la|le)[ \t]+){_ACRONYM}"
    ),
}


_CARE_VERB = {
    "de": re.compile(
        r"(?i:arbeite|tätig|beschäftigt|angestellt|überw[ie]|verleg|aufgenommen|behandelt|"
        r"betreut|vorgestellt|zuweis)"
    ),
    "fr": re.compile(
        r"(?i:travaill|employé|suivie?s?\b|adressée?|hospitalisée?|transférée?|soins|aide|"
        r"prise? en charge|orientée?)"
    ),
}


def acronym_after_contraction_spans(text: str) -> Iterator[Span]:
    lang = note_language(text) or ""
    slot = _SLOT.get(lang)
    if slot is None:
        return  # Catalan writes "l'" in Spanish notes, before its tests and bodies alike
    for m in matches(slot, text):
        word = m.group("id")
        if word in clinical_acronyms() or word.upper() in clinical_acronyms():
            continue
        if noun_after(text, m.end("id")) or written_in_capitals(text, m.start("id")):
            continue
        if len(word) == 3 and not _after_care_verb(text, m.start(), _CARE_VERB[lang]):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")


def _after_care_verb(text: str, at: int, verb: re.Pattern[str]) -> bool:
    """A verb of working, sending or caring earlier in the same clause."""
    start = max(text.rfind(c, 0, at) for c in ".;\n")
    return verb.search(text, start + 1, at) is not None
