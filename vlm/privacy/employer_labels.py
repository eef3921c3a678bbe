"""An employer after its label in running text, with a colon or in brackets ("Employer: …",
"Werkgever (…) vraagt om advies", "Arbeitgeber: …", "Employeur : …", "Empresa: …"). A word
that says there is none or what kind of work it is ("Employer: retired", "Arbeitgeber: keiner")
is no employer."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_LABEL = re.compile(
    r"(?i:\b(?:employer|werkgever|arbeitgeber|employeur|empleador|empresa)[ \t]*(?:[:(]|\s-)"
    r"[ \t]*)"
)
_NAME = re.compile(rf"(?-i:(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,3}}))")
_NONE = frozenset(
    {"none", "n/a", "na", "retired", "unemployed", "self-employed", "self", "student",
     "keiner", "keine", "rentner", "rentnerin", "arbeitslos", "selbstständig", "selbständig",
     "aucun", "retraité", "retraitée", "chômage", "ninguno", "ninguna", "jubilado", "jubilada",
     "geen", "gepensioneerd", "werkloos", "zzp", "zzp'er", "unknown", "onbekend", "unbekannt"}
)  # fmt: skip
_ANCHORS = ("mploy", "erkgever", "rbeitgeber", "mpresa")


def employer_label_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for label in _LABEL.finditer(text):
        m = _NAME.match(text, label.end())
        if m is None:
            continue
        name = m.group("id")
        if name.split()[0].casefold() in _NONE or not_a_place(name):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
