"""Regular expressions for record numbers, e-mails, URLs and next-of-kin lines, and the words
every detector shares (CAP: a capitalised word). Dates, places, institutions and ages have their
own modules; shapes.shape_spans runs them all."""

from __future__ import annotations

import re

UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĘĚĞĪŁŃŇŐŒŘŚŞŠŢŤŪŮŰŸŹŻŽ"
# Han characters (a character class body, like UPPER), and a test for any of them in a text.
HAN = r"\u4e00-\u9fff"
HAS_HAN = re.compile(f"[{HAN}]")
# A capitalised word in any of the supported languages ("O'Neill", "Jean-Pierre", "Müller").
CAP = rf"[{UPPER}][^\W\d_]*(?:['’-][^\W\d_]+){{0,4}}"
_I = re.IGNORECASE

RECORD_LABEL = (
    r"(?:mrn|medical record(?: number| no\.?)?|record (?:no\.?|number|#)|patient id|"
    r"hospital (?:no\.?|number)|accession(?: no\.?| number)?|nhs(?: no\.?| number)?|"
    r"bsn|patiëntnummer|patientnummer|dossiernummer|ziekenhuisnummer|"
    r"patientennummer|patienten-id|fallnummer|versichertennummer|"
    r"n° (?:de )?dossier|num[ée]ro (?:de )?dossier|ipp|nir|ssn|insurance (?:no\.?|number)|"
    # a clinician's registration: "n.º col. 08-41127", "cédula profesional", "RPPS", "GMC no"
    r"n\.?\s?[º°o]\.?\s*(?:de\s+)?col(?:egiad[oa])?\.?|colegiad[oa](?:\s+n\.?\s?[º°o]\.?)?|"
    r"cédula(?: profesional)?|rpps|adeli|gmc(?: no\.?| number)?|lanr|npi|big(?:-nummer)?|"
    # the record labels of Spanish, French, German, Hong Kong and mainland records
    r"nhc|nuhsa|nass|n° ss|fall-?nr\.?|pat\.?-?nr\.?|"
    r"patienten-?nr\.?|kv-?nr\.?|versicherten-?nr\.?|hkid|住院号|住院號|门诊号|門診號|病案号|"
    r"病案號|身份证号码|身份證號碼|证件号码|證件號碼|身份证号?|身份證號?|病历号|病歷號|医保卡号|"
    r"醫保卡號|社保号|社保號|"
    # passports and identity cards: "Pass-Nr.", "Reisepass", "passeport", "pasaporte", "paspoort"
    r"pass-?nr\.?|reisepass(?:nummer)?|personalausweis(?:nummer)?|passport(?: no\.?| number)?|"
    r"passeport|pasaporte|paspoort(?:nummer)?|carte vitale|tarjeta sanitaria|medicaid(?: id)?|"
    r"medicare(?: no\.?| number)?)"
)
RECORDS = [
    re.compile(
        # groups after the first one hold a digit and one space parts them ("NHC: 40721  Fall-Nr")
        # (a Chinese label may touch the number: "身份證號碼A123456(3)")
        rf"(?:\b|(?=[\u4e00-\u9fff])){RECORD_LABEL}(?:(?<=[\u4e00-\u9fff])|(?![^\W\d_]))\s*[:#：]?\s*"
        rf"(?P<id>(?=[A-Z0-9 /-]*\d)[A-Z0-9][A-Z0-9/-]*[A-Z0-9]"
        # (a Hong Kong identity card's check digit in brackets: "A123456(3)")
        rf"(?:[ /-](?=[A-Z/-]*\d)[A-Z0-9/-]*[A-Z0-9])*(?:\s?\([0-9A-Z]\))?)",
        _I,
    ),
    re.compile(r"\b[A-Z]{1,4}-?\d{4,}(?:-\d+)?\b"),
    re.compile(r"\b\d{3}[ -]\d{3}[ -]\d{4}\b"),  # NHS number shape
    re.compile(r"(?<![\d.,])\d{6,}(?!\d|[.,]\d)"),
    # letters and at least five digits: "QX40177B", "ABC12-0093311", "K123456(7)", "12345678Z"
    re.compile(
        r"(?<![\w-])(?=[A-Z0-9-]*[A-Z])(?=(?:[A-Z-]*\d){5})[A-Z0-9][A-Z0-9-]{5,}[A-Z0-9]"
        r"(?:\s?\([0-9A-Z]\))?(?![\w-])(?<!IU)(?<!MG)(?<!ML)(?<!MCG)"
    ),
]

EMAILS = [re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+){1,6}")]
URLS = [
    re.compile(r"\b(?:https?://|www\.)[^\s<>\"')]+", _I),
    re.compile(
        r"(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\w.])"
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
