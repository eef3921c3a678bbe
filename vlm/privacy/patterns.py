"""Regular expressions for the identifier kinds that have a shape: dates, record numbers,
e-mails, URLs, addresses, institutions and next-of-kin lines (ages: ages.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞĪŁŃŇŐŒŘŚŞŠŢŤŪŮŰŸŹŻŽ"
# A capitalised word in any of the supported languages ("O'Neill", "Jean-Pierre", "Müller").
CAP = rf"[{UPPER}][^\W\d_]*(?:['’-][{UPPER}]?[^\W\d_]+)*"
_I = re.IGNORECASE

MONTHS = (
    r"(?:jan(?:uary|uari|vier|uar)?|feb(?:ruary|ruari|ruar)?|f[ée]vr(?:ier)?|"
    r"m(?:ar(?:ch|s)?|aart|ärz|rt)|apr(?:il)?|avr(?:il)?|ma[iy]|mei|juin|jun[ei]?|juil(?:let)?|"
    r"jul[iy]?|aug(?:ust(?:us)?)?|ao[uû]t|sep(?:t(?:ember|embre)?)?|o[ck]t(?:ober|obre)?|"
    r"nov(?:ember|embre)?|d[eé]c(?:ember|embre)?|dez(?:ember)?)"
)
DATES = [
    re.compile(r"(?<![\w.])\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}(?![\w])"),
    re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th|er|e)?\.?\s+(?:of\s+)?{MONTHS}\.?,?\s+\d{{2,4}}\b", _I),
    re.compile(rf"\b{MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{2,4}}\b", _I),
    re.compile(
        r"(?-i:\b(?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ep|[Oo]ct|[Nn]ov|[Dd]e[cz])[a-zé]*)\.?\s+\d{4}\b"
    ),
    re.compile(rf"\b{MONTHS}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?=[,.;\s])", _I),
]

RECORD_LABEL = (
    r"(?:mrn|medical record(?: number| no\.?)?|record (?:no\.?|number|#)|patient id|"
    r"hospital (?:no\.?|number)|accession(?: no\.?| number)?|nhs(?: no\.?| number)?|"
    r"bsn|patiëntnummer|patientnummer|dossiernummer|ziekenhuisnummer|"
    r"patientennummer|patienten-id|fallnummer|versichertennummer|"
    r"n° (?:de )?dossier|num[ée]ro (?:de )?dossier|ipp|nir|ssn|insurance (?:no\.?|number))"
)
RECORDS = [
    re.compile(rf"\b{RECORD_LABEL}\s*[:#]?\s*(?P<id>[A-Z0-9][A-Z0-9 /-]{{2,}}[A-Z0-9])", _I),
    re.compile(r"\b[A-Z]{1,4}-?\d{4,}(?:-\d+)?\b"),
    re.compile(r"\b\d{3}[ -]\d{3}[ -]\d{4}\b"),  # NHS number shape
    re.compile(r"(?<![\d.,])\d{6,}(?![\d.,])"),
]

EMAILS = [re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")]
URLS = [re.compile(r"\b(?:https?://|www\.)[^\s<>\"')]+", _I)]

_STREET_EN = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|"
    r"Terrace|Close|Crescent|Square|Sq|Gardens|Grove|Hill|Park|Row|Walk|Mews|Green|Parade|"
    r"Highway|Hwy|Circle|Cir|Trail|Parkway|Pkwy|Plaza|Alley|Loop|Pike|Path|Ridge|View|Oval)"
)
_STREET_NL_DE = (
    r"(?:straat|weg|laan|plein|gracht|kade|dijk|singel|hof|pad|steeg|park|dreef|markt|"
    r"str\.|straße|strasse|allee|platz|gasse|ring|damm|ufer|chaussee|stieg)"
)
_FR_STREET = (
    r"(?:rue|avenue|av\.|boulevard|bd|chemin|impasse|place|all[ée]e|quai|route|cours|square|"
    r"voie|passage|rond-point)"
)
_FR_ARTICLE = r"(?:(?:de la|de l'|du|des|de|d'|la|le|les)\s*)?"
_ADDRESS_CUE = (
    r"(?:lives at|living at|resides at|residing at|home address|address|adres|woont aan|woont op|"
    r"woonachtig (?:aan|te)|wohnt in der|wohnt in|wohnhaft in|anschrift|adresse|habite(?: au)?|"
    r"domicili[ée] (?:au|à)|demeurant)"
)
ADDRESSES = [
    # after a cue, the rest of the clause (up to a sentence end, a semicolon or a line break)
    re.compile(
        rf"\b{_ADDRESS_CUE}\s*:?\s*(?P<id>[^\n;]+?)(?=(?<!\b[{UPPER}])\.\s+[{UPPER}]|\.?\s*$|\.?\s*\n|;|\s+\()",
        _I | re.MULTILINE,
    ),
    re.compile(
        rf"\b\d{{1,6}}[A-Za-z]?,?\s+(?:{CAP}\s+){{1,3}}{_STREET_EN}\b\.?(?:\s+(?:Apt\.|Suite|Unit|Flat)\s*\d+)?"
    ),
    re.compile(
        rf"\b(?:Flat|Apt\.?|Apartment|Studio|Suite|Unit)\s+\d+[A-Za-z]?\b,?(?:\s*\n?\s*{CAP}(?:\s+{CAP}){{0,3}})?"
    ),
    re.compile(rf"\b{CAP}{_STREET_NL_DE}\s*\d+(?:\s*[-/]\s*\d+)?[a-zA-Z]?\b", _I),
    re.compile(
        rf"(?-i:\b(?:{CAP}\s+)?{CAP}[- ](?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring)"
        rf"\s*\d+[a-z]?)"
    ),
    re.compile(
        rf"\b\d{{1,4}}(?:\s*(?:bis|ter))?,?\s+{_FR_STREET}\s+{_FR_ARTICLE}{CAP}(?:[ -]{CAP})*",
        _I,
    ),
    re.compile(
        rf"\b{_FR_STREET}\s+{_FR_ARTICLE}(?-i:{CAP}(?:[ -]{CAP})*)",
        _I,
    ),
    re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b"),  # UK postcode
    re.compile(r"\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"),  # US state + ZIP
    re.compile(rf"\b\d{{4}}\s?[A-Z]{{2}}\b(?:\s+{CAP}(?:[ -]{CAP})*)?"),  # NL postcode + city
    re.compile(rf"\b\d{{5}}\s+(?:'s-)?{CAP}(?:[ -]{CAP})*"),  # FR/DE/US postcode + city
]

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

NEXT_OF_KIN = [
    re.compile(
        r"\b(?:next of kin|NOK|emergency contact|contact person|naaste familie|contactpersoon|"
        r"eerste contactpersoon|Angehörige[rn]?|Bezugsperson|Notfallkontakt|personne à prévenir|"
        r"personne de confiance)\s*[:=-]\s*(?P<id>[^\n;]+?)"
        r"(?=(?<!\b[A-Z])\.\s+[A-Z]|\.?\s*$|\.?\s*\n|;)",
        _I | re.MULTILINE,
    ),
]


def shape_spans(text: str) -> Iterator[Span]:
    """Every span found by the shape patterns (not names or phone numbers)."""
    yield from regex_spans(text, "date", DATES)
    yield from regex_spans(text, "record", RECORDS)
    yield from regex_spans(text, "email", EMAILS)
    yield from regex_spans(text, "url", URLS)
    yield from regex_spans(text, "address", ADDRESSES)
    yield from regex_spans(text, "institution", INSTITUTIONS)
    yield from regex_spans(text, "next_of_kin", NEXT_OF_KIN)
