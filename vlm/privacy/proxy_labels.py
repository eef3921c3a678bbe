"""The person a note names under a label for who decides or speaks for the patient: "HCP:",
"Health care agent:", "Representante legal:", "Apoderada:", "Mandataire :", "Personne
référente :", "Vertrauensperson:", "Wettelijk vertegenwoordiger:", "委託人：" (up to three
capitalised words, after a title if there is one). A clinical word, role or department after the
label is no name ("HCP: GP aware")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.name_cues import TITLE
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, HAN
from vlm.privacy.spans import Span, regex_spans

_LABEL = (
    r"(?:HCP|MPOA|DPOA|HCPOA|(?i:health ?care (?:agent|proxy|surrogate)|legal representative|"
    r"representante(?: legal)?|apoderad[oa]|tutor(?:a)? legal|mandataire|personne référente|"
    r"référent(?:e)? familial(?:e)?|représentant(?:e)? légal(?:e)?|Vertrauensperson|"
    r"Bevollmächtigte[r]?|gesetzliche[r]? Vertreter(?:in)?|wettelijk vertegenwoordiger|"
    r"vertegenwoordiger|gemachtigde))"
)
_NAMED = re.compile(
    rf"(?<![\w-]){_LABEL}[ \t]*[:：][ \t]*(?:{TITLE})?(?P<id>{CAP}(?:[ \t]+{CAP}){{0,2}})"
)
_CHINESE = re.compile(
    rf"(?:委託人|委托人|授權人|授权人|監護人|监护人)[:：]?[ \t]*(?P<id>[{HAN}]{{2,3}})"
)


def proxy_label_spans(text: str) -> Iterator[Span]:
    """Names after the labels above."""
    for m in matches(_NAMED, text):
        words = m.group("id").split()
        if any(not_a_place(w) or is_clinical_word(w) for w in words):
            continue
        yield Span(m.start("id"), m.end("id"), "name")
    yield from regex_spans(text, "name", (_CHINESE,))
