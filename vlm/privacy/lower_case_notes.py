"""Hurried notes and dictation written in lower case: a town after a word of origin, residence or
travel is found by the gazetteers in title case ("from hebden bridge", "venue de quimper", "à
pont-aven"), and a surname after "doctor" ("doctor ashworth"). Only in text written mostly in
lower case, where the capitals that mark names elsewhere are missing; common words, clinical
words and months are never towns."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.first_names import function_words
from vlm.privacy.places import is_small_town, is_town
from vlm.privacy.spans import Span

# (the words after a cue are looked ahead at, so a cue among them is read too: "above the shop
# in oakham")
_CUE = re.compile(
    r"\b(?:from|in|at|near|above|below|outside|to|de|d['’]|à|aus|in|bei|nach|uit|te|naar|bij|"
    r"en|desde|vers|van|vanuit)[ \t]+(?=(?P<id>[a-zà-ÿ][a-zà-ÿ'’]+(?:[ -][a-zà-ÿ'’]+){0,3}))"
)
_DOCTOR = re.compile(
    r"\b(?:doctor|docteur|doctora|dokter|doktor)[ \t]+(?P<id>[a-zß-ÿ][a-zß-ÿ'-]{2,})\b"
)
_WORD = re.compile(r"[^\W\d_]+")
_CAPITALISED = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÖØ-Þ][a-zß-ÿ]")  # "Anna", not "MRI"


def lower_case_note_spans(text: str) -> Iterator[Span]:
    """Towns and a doctor's surname in a note written mostly in lower case."""
    if not mostly_lower(text):
        return
    for m in _CUE.finditer(text):
        words = m.group("id").replace("-", " - ").split()
        for j in range(len(words), 0, -1):
            name = " ".join(words[:j]).replace(" - ", "-")
            if words[j - 1] == "-" or not _town(name):
                continue
            yield Span(m.start("id"), m.start("id") + len(name), "address")
            break
    for m in _DOCTOR.finditer(text):
        word = m.group("id")
        if word not in function_words() and not is_clinical_word(word.title()):
            yield Span(m.start("id"), m.end("id"), "name")


def _town(name: str) -> bool:
    titled = "-".join(" ".join(w.capitalize() for w in part.split()) for part in name.split("-"))
    first = name.split()[0].split("-")[0]
    if first in function_words() or re.fullmatch(rf"(?i:{MONTH}|{WEEKDAY})", first):
        return False
    if " " not in name and "-" not in name and (len(name) < 5 or is_clinical_word(titled)):
        return False
    return is_town(titled) or is_small_town(titled)


def mostly_lower(text: str) -> bool:
    """Fewer than one word in twenty starts with a capital (acronyms aside)."""
    sample = text[:4000]  # a note written in lower case is so from its start
    words = len(_WORD.findall(sample))
    return words >= 12 and len(_CAPITALISED.findall(sample)) * 20 < words
