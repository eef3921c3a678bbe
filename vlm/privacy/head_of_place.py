"""Institutions written as a head, "of" and a place ("the University of Eastbrook", "Hospital of
St Cuthbert", "College of the Fens"): the place after "of" is the name. A specialty, a
profession or a clinical word after "of" names a body or a department ("School of Medicine",
"Royal College of Physicians", "Institute of Neurology"), not a place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.name_cues import is_profession
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_HEAD_OF = re.compile(
    rf"(?-i:\b(?:University|College|Hospital|Infirmary|Institute|Academy|School)[ \t]+of[ \t]+"
    rf"(?:the[ \t]+)?(?P<id>(?:St\.?[ \t]+)?{CAP}(?:[ \t]+(?:and[ \t]+)?{CAP}){{0,2}}))"
)


# Members of a profession in the plural: a college or a society of them ("of Physicians",
# "of Radiologists", "of Surgeons", "of Nursing Officers").
_MEMBERS = re.compile(r"[A-Z][a-z]+(?:ians|ists|eons|ers|ors|ives|ants|ents)")


def head_of_place_spans(text: str) -> Iterator[Span]:
    if " of " not in text:
        return
    for m in _HEAD_OF.finditer(text):
        words = [w for w in m.group("id").split() if w not in ("and", "St", "St.")]
        if any(
            not_a_place(w) or is_clinical_word(w) or is_profession(w) or _MEMBERS.fullmatch(w)
            for w in words
        ):
            continue
        yield Span(m.start(), m.end(), "institution")
