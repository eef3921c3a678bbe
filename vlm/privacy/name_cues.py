"""The words around a person's name in the six languages: titles ("Dr", "Mevr.", "Dña."), cues
("Patient:", "her husband", "su hija", "seen by"), nicknames ("known as", "(Bernie)"), initials,
upper-case "LAST, First" and Hong Kong "CHAN Tai-man" forms, and the lower-case names of quickly
written nursing notes ("daughter maureen", "dr okonkwo")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.patterns import CAP, UPPER

TITLES = (
    r"(?:Dr|Drs|Dra|Doctor|Doctora|doctor|doctora|Docteur|docteur|Doktor|Dokter|dokter|Prof|Professor|Pr|PD(?=\s+Dr\b)|Priv\.-Doz|Mr|Mrs|Ms|Miss|"
    r"Mx|Sir|Dame|Sr|Sra|Srta|"
    r"Dña|Dª|Don|Doña|Herr|Frau|Fr|Hr|M|Mme|Mlle|MM|Dhr|Mevr|Mw|Mej|Dott|Dottssa|Sig|Sig\.ra|"
    r"Nurse|Sister|Rev|Revd|Lic|Enf|Herrn|Mevrouw|mevrouw|Meneer|meneer|de heer|Monsieur|"
    r"Madame|Mademoiselle|monsieur|madame|Señor|Señora|Señorita|señor|señora|"
    r"dr|drs|dra|prof|dhr|mevr|mw|mr|mrs|ms|sr|sra)"
)
# Titles as single words (never an identifier on their own).
TITLE_WORDS = frozenset(re.findall(r"[A-Za-zª]+", TITLES.replace("\\.", "."))) - {"M"}
PARTICLE = (
    r"(?:van|von|de|der|den|du|des|la|le|di|da|dos|del|ten|ter|zu|vom|zum|op|'t|in 't|van der|i|"
    r"van den|de la|de los|von der|d'|die|en|und|auch|Mc|Mac|El|Al|Le|La|De|Van|Von|Du|Da|y)"
)
INITIAL = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.){{0,3}}"
# One part of a name: an initial, a capitalised word, or a particle before a capitalised word.
PART = (
    rf"(?:{INITIAL}|[{UPPER}][a-zª]{{0,2}}\.(?=\s+(?:{PARTICLE}\s+)?{CAP})|"
    rf"(?:{PARTICLE}\s+){{0,3}}{CAP})"
)
# Parts of a name stand on one line, one or two spaces apart (three part a record's fields).
NAME = rf"{PART}(?:[ \t]{{1,2}}{PART}){{0,3}}"
TITLE = rf"\b{TITLES}\.?(?:\s+med\.)?[ \t]+"
TITLED = re.compile(rf"{TITLE}(?P<id>(?:{TITLE}){{0,3}}{NAME})")

RELATION = (
    r"(?:husband|wife|partner|spouse|son|daughter|mother|father|mum|mom|dad|brother|sister|niece|"
    r"nephew|grandson|granddaughter|grandchild|grandmother|grandfather|friend|boyfriend|"
    r"girlfriend|son-in-law|daughter-in-law|brother-in-law|sister-in-law|stepson|stepdaughter|"
    r"aunt|uncle|cousin|carer|caregiver|neighbour|neighbor|guardian|fiancée?|GP|nurse|"
    r"roommate|room-mate|flatmate|housemate|landlord|landlady|companion|godson|goddaughter|"
    r"physiotherapist|colleague|"
    r"echtgeno(?:ot|te)|man|vrouw|zoon|dochter|moeder|vader|broer|zus|kleinzoon|kleindochter|"
    r"schoonzoon|schoondochter|buurman|buurvrouw|vriend|vriendin|neef|nicht|huisarts|"
    r"Ehemann|Ehefrau|Mann|Frau|Sohn|Tochter|Mutter|Vater|Bruder|Schwester|Enkel|Enkelin|"
    r"Schwiegersohn|Schwiegertochter|Nachbar|Nachbarin|Freund|Freundin|Lebensgefährtin?|Neffe|"
    r"Nichte|Hausarzt|Hausärztin|"
    r"mari|époux|épouse|femme|fils|fille|mère|père|frère|sœur|soeur|petit-fils|petite-fille|"
    r"gendre|belle-fille|voisin|voisine|ami|amie|neveu|nièce|compagnon|compagne|"
    r"médecin traitant|"
    r"esposo|esposa|marido|mujer|hijo|hija|madre|padre|hermano|hermana|nieto|nieta|sobrino|"
    r"sobrina|yerno|nuera|vecino|vecina|novio|novia|amigo|amiga|cuñado|cuñada|pareja|"
    r"compañero|compañera|cuidador|cuidadora|Partnerin|Betreuerin|Betreuer|partenaire)"
)
RELATION_WORD = re.compile(RELATION, re.IGNORECASE)
_CUE_WORDS = (
    r"(?:named|called|known as|goes by|aka|alias|genannt|dit|dite|apodad[oa]|llamad[oa]|"
    r"roepnaam|seen by|referred by|reviewed by|discussed with|signed|dictated by|cc|attn|"
    r"c/o|firmado|unterschrift|signé|getekend|"
    r"patient name|name|naam|nom|prénom|vorname|nachname|nombre|paciente|patient|patiënt|"
    r"patiente?|patientin|(?-i:[Pp]t|PT(?=\s*:))|pat(?=\.)|attending|resident|referrer|collega|collègue|colega|"
    r"Kollegen?|Kollegin|re(?=\s*:)|"
    # who wrote or signed: "Elaboró:", "Rédigé par", "Verfasst von", "Opgesteld door", "gez."
    r"written by|completed by|reported by|typed by|elabor[óo]|realizado por|redactado por|"
    r"rédigé par|dicté par|validé par|verfasst von|erstellt von|diktiert von|gez|"
    r"opgesteld door|verslag door|fdo|firma|"
    # a trainee's grade before the name: "R2 Iker ...", "FY1 Jo ...", "PGY-2 Sam ..."
    r"(?-i:R[1-5]|MIR|FY[12]|SHO|SpR|StR|PGY-?[1-7]|AIOS|ANIOS|"
    # a nurse's or carer's grade: "RN Cheuk", "SN Ho Ka-yan", "HCA Bola"
    r"RN|SN|RGN|RMN|SRN|HCA|APN|ANP|DN|NO(?=\s+[A-Z][a-z])))"
)
CUE = rf"(?:(?i:\b{RELATION}\b)\s*,?\s*|(?i:\b{_CUE_WORDS}\b)\.?\s*:?\s*)"
# After a cue, "Family, Given" (a family name of several parts: "Ruiz de la Prada, Itziar") or a
# name in reading order.
CUED = re.compile(rf"{CUE}(?:\(\s*)?(?:{TITLE}){{0,3}}(?P<id>{NAME},[ \t]*{CAP}(?![\w-])|{NAME})")
# A name at the start of a sentence followed by what only a person does ("Anna reports").
PERSON_VERB = (
    r"(?:reports|reported|says|said|states|stated|describes|described|denies|denied|complains|"
    r"complained|mentions|mentioned|explains|explained|feels|felt|attends|attended|presents|"
    r"presented|recalls|remembers|works|worked|wishes|wants|agrees|agreed|declines|declined|"
    r"consented|understands|rang|phoned|drove|visits|visited|was seen|was admitted|was reviewed|"
    r"was referred|has noticed|has had|had noticed|noticed|meldt|vertelt|klaagt|ontkent|"
    r"berichtet|klagt|verneint|schildert|rapporte|signale|décrit|se plaint|nie|refiere|niega|"
    r"presenta|acude|slept|ate|drank|mobilised|mobilized|walked|had a (?:settled|good|"
    r"comfortable|restful|quiet|poor|disturbed|better)|schlief|dormait|durmió|sliep)"
)
PERSON_VERB_WORD = re.compile(PERSON_VERB, re.IGNORECASE)
VERB_CUED = re.compile(
    rf"(?:^|(?<=[.!?;:]\s)|(?<=\n))(?P<id>{CAP}(?:\s+{PART}){{0,3}})\s+{PERSON_VERB}\b"
)
# DICOM PN Family^Given; it starts only where a run of name letters starts, so a long hyphen
# chain is read once, not again from each of its hyphens.
FAMILY_GIVEN = re.compile(r"(?<![\w'-])[A-Z][A-Za-z'-]+\^[A-Z][A-Za-z'^-]*")

# Initials before a surname: "S. Mbeki", "J.R. Mendes", "A.M. de Kruijf-Bakker".
INITIALS = re.compile(
    rf"(?<![\w./])(?P<id>[{UPPER}]\.(?:\s?-?[{UPPER}]\.){{0,3}}\s?(?:{PARTICLE}\s+){{0,3}}"
    rf"(?P<last>{CAP}))"
)
# A name before the degrees or registrations that follow it in a signature: "Ana Ruiz, MD",
# "T. Okafor MBBS FRCP", "Lena Voss, RN".
POSTNOMINAL_WORD = (
    r"(?-i:MD|M\.D\.|DO|PhD|Ph\.D\.|MBBS|MBChB|MB BS|BMBS|FRCP|FRCPC|FRACP|FRCR|FRCS|MRCP|RN|"
    r"NP|PA-C|DNP|APRN|CNS|MSc|DPhil|FAAN|FACP)(?![\w-])"
)
POSTNOMINAL = re.compile(
    rf"(?<![\w-])(?P<id>(?:{INITIAL}\s?|{CAP}[ \t]+){{1,2}}(?:{PARTICLE}\s+){{0,2}}{CAP}),?[ \t]+"
    rf"{POSTNOMINAL_WORD}"
)
_POSTNOMINAL_ANCHOR = re.compile(rf"(?<![\w-]){POSTNOMINAL_WORD}")
_NAME_REACH = 160  # a name and its comma before a degree fit in this many characters


def postnominal_matches(text: str) -> Iterator[re.Match[str]]:
    """POSTNOMINAL's matches, looked for only near a degree: a text with no degree costs one
    scan for the degrees (a long run of initials would otherwise be tried at every letter)."""
    after = 0
    for degree in _POSTNOMINAL_ANCHOR.finditer(text):
        if degree.end() <= after:
            continue  # taken with the name before it ("T. Okafor MBBS FRCP")
        start = max(after, degree.start() - _NAME_REACH)
        near = POSTNOMINAL.search(text, start, min(len(text), degree.end() + _NAME_REACH))
        m = POSTNOMINAL.match(text, near.start()) if near is not None else None
        if m is not None:  # matched again on the whole text: the window's end cut no word
            after = m.end()
            yield m


# A name before a comma and a role at a signature's line start or after its columns' spaces
# ("Lale Aydın, Assistenzärztin"); the caller checks the role.
BEFORE_ROLE = re.compile(
    rf"(?m:(?:^|(?<=[ \t]{{2}}))(?P<id>{CAP}(?:[ \t]{CAP}){{1,2}}),[ \t]*(?P<role>[^\W\d_]+))"
)
# A service after a cue is no name ("seen by Speech and Language Therapy").
_SERVICE = (
    r"(?i:therapy|therapists?|team|services?|clinic|department|unit|dienst|therapie|servicio)"
)
SERVICE_AFTER = re.compile(rf"(?:[ \t]+(?:and|&|und|et|y|en)[ \t]+{CAP})?[ \t]+{_SERVICE}\b")
SERVICE_END = re.compile(rf"\b{_SERVICE}$")
# Upper-case family name, comma, given name(s): "KOWALSKI, JAN P", "OKAFOR, Chidi".
LAST_FIRST = re.compile(
    rf"(?<![\w-])(?P<id>(?P<last>[{UPPER}]{{2,}}(?:[-' ][{UPPER}]{{2,}})?),\s*"
    rf"(?P<first>{CAP})(?:\s+[{UPPER}]\b\.?)?)"
)
# Hong Kong order: "CHAN Tai-man", "LEUNG Wing-kei, Cecilia".
HK_NAME = re.compile(
    rf"(?<![\w-])(?P<id>[{UPPER}]{{2,}}\s+[{UPPER}][a-z]+-[a-z]+(?:,\s*{CAP})?)(?![\w-])"
)
# Hong Kong order in title case: "Tsang Wing-kei", "Ho Ka-yan" (a given name of two syllables
# joined by a hyphen, the second in lower case; "Set-up", "Roll-out" are words).
HK_TITLE_NAME = re.compile(
    r"(?<![\w-])(?P<id>[A-Z][a-z]{1,5}[ \t]+[A-Z][a-z]{1,4}-(?!(?:up|in|on|out|by|off|over|back|"
    r"down|led|based|term|time|free|like)\b)[a-z]{2,4})(?![\w-])"
)
# A given name followed by an upper-case family name: "Ludger HEITKAMP".
FIRST_LAST_UPPER = re.compile(
    rf"(?<![\w-])(?P<first>{CAP})[ \t]+(?P<last>[{UPPER}]{{3,}}(?:-[{UPPER}]{{2,}})?)\b"
)
# A nickname right after a name: ' ("Gracie")', ' (Bernie)', ' "Topsy"'.
NICKNAME_AFTER = re.compile(
    rf"\s*(?:\(\s*[\"“'‘]?{CAP}(?: {CAP})?[\"”'’]?\s*\)|[\"“]{CAP}(?: {CAP})?[\"”])"
)
# Lower-case names after a relation or a title in hurried notes: "daughter maureen", "dr okonkwo".
LOWER_AFTER_RELATION = re.compile(
    rf"(?i:\b{RELATION})[ \t]*,?[ \t]+(?P<id>[a-zß-ÿ][a-zß-ÿ'-]{{2,}})\b"
)
LOWER_AFTER_TITLE = re.compile(
    r"\b(?:(?:dr|dra|dhr|mevr|mw)\.?|(?:mr|mrs|ms|sr|sra)\.)[ \t]+"
    r"(?P<id>(?P<particle>(?:(?:van|de|der|den|ter|ten|von|le|la|du|del)[ \t]+){1,2})?"
    r"[a-zß-ÿ][a-zß-ÿ'-]{2,})\b"
)
# A lower-case title without its full stop, a first name and a surname: "mrs gwendolyn price",
# "mr tom okafor" (the first name must be in the lexicon: "mr slept" is no name).
LOWER_TITLE_FULL = re.compile(
    r"(?<![\w.])(?:mr|mrs|ms|miss|mx|sr|sra|dhr|mevr|mw|mme|herr|frau)[ \t]+"
    r"(?P<first>[a-zß-ÿ][a-zß-ÿ'-]{1,})(?:[ \t]+(?P<last>(?:(?:van|de|der|den|ter|ten|von|le|la|"
    r"du|del)[ \t]+){0,2}[a-zß-ÿ][a-zß-ÿ'-]{2,}))?\b"
)
# A letter's greeting or closing before a name ("Dear Anna,", "Met vriendelijke groet,\nJ. Bos").
GREETING = re.compile(
    r"(?i:\b(?:dear|beste|liebe|lieber|cher|chère|chers|estimad[oa]|querid[oa]|"
    r"yours sincerely|yours faithfully|kind regards|best wishes|with best wishes|regards|"
    r"mit freundlichen grüßen|mit kollegialen grüßen|mit freundlichem gruß|"
    r"cordialement|bien confraternellement|bien à vous|atentamente|un saludo|saludos|"
    r"met vriendelijke groet|met collegiale groet|hoogachtend))[ \t]*,?\s*"
)
# Words that open a letter's first sentence after "Dear Colleague," ("Thank you", "Vielen Dank").
LETTER_OPENING = re.compile(
    r"(?:Thank|Thanks|Many|Please|I|We|Vielen|Herzlichen|Danke|Besten|Merci|Je|Nous|Gracias|"
    r"Muchas|Le|Les|Hartelijk|Bedankt|Dank|Graag|Hierbij|Hartelijke|"
    # a letter's greeting on the line after a heading that ends in a cue ("… huisarts\nGeachte")
    r"Geachte|Dear|Beste|Cher|Chère|Chers|Estimado|Estimada|Estimados|Sehr|Liebe|Lieber)"
)
# Roles written after a name ("Dr A. Ames, Consultant Neurologist"): never part of the name.
PROFESSION = re.compile(
    r"(?i:[\w-]*(?:ologist|ologe|ologin|ologue|ólog[oa]|oloog|iatrist|iater|iatre|geon|ician|"
    r"icien|icienne)|consultant|registrar|fellow|resident|nurse|physician|surgeon|doctor|"
    r"oberarzt|oberärztin|assistenzarzt|chefarzt|facharzt|fachärztin|arts-assistent|"
    r"colleague|collega|kollege|kollegin|confrère|consœur|colega|"
    r"verpleegkundige|infirmière?|enfermer[oa]|médico|médecin|praticien|interne|specialist|"
    r"specialista|especialista|spécialiste|practitioner|therapist|thérapeute|terapeuta|"
    r"therapeut|kinésithérapeute|fisioterapeuta|fysiotherapeut|midwife|hebamme|sage-femme|"
    r"matrona|verloskundige|paramedic|sanitäter|technician|technologist|radiographer|"
    r"sonographer|pharmacist|apotheker|pharmacien|farmacéutic[oa]|dietitian|dietician|"
    r"assistant|assistante|assistent|assistente|assistenzärztin|pfleger|pflegerin|pflegekraft|aide-soignante?|attending|"
    r"pflegefachkraft|pflegefachfrau|pflegefachmann|fachkraft|krankenschwester|"
    r"krankenpfleger(?:in)?|"
    r"adjunt[oa]|stationsarzt|stationsärztin)"
)


@lru_cache(maxsize=8192)
def is_profession(word: str) -> bool:
    """PROFESSION.fullmatch, remembered: it runs on most words of a note."""
    return PROFESSION.fullmatch(word) is not None
