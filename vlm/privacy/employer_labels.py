"""An employer after its label in running text, with a colon or in brackets ("Employer: …",
"Werkgever (…) vraagt om advies", "Arbeitgeber: …", "Employeur : …", "Empresa: …"). A word
that says there is none or what kind of work it is ("Employer: retired", "Arbeitgeber: keiner")
is no employer."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.labelled_values import labelled_value_spans
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
    yield from labelled_value_spans(text, _LABEL, _NAME, _NONE)
