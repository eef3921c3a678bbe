"""Ages over 89 written without a unit after the number: a year of life ("im 95. Lebensjahr",
"in haar 93e levensjaar", "dans sa 92e année": the age is one less) and a person's age after
"is", "turned" and their German, French, Spanish and Dutch forms ("Elsie is 94 and …", "sie
wird 91", "cumplió 93"). A measurement after the same verbs ("saturation is 94%", "pulse was
96 bpm") is no age: the subject must be a person and nothing may measure the number."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.ages import WORDS_90
from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import is_first_name
from vlm.privacy.name_cues import PARTICLE
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

_YEAR_OF_LIFE = re.compile(
    r"\b(?=[^\W\d_][a-z])(?i:(?:im|in (?:zijn|haar|het)|dans (?:sa|son)|en (?:su|el))[ \t]+"
    r"(?P<n>\d{2,3})"
    r"(?P<suffix>\.|ème|e|º|°|o)?[ \t]+(?:Lebensjahr|levensjaar|année(?: de (?:sa )?vie)?|"
    r"año de (?:su )?vida)\b)"
)
_PERSON = (
    r"(?i:she|he|who|patient|pt|mum|mom|mother|father|dad|husband|wife|grandmother|grandfather|"
    r"sie|er|die Patientin|der Patient|elle|il|ella|él|zij|hij|ze|mevrouw|meneer)"
)
_IS_AGE = re.compile(
    rf"(?<![\w-])(?=[^\W\d_][a-zà-ÿ])"
    rf"(?P<who>{_PERSON}|[A-Z][a-zà-ÿ]+(?:[ \t]+\([^()\n]{{1,25}}\))?)[ \t]+"
    r"(?i:is|was|turned|turns|is now|will be|ist|wird|wurde|est|a eu|aura|tiene|cumplió|cumple|"
    r"is nu|wordt|werd)[ \t]+(?P<n>\d{2,3})"
    r"(?=[ \t]*(?:[,;.)]|$|\n|(?i:and|today|this|now|next|last|in|im|und|heute|et|y|hoy|en|"
    r"op|vandaag)\b))"
    r"(?![.,]\d)"
)


# An age in brackets or between commas after a person: "Mrs Hale (93)", "Dhr. de Vries (96)",
# "F, 94, admitted", "Patient, 92, retired".
_TITLE = (
    r"(?:Mr|Mrs|Ms|Miss|Mx|Herr|Frau|Hr|Fr|M|Mme|Mlle|Monsieur|Madame|Dhr|Mevr|Mw|Sr|Sra|Srta|"
    r"Don|Doña|Señor|Señora)\.?"
)
_BRACKETED = re.compile(
    rf"(?:\b{_TITLE}[ \t]+(?:[{UPPER}]\.[ \t]*)*(?:(?:{PARTICLE})[ \t]+)*{CAP}"
    rf"(?:[ \t]+{CAP})?|(?<![\w-])(?P<who>{CAP}))[ \t]*\([ \t]*(?P<n>\d{{2,3}})[ \t]*\)"
)
_SEX_OR_PERSON_COMMA = re.compile(
    r"(?<![\w-])(?:[MFmfWw]|(?i:patient|pt|patientin|patiënt|patiente|paciente|male|female|man|"
    r"woman|homme|femme|Mann|Frau|hombre|mujer|varón|man|vrouw))[ \t]*,[ \t]*(?P<n>\d{2,3})"
    r"[ \t]*(?=,|;|\))"
)
# ... or after a name (a first name or a title before it): "Edith Marsh, 93, was admitted", "Mr
# de Groot, 91," (never a measurement: "Platelets, 95,").
_NAME_COMMA = re.compile(
    rf"(?<![\w-])(?P<who>{CAP})[ \t]*,[ \t]*(?P<n>\d{{2,3}})[ \t]*(?=[,;)]|[ \t]+(?:was|is|who)\b)"
)
# "Mujer 97a,", "pat 93a vue": the French and Spanish year's "a" written onto the number.
_A_ATTACHED = re.compile(r"(?<![\w.,/:-])(?P<n>\d{2,3})a(?![\w.])")
# "A 97 y old man", "a 91 y. old lady".
_Y_OLD = re.compile(r"(?<![\d.,/:-])(?P<n>\d{2,3})[ \t]?y\.?[ \t]+old\b", re.IGNORECASE)
# Chinese: the unit is followed by more Chinese ("93岁高龄"), which the general pattern refuses.
_CHINESE = re.compile(r"(?<![\d.])(?P<n>\d{2,3})\s*(?:周岁|週歲|岁|歲)")
# A decade of life in words: "in her mid-nineties", "Mitte neunzig", "a centenarian".
_DECADE = re.compile(
    r"\b(?=[^\W\d_][a-zà-ÿ])(?i:(?:early|mid|late)[- ]?(?:nineties|90s)|"
    r"(?:Anfang|Mitte|Ende)[ \t]+(?:neunzig|der "
    r"Neunziger)|centenarian|centenaire|centenari[oa]|hundertjährige[rn]?|honderdjarige)\b"
)


# Short forms and phrasings of an age: "93y F", "93-y-o", "F93", "M 94", "92 J männlich",
# "94-jarig", "mujer de 93", "vrouw van 93", "now 94,", "her 95th birthday", "92. Geburtstag",
# "net 91 geworden", "acaba de cumplir 96".
_SHORT = [
    re.compile(r"(?<![\w.,/:-])(?P<n>\d{2,3})[ -]?y(?:[-.]?o\.?)?(?=[\s,;.)]|$)"),
    re.compile(r"(?<![\w/-])[MFW][ /]?(?P<n>\d{2,3})\b(?![.,]\d|[ \t]*(?:mg|kg|cm|mm|ml|%|x\b|/))"),
    re.compile(r"(?<![\w.,/:-])(?P<n>\d{2,3})[ \t]?J\b(?![.,]?\d)"),
    re.compile(r"(?<![\w.,/:-])(?P<n>\d{2,3})-jarig\b", re.IGNORECASE),
    re.compile(
        r"\b(?i:mujer|anciana|anciano|var[óo]n|hombre|señora|señor|paciente|femme|homme|dame|"
        r"monsieur|madame|patiente?|vrouw|man|heer|mevrouw|meneer|patiënte?|Frau|Mann|"
        r"Patientin|Patient)[ \t]+(?:de|van|von)[ \t]+(?P<n>\d{2,3})\b(?![.,]\d|[ \t]*(?:kg|cm|%))"
    ),
    re.compile(
        r"\b(?i:patient|pt|she|he|mother|father|mum|mom|dad|husband|wife|lady|gentleman|man|woman)"
        r",?[ \t]+(?i:now|today|maintenant|ahora|nu|jetzt)[ \t]+(?P<n>\d{2,3})(?=[ \t]*[,;)])"
    ),
    re.compile(
        r"(?<![\w.,/:-])(?P<n>\d{2,3})(?:st|nd|rd|th|\.|e|ème|º)?[ \t]+(?i:birthday|Geburtstag|"
        r"verjaardag|anniversaire|cumpleaños)"
    ),
    re.compile(r"(?<![\w.,/:-])(?P<n>\d{2,3})[ \t]+(?i:geworden|gewoerden)\b"),
    re.compile(
        r"\b(?i:cumplir|cumpli[óo]|cumple|cumplir[áa]|turning)[ \t]+(?P<n>\d{2,3})\b(?![.,]\d)"
    ),
]
_AGE_NUMBER = re.compile(r"(?<!\d)(?:9\d|1[01]\d|120)(?!\d)")
_SHOCK = re.compile(r"(?i:defib\w*|schock|shock|kardiover\w*|cardiover\w*|choc|descarga)")
_AGED_WORDS = re.compile(
    rf"\b(?=[^\W\d_][a-zà-ÿ])(?i:aged|age|âgée?|edad de)[ \t]+(?P<w>{WORDS_90})\b"
)


def age_phrase_spans(text: str) -> Iterator[Span]:
    """Ages over 89 in a year of life, after a person and "is", in brackets or between commas
    after a person, before "y old", before a Chinese unit, and decades in words."""
    yield from regex_spans(text, "age", (_DECADE,))
    for m in _AGED_WORDS.finditer(text):
        yield Span(m.start("w"), m.end("w"), "age")
    if not _AGE_NUMBER.search(text):
        return  # every other form needs a number from 90 to 120
    for m in _BRACKETED.finditer(text):
        who = m.group("who")
        if who and not (re.fullmatch(_PERSON, who) or is_first_name(who)):
            continue
        if 89 < int(m.group("n")) <= 120:
            yield Span(m.start("n"), m.end("n"), "age")
    for m in _NAME_COMMA.finditer(text):
        who = m.group("who")
        if who.isupper() or is_clinical_word(who) or not 89 < int(m.group("n")) <= 120:
            continue
        before = text[max(0, m.start() - 30) : m.start()].split()
        prev = before[-1] if before else ""
        named = is_first_name(who) or is_first_name(prev) or re.fullmatch(_TITLE, prev)
        if named or (
            len(before) > 1 and re.fullmatch(PARTICLE, prev) and re.fullmatch(_TITLE, before[-2])
        ):
            yield Span(m.start("n"), m.end("n"), "age")
    for pattern in (_SEX_OR_PERSON_COMMA, _Y_OLD, _CHINESE, _A_ATTACHED):
        for m in matches(pattern, text):
            if 89 < int(m.group("n")) <= 120:
                end = m.end() if pattern is not _SEX_OR_PERSON_COMMA else m.end("n")
                yield Span(m.start("n"), end, "age")
    for i, pattern in enumerate(_SHORT):
        for m in matches(pattern, text):
            if not 89 < int(m.group("n")) <= 120:
                continue
            if i == 2 and _SHOCK.search(text, max(0, m.start() - 40), m.start()):
                continue  # "Defibrillation mit 120 J": joules
            end = m.end() if i in (0, 2, 3) else m.end("n")  # "93y", "93 J", "94-jarig" go whole
            yield Span(m.start("n"), end, "age")
    for m in _YEAR_OF_LIFE.finditer(text):
        if 89 < int(m.group("n")) - 1 <= 120:
            yield Span(m.start("n"), m.end("suffix") if m.group("suffix") else m.end("n"), "age")
    for m in _IS_AGE.finditer(text):
        who = m.group("who").split()[0]
        person = re.fullmatch(_PERSON, m.group("who")) or is_first_name(who)
        if person and 89 < int(m.group("n")) <= 120:
            yield Span(m.start("n"), m.end("n"), "age")
