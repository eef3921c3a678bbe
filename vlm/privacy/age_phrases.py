"""Ages over 89 written without a unit after the number: a year of life ("im 95. Lebensjahr",
"in haar 93e levensjaar", "dans sa 92e année": the age is one less) and a person's age after
"is", "turned" and their German, French, Spanish and Dutch forms ("Elsie is 94 and …", "sie
wird 91", "cumplió 93"). A measurement after the same verbs ("saturation is 94%", "pulse was
96 bpm") is no age: the subject must be a person and nothing may measure the number."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.first_names import is_first_name
from vlm.privacy.spans import Span

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


def age_phrase_spans(text: str) -> Iterator[Span]:
    """Ages over 89 in a year of life or after a person and "is"; the number goes."""
    for m in _YEAR_OF_LIFE.finditer(text):
        if 89 < int(m.group("n")) - 1 <= 120:
            yield Span(m.start("n"), m.end("suffix") if m.group("suffix") else m.end("n"), "age")
    for m in _IS_AGE.finditer(text):
        who = m.group("who").split()[0]
        person = re.fullmatch(_PERSON, m.group("who")) or is_first_name(who)
        if person and 89 < int(m.group("n")) <= 120:
            yield Span(m.start("n"), m.end("n"), "age")
