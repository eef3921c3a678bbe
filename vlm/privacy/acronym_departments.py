"""A hospital's acronym before one of its teams or services ("follow-up with … Neurovascular",
"discussed with the … stroke team"): the team says what the acronym is. Not before a bare
department ("… Neurology", "… Neurologie"): a grade stands there far more often ("AIOS",
"SHO", "FEA", "MIR"). An acronym of our lists of clinical abbreviations
(data/clinical_acronyms.txt, data/clinical_abbreviations.txt) never is ("HASU stroke team",
"ICU team"), nor one in a line written in capitals."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.acronym_institutions import clinical_acronyms, written_in_capitals
from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span

_DEPARTMENT = re.compile(
    r"(?<![\w&'’-])(?P<id>(?=(?:[a-z]*[A-Z]){3})[A-Z][A-Za-z]{1,4}[A-Z])[ \t]+"
    r"(?:Neurovascular|Neurosciences|"
    r"(?i:stroke|neurology|neurosurgical|neurosurgery|neuro|epilepsy|neurovascular)[ \t]+"
    r"(?:team|service))\b"
)


def acronym_department_spans(text: str) -> Iterator[Span]:
    for m in matches(_DEPARTMENT, text):
        word = m.group("id")
        if word in clinical_acronyms() or word.upper() in clinical_acronyms():
            continue
        if written_in_capitals(text, m.start("id")):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
