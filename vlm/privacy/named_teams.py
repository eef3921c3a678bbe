"""A team or service named after its town or founder ("the Hexham outreach service", "from the
Sid Watkins team": a town of the gazetteers, or a first name and a surname; a team named by its
function, "the Tissue Viability team", "the Wheelchair service", is left), and hospitals named
by the religious order or charity that runs them ("Barmherzige Brüder Eisenstadt",
"Elisabethinen Linz", "Johanniter-Krankenhaus", "Malteser …", "Alexianer …")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import is_first_name
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.name_cues import is_profession
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_TEAM = re.compile(
    rf"(?-i:\b(?:[Tt]he|from the|by the|with the|via the)[ \t]+(?P<id>{CAP}(?:[ \t]{CAP})?)"
    r"(?:[ \t]+(?:community|outreach|rehab|rehabilitation|neuro|therapy|liaison|home))?"
    r"[ \t]+(?:team|service)\b)"
)
_ORDER = re.compile(
    rf"(?-i:\b(?:Barmherzigen?|Barmherzige)[ \t]+(?:Brüder|Schwestern)(?:[ \t]+{CAP}){{0,2}}|"
    rf"\b(?:Elisabethinen|Johanniter|Malteser|Alexianer|Agaplesion|Diakonissen)"
    rf"(?:-[^\W\d_]+)?(?:[ \t]+{CAP}){{0,2}})"
)


def named_team_spans(text: str) -> Iterator[Span]:
    if " team" in text or " service" in text:
        for m in _TEAM.finditer(text):
            name = m.group("id")
            words = name.split()
            if any(_not_a_name(w) for w in words):
                continue
            if (
                is_town(name)
                or is_small_town(name)
                or (len(words) == 2 and is_first_name(words[0]))
            ):
                yield Span(m.start("id"), m.end("id"), "institution")
    if any(w in text for w in _ORDER_ANCHORS):
        yield from regex_spans(text, "institution", (_ORDER,))


def _not_a_name(word: str) -> bool:
    bare = re.sub(r"['’]s?$", "", word)
    return bool(not_a_place(bare) or is_clinical_word(bare) or is_profession(bare))


_ORDER_ANCHORS = (
    "Barmherzig", "Elisabethinen", "Johanniter", "Malteser", "Alexianer", "Agaplesion",
    "Diakonissen",
)  # fmt: skip
