"""An English verb in the past tense that opens a sentence after a cue's abbreviation ("Reviewed
with the StR. Discussed with wife …", "… by GP. Advised to …"): the sentence's verb, not the name
the cue announces. First names of the same ending ("Alfred", "Mohammed") stay names."""

from __future__ import annotations

import re

from vlm.privacy.first_names import is_first_name

_PAST = re.compile(r"[A-Z][a-z]{3,}(?:ed)")


def is_past_verb(word: str) -> bool:
    """`word` reads as a past-tense verb ("Discussed", "Explained"), not a first name."""
    return bool(_PAST.fullmatch(word)) and not word.endswith("eed") and not is_first_name(word)
