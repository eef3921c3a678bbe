"""Words after a name's cue that are no name: an English verb in the past tense that opens a
sentence after a cue's abbreviation ("Reviewed with the StR. Discussed with wife …"), and a
capitalised clinical or abstract noun after a relation ("laut Tochter Verwirrtheit nachts",
"laut Ehemann Stürze"), German writing every noun with a capital. First names of the same shape
("Alfred", "Mohammed") stay names."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import is_first_name
from vlm.privacy.word_endings import has_word_ending

_PAST = re.compile(r"[A-Z][a-z]{3,}(?:ed)")


def is_past_verb(word: str) -> bool:
    """`word` reads as a past-tense verb ("Discussed", "Explained"), not a first name."""
    return bool(_PAST.fullmatch(word)) and not word.endswith("eed") and not is_first_name(word)


def noun_after_cue(word: str) -> bool:
    """`word` is a clinical or abstract noun ("Verwirrtheit", "Stürze"), not a first name."""
    return (is_clinical_word(word) or has_word_ending(word)) and not is_first_name(word)
