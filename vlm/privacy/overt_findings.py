"""A first name that is also the word for "overt" before a finding of blood or pus ("frank blood
per rectum", "Frank blutiger Liquor", "frank pus from the wound", "Frank haematuria"): the
finding's adjective, not a person. A name followed by a verb or a surname ("Frank bled", "Frank
Miller") stays a name."""

from __future__ import annotations

import re

_OVERT = re.compile(r"(?i:frank|franc|franca|franco)$")
_FINDING = re.compile(
    r"[ \t]+(?:blood|bloody|pus|purulent|h(?:a)?emorrh|h(?:a)?emat|hämat|hämorrh|blut|eit(?:er|r)|"
    r"sang|sangre|sanglant|hemorr|hematur|bloed|pus)",
)


def before_overt_finding(text: str, start: int, end: int) -> bool:
    """Whether the word at [start, end) reads "overt" before a finding of blood or pus."""
    return bool(_OVERT.match(text[start:end])) and bool(_FINDING.match(text, end))
