"""Hospitals named after a person whose name is also an eponym ("seen at Addenbrooke's", "at
Moorfields", "at the Wernicke"): after "at" an eponym is a place unless the sentence uses it
clinically ("at Babinski testing", "at Addenbrooke's Cognitive Examination")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.spans import Span

_AT_EPONYM = re.compile(
    r"(?-i:\bat[ \t]+(?:the[ \t]+)?(?P<id>(?P<word>[A-Z][a-zà-ÿ]+(?:-[A-Z][a-zà-ÿ]+)?)"
    r"(?:['’]s|s['’])?)(?![\w'’-]))"
)
# Diseases written in the possessive without their noun ("worse at Parkinson's onset" reads
# clinically anyway, but "at Parkinson's" alone does too).
_DISEASE_ALONE = frozenset(
    {"Parkinson", "Alzheimer", "Huntington", "Crohn", "Addison", "Cushing", "Graves", "Bell"}
    | {"Wilson", "Raynaud", "Hodgkin", "Paget", "Pick", "Tourette", "Down", "Menière", "Meniere"}
)


def eponym_institution_spans(text: str) -> Iterator[Span]:
    if "at" not in text:
        return
    for m in _AT_EPONYM.finditer(text):
        word = m.group("word")
        if word not in eponyms() or word in _DISEASE_ALONE:
            continue
        if is_clinical_use(text, m.start("id"), m.end("id"), word=False):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
