"""A first name that heads a French, Spanish or Dutch noun phrase is the noun ("la Corne
frontale", "Bas de contention", "Rose des vents"): a lower-case adjective of a clinical shape, or
a particle and a lower-case noun, follows it, where a surname would be capitalised ("Bas de
Vries")."""

from __future__ import annotations

import re

_PHRASE_AFTER = re.compile(
    r" (?:(?:de|du|des|del|de la|de los) (?!(?:retour|garde|passage|service|nouveau|"
    r"bonne|mauvaise|mal|buen|buena|vuelta|guardia|turno|nuevo|permanence)\b)"
    r"[a-zà-ÿ][a-zà-ÿ-]{2,}\b|"
    r"[a-zà-ÿ]{3,}(?:ale|ales|aux|aire|aires|ique|iques|oïde|oïdes|ienne|iennes|euse|euses|"
    r"al|ales|ario|aria|arios|arias|ico|ica|icos|icas)\b)"
)


def in_noun_phrase(text: str, end: int) -> bool:
    """The word ending at `end` heads a noun phrase ("Corne frontale", "Bas de contention")."""
    if text[end : end + 1] != " " or not text[end + 1 : end + 2].islower():
        return False  # the cheap test first: this runs for every first name
    return bool(_PHRASE_AFTER.match(text, end))
