"""A practice named by the doctor or doctors who run it, in letterheads and in prose, in
capitals or not: "CABINET DE NEUROLOGIE DU DR …", "Cabinet médical des Docteurs … et …",
"Consultorio del Dr. …", "Consulta de la Dra. …", "Gemeinschaftspraxis Dr. med. … & Kollegen",
"Praktijk dr. …". The whole name goes (its head, the specialty, the title and the names), not
only the names, so the kind of practice and its doctor do not survive together."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span

_HEAD = (
    r"(?:cabinet|consultorio|consulta|consultation|praxis|gemeinschaftspraxis|hausarztpraxis|"
    r"facharztpraxis|ordination|praktijk|huisartsenpraktijk|groepspraktijk|cl[ií]nica)"
)
# "médical", "de neurologie", "für Neurologie", "de medicina general" (at most three words)
_SPECIALTY = (
    r"(?:[ \t]+(?:m[ée]dical|m[ée]dico|medizinische|"
    r"(?:de|d['’]|für|voor|van)[ \t]*[\w-]+(?:[ \t]+[\w-]+)?))?"
)
_LINK = r"(?:[ \t]+(?:du|des|de la|de los|del|de|d['’]|von|van|der|bei))?"
_TITLE = r"(?:docteurs?|doctor(?:es|a|as)?|dres?\.?|drs?\.?|dra\.?|doktor|dokter)(?:[ \t]+med\.)?"
_NAME = r"(?:[A-ZÀ-ÖØ-Þ][\w'’-]+|van|de|den|der|von|le|la)"
_NAMES = rf"{_NAME}(?:[ \t]+{_NAME}){{0,3}}"
_JOIN = r"(?:[ \t]*(?:&|et|y|und|en|,)[ \t]*)"
_PRACTICE = re.compile(
    rf"(?i:\b{_HEAD}{_SPECIALTY}{_LINK}[ \t]+{_TITLE}[ \t]*)"
    rf"(?-i:{_NAMES}(?:{_JOIN}(?i:{_TITLE}[ \t]*)?{_NAMES})*)"
    r"(?:(?i:[ \t]*(?:&|und|et|y|en)[ \t]*(?:kollegen|partner|associ[ée]s|asociados|collega's)))?"
)
_ANCHORS = ("cabinet", "consult", "praxis", "ordination", "praktijk", "clínica", "clinica")


def doctor_practice_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(w in lowered for w in _ANCHORS):
        return
    for m in matches(_PRACTICE, text):
        if not m.group()[0].isupper():
            continue  # "la consultation du Dr …" is a visit, not a practice's name
        yield Span(m.start(), m.end(), "institution")
