"""Institutions: hospitals, clinics, practices, care homes, schools and universities, by the
word that names what they are, in English, German, French, Spanish, Dutch and Chinese."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

# A place name: "Lemoine-sur-Mer", "Ribnitz-Damgarten", "'s-Hertogenbosch", "Bergen (NH)".
_PLACE = (
    rf"(?:'s[- ])?[{UPPER}][^\W\d_]*(?:['’]?[ -]?(?:(?:sur|sous|les|lès|la|le|en|de|du|des|am|an|"
    rf"der|bei|im|aan|op|upon|on)-)?[{UPPER}][^\W\d_]*)*"
)
_INSTITUTION_WORD = (
    r"(?:University Hospitals?|General Hospital|Hospital|Medical Cent(?:re|er)|"
    r"Health Cent(?:re|er)|"
    r"Clinic|Infirmary|Hospice|Surgery|Practice|Institute|Sanatorium|Ziekenhuis|Gasthuis|"
    r"Kliniek|Medisch Centrum|Klinikum|Krankenhaus|Klinik|Universitätsklinikum|Uniklinik|"
    r"Hôpital|Clinique|Polyclinique|Centre Hospitalier|Hospitals? Trust|NHS Trust|"
    r"NHS Foundation Trust)"
)
_DEPARTMENT = (
    "Neurology|Neurological|Memory|Stroke|Headache|Epilepsy|Movement|Disorders|Outpatient|"
    "Outpatients|Day|Rehabilitation|Eye|Sleep|Pain|Emergency|The|Our|Her|His|Their|MS|TIA|"
    "Neuromuscular|Multiple|Sclerosis|Fracture|Falls|Continence|Urology|General"
)
INSTITUTIONS = [
    re.compile(
        rf"(?-i:\b(?:(?:St\.?|Saint|Sint|Sankt|St-|Ste-?)\s*)?(?!(?:{_DEPARTMENT})\b){CAP}['’]?s?"
        rf"(?:[ -](?:{CAP}['’]?s?|of|and|&|de|der|van|den|la|le|du|am|an|im|St\.?))*"
        rf"\s+{_INSTITUTION_WORD}s?\b)"
        rf"(?:\s+(?:of\s+)?{CAP}(?:\s+{CAP})?)?"
    ),
    re.compile(
        rf"(?-i:\b(?:Klinikum|Krankenhaus|Ziekenhuis|Kliniek|Gasthuis|Universitätsklinikum|Uniklinik|"
        rf"Hôpital|Clinique|Polyclinique|CHU|CHR|CH|UMC|AMC|LUMC|UZ|AZ|"
        rf"Centre Hospitalier(?: Universitaire)?|"
        rf"Medisch Centrum|Maxima MC|Charité|Helios|Asklepios|Vivantes|Sana)"
        rf"(?:(?:\s+(?:de|du|des|d'|la|le|der|den|am|an|aan|op|ob|en|vorm|bei|im|in|'t|St\.?|Saint|"
        rf"Sainte|Sint|'s))*\s*{_PLACE})+"
        r"(?:\s*\([A-Z]{1,3}\))?)"
    ),
    re.compile(
        rf"(?-i:(?:(?<!\w)(?:'t|de|het|den|la|le)\s+)?\b{CAP}"
        rf"(?:(?:\s+(?:en|aan|op|de|den|am|an))*[ -]{CAP})*[ -]"
        r"(?:Klinikum|Krankenhaus|Ziekenhuis|Klinik|Kliniken|Gasthuis|MC|UMC))\b"
    ),
]


def institution_spans(text: str) -> Iterator[Span]:
    yield from regex_spans(text, "institution", INSTITUTIONS)
