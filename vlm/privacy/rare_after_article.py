"""A rare capitalised word after an article in the slot of whose or whence: French "de la",
"du", "de l'" ("un courrier du …", "les neurologues de la …"), Spanish "del", "de la" ("un
informe del …"), Dutch "van het", "van de", "uit de" ("de brief van het …"). French, Spanish and
Dutch write their nouns in lower case, so a capitalised word after the article is a proper name;
one the language rarely uses (vlm/privacy/rare_after_place.py's test) is the house the letter,
the team or the patient came from (a Dutch compound too: only names are capitalised there).
A person's name after a clinical noun takes no article
("signe de Babinski"); one after a clinical noun with its article ("la maladie de la …") is
skipped all the same."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_after_place import reads_as_name
from vlm.privacy.rare_words import note_language
from vlm.privacy.spans import Span

_ARTICLES = {
    "fr": r"de[ \t]+la|du|des|de[ \t]+l['’]",
    "es": r"del|de[ \t]+la|de[ \t]+los|de[ \t]+las",
    "nl": r"van[ \t]+het|van[ \t]+de|uit[ \t]+de",
}
_SLOT = {
    lang: re.compile(
        rf"(?<![\w'’-])(?:{articles})[ \t]*(?P<id>{CAP})(?:[ \t](?P<next>{CAP}))?(?![\w'’-])"
    )
    for lang, articles in _ARTICLES.items()
}
# Nouns that name a sign, a scale or a disease after a person ("la maladie de la Tourette")
_CLINICAL_BEFORE = re.compile(
    r"(?i:(?:syndrome|síndrome|syndroom|maladie|enfermedad|ziekte|signe|signo|teken|escala|"
    r"échelle|schaal|score|test|prueba|maniobra|manœuvre|réflexe|reflejo|loi|ley|critères|"
    r"criterios|classification|clasificación|type|tipo|grade|grado)[ \t]+$)"
)


def rare_after_article_spans(text: str) -> Iterator[Span]:
    lang = note_language(text)
    slot = _SLOT.get(lang or "")
    if slot is None or lang is None:
        return
    for m in matches(slot, text):
        if not reads_as_name(m.group("id"), lang, compounds=False):
            continue
        if _CLINICAL_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue
        end = m.end("id")
        after = m.group("next")
        if after and reads_as_name(after, lang, compounds=False):
            end = m.end("next")
        yield Span(m.start("id"), end, "institution")
