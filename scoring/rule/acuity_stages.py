"""Acuity stated as a late stage or a range of two stages.

"Subacute" alone reads acute (a ten-day-old infarct is still the acute stroke), but "late
subacute", "subacute to chronic" and "chronic to remote" date a lesion past its acute phase;
"hyperacute to acute" and "acute to early subacute" stay acute. An "established" (completed)
infarct is read as past its acute phase too: it is complete and visible, not the new lesion."""

from __future__ import annotations

import re
from collections.abc import Sequence

_SUBACUTE = re.compile(r"^(?:sub|sur)(?:acute|agud[oa]s?|akut\w*|aigue?s?)$")
_LATE = {"late", "tardio", "tardia", "tardios", "tardias", "spat", "spate", "spaten", "tardif"}
_LATE |= {"tardive", "tardifs"}
_RANGE = {"to", "a", "bis", "into"}
_PAST_ACUTE = re.compile(
    r"^(?:chronic|old|remote|cronic[oa]s?|chronisch\w*|chronique|ancien\w*|antigu[oa]s?)$"
)
_ESTABLISHED = {"established", "completed", "constituted", "constitue", "constituee"}


def past_acute(lower: Sequence[str], i: int) -> bool:
    """The subacute word at i dates a stage past the acute one: 'late subacute',
    'subacute tardío', 'subacute to chronic'."""
    if not _SUBACUTE.match(lower[i]):
        return False
    before = lower[i - 1] if i > 0 else ""
    after = lower[i + 1] if i + 1 < len(lower) else ""
    then = lower[i + 2] if i + 2 < len(lower) else ""
    return before in _LATE or after in _LATE or (after in _RANGE and bool(_PAST_ACUTE.match(then)))


def established(word: str) -> bool:
    """'An established infarct': complete, no longer the acute lesion."""
    return word in _ESTABLISHED
