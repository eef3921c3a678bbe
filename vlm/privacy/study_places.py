"""Schools and universities after a verb of study or attendance, named without a head word or by
an acronym: "studies at Brookes", "is a pupil at St Olave's", "studiert an der TU Dresden",
"étudie à la Sorbonne", "estudia en la Complutense", "studeert aan de VU", "zit op het Stedelijk".
After these verbs a capitalised name (or an acronym) is the place of study; a subject ("studies
at Masters level"), a language ("estudia en Inglés"), a time or a clinical word is not."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.cued_matches import cued_matches
from vlm.privacy.dates import MONTH
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span

_CUE = re.compile(
    r"(?i:\b(?:"
    r"(?:studies|studying|studied|study|student|pupil|enrolled|attends|attending|attended|"
    r"lecturer|teacher|teaches|teaching|taught)[ \t]+(?:at|in)|"
    r"(?:studiert|studierte|studiere|Student(?:in)?|Schüler(?:in)?|Lehrer(?:in)?|unterrichtet|"
    r"eingeschrieben)[ \t]+(?:am|an|auf)(?:[ \t]+(?:der|dem|den))?|"
    r"(?:étudie|étudiait|étudiante?|élève|scolarisée?|enseigne|enseignait|inscrite?)[ \t]+"
    r"(?:à|au|aux|dans)(?:[ \t]+(?:la|le|les)|[ \t]*l['’])?|"
    r"(?:estudia|estudiaba|estudió|estudiante|alumn[oa]|profesor[a]?|matriculad[oa]|"
    r"da[ \t]+clases?)[ \t]+en(?:[ \t]+(?:la|el|los|las))?|"
    r"(?:studeert|studeerde|student|studente|leerling|docent|lerares|leraar)[ \t]+"
    r"(?:aan|op|bij|in)(?:[ \t]+(?:de|het))?|"
    r"(?:zit|zat)[ \t]+op[ \t]+(?:de|het)"  # "zit op het Stedelijk": a pupil of a school
    r"))[ \t]+"
)
# Every cue holds one of these (case-folded): a text without any is not searched.
_STEMS = (
    "stud", "pupil", "enrol", "attend", "lectur", "teach", "taught", "schüler", "lehrer",
    "unterricht", "eingeschrieben", "étudi", "élève", "scolaris",
    "enseign", "inscrit", "estudi", "alumn", "profesor", "matricul", "clase", "leerling",
    "docent", "lera", "zit ", "zat ",
)  # fmt: skip
_ACRONYM = rf"[{UPPER}][{UPPER}a-z]{{0,2}}[{UPPER}]+"
_NAME = re.compile(
    rf"(?-i:(?P<id>(?:{_ACRONYM}|{CAP})(?:[ \t]+(?:(?:de|del|des|du|der|van|voor|of|y|et|und)"
    rf"[ \t]+)?(?:{_ACRONYM}|{CAP})){{0,3}}))"
)
# What follows a verb of study and is no institution: a level, a subject or a language, a year.
_NOT_A_SCHOOL = re.compile(
    r"(?i:masters?|bachelors?|phd|doctoral|degree|level|year|grade|graduate|undergraduate|"
    r"university|college|school|home|night|evening|weekend|part-time|full-time|"
    r"english|french|german|spanish|dutch|chinese|inglés|francés|alemán|español|anglais|"
    r"allemand|espagnol|engels|frans|duits|spaans|englisch|französisch|spanisch|deutsch|"
    r"mathematics|maths?|physics|chemistry|biology|law|medicine|nursing|history|art|music|"
    r"bachillerato|licence|master|abitur|gymnasium|havo|vwo|vmbo|mbo|hbo|wo|bac|eso|fp|"
    r"primary|secondary|primaire|secondaire|primaria|secundaria|schule|grundschule|kita|"
    r"kindergarten|klasse|berufsschule|realschule|hauptschule|förderschule|oberstufe|uni|"
    r"universität|hochschule|fachhochschule|ausbildung|lehre|schulen|lycée|collège|école|"
    r"fac|faculté|universidad|colegio|instituto|escuela|universiteit|hogeschool|school|"
    r"basisschool|middelbare|medicina|derecho|enfermería|historia|matemáticas|física|"
    r"química|música|lengua|médecine|droit|histoire|geneeskunde|rechten|"
    r"geschiedenis|wiskunde|medizin|jura|geschichte|mathematik)"
)


def study_place_spans(text: str) -> Iterator[Span]:
    for cue, m in cued_matches(text, _STEMS, _CUE, _NAME):
        first = m.group("id").split()[0]
        if first.isupper() and cue.group(0)[:2].casefold() == "zi":
            continue  # "zit op de IC": a ward, not a school
        if (
            _NOT_A_SCHOOL.fullmatch(first)
            or re.fullmatch(MONTH, first, re.IGNORECASE)
            or is_clinical_word(first)
        ):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
