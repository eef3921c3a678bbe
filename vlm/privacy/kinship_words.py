"""A word of kinship is the noun it is, never a first name: "Onkel mütterlicherseits ebenfalls
betroffen", "Besuch von Onkel Heinz" (Heinz goes, the uncle stays). Some are in the first-name
lexicon; short ones that are also common first names ("Mari", "Amie", "Tia") stay names."""

from __future__ import annotations

import re

from vlm.privacy.name_cues import RELATION_WORD

_KIN = re.compile(
    r"(?i:onkel|tante|cousin|cousine|großvater|großmutter|grossvater|grossmutter|schwager|"
    r"schwägerin|oncle|grand-père|grand-mère|beau-frère|belle-sœur|abuelo|abuela|primo|prima|"
    r"oom|grootvader|grootmoeder|zwager|schoonzus|grandma|grandpa|grandad)"
)


def is_kinship_noun(word: str) -> bool:
    """A word of kinship of five letters or more ("Onkel", "Cousine", "abuela")."""
    return len(word) >= 5 and bool(_KIN.fullmatch(word) or RELATION_WORD.fullmatch(word))
