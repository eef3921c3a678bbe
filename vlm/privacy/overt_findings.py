"""A first name that is also the word for "overt" before a finding of blood or pus ("frank blood
per rectum", "Frank blutiger Liquor", "frank pus from the wound", "Frank haematuria"): the
finding's adjective, not a person; the same before a frank sign, state or event ("frank
dysphagia", "frank psychosis", "franca confusión"). A name followed by a verb or a surname
("Frank bled", "Frank Miller") stays a name."""

from __future__ import annotations

import re

_OVERT = re.compile(r"(?i:frank|franc|franca|franco)$")
_FINDING = re.compile(
    r"[ \t]+(?:blood|bloody|pus|purulent|h(?:a)?emorrh|h(?:a)?emat|hämat|hämorrh|blut|eit(?:er|r)|"
    r"sang|sangre|sanglant|hemorr|hematur|bloed|pus|"
    # ... or before a frank sign, state or event ("frank dysphagia", "frank psychosis",
    # "franca confusión", "Frank aspiration")
    r"dysphag|disfag|dysfag|psychos|psicosis|delir|confus|aspirat|aspira|seizure|"
    r"hypotens|hipotens|hypox|hipox|seps|septic|sépti|infarct|infart|necros|dementi|demenc|"
    r"paraly|parális|lähm|prolaps|ruptur|weakness|debilidad|deficit|déficit|ischaem|ischem|"
    r"isquem|oedem|edem|ödem|ataxi|aphasi|afasi|neglect|encephalopath|encefalopat|"
    r"meningitis|meningism|papill)",
)


def before_overt_finding(text: str, start: int, end: int) -> bool:
    """Whether the word at [start, end) reads "overt" before a finding of blood or pus."""
    return bool(_OVERT.match(text[start:end])) and bool(_FINDING.match(text, end))
