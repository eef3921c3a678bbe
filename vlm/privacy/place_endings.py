"""A German or Dutch town after a preposition of place, known by the ending of its name
("aus Oberwiesenthal", "nach Oelsnitz", "in Wolfenbüttel", "uit Nieuwlande", "naar
Hoogezand"): the note's language rarely uses the word, and it ends as towns do there ("-thal",
"-witz", "-stedt", "-büttel", "-lande", "-broek", …). A word with an everyday tail ("Pflegeheim",
"Berufsleben") is no such town; those endings are left out."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_words import is_rare, note_language
from vlm.privacy.spans import Span

_ENDINGS = {
    "de": (
        "thal|felden|roda|rode|witz|itz|ow|stedt|stätt|städt|reuth|grün|walde|hagen|born|brunn|"
        "furt|kamp|münster|weiler|zell|büttel|werder|wang|ried|moos|lohe|kirch|hausen|ingen|"
        "dorf|berg|burg|bach|feld"
    ),
    "nl": (
        "oord|loo|lande|rade|broek|werd|meer|wolde|beek|dijk|huizen|wold|erd|zand|hout|dam|"
        "drecht|hoven|horst|veen|zijl|sluis|kerk|zeel|geest|gen|aar"
    ),
}
_SLOT = {
    "de": re.compile(rf"(?<![\w-])(?:aus|nach|in|bei|von)[ \t]+(?P<id>{CAP})(?![\w'’-])"),
    "nl": re.compile(rf"(?<![\w-])(?:uit|naar|in|bij|te|vanuit|van)[ \t]+(?P<id>{CAP})(?![\w'’-])"),
}
_TOWN = {lang: re.compile(rf"[^\W\d_]{{3,}}(?:{e})", re.IGNORECASE) for lang, e in _ENDINGS.items()}


def place_ending_spans(text: str) -> Iterator[Span]:
    """Towns by their ending after a preposition, in German and Dutch notes."""
    lang = note_language(text)
    if lang not in _SLOT:
        return
    for m in matches(_SLOT[lang], text):
        word = m.group("id")
        if len(word) < 6 or not _TOWN[lang].fullmatch(word):
            continue
        if not_a_place(word) or is_clinical_word(word) or not is_rare(word, lang):
            continue
        yield Span(m.start("id"), m.end("id"), "address")
