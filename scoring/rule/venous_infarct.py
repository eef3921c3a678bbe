"""A venous infarct is the brain's response to a thrombosed vein or sinus, not an arterial
ischaemic stroke: "venous" before an infarct word states a mechanism of its own, so it
contradicts a reference whose mechanism is ischaemic ("acute ischaemic stroke")."""

from __future__ import annotations

import re
from collections.abc import Sequence

VENOUS = "venous"
_VENOUS = re.compile(r"^(?:venous|venos[oa]s?|venose[nrs]?|veineux|veineuse)$")
_INFARCT = re.compile(r"^(?:infarct\w*|infarto\w*|infarkt\w*|stroke|ischemia|ischaemia)$")


def venous_infarct(lower: Sequence[str], i: int) -> bool:
    """The word at i is 'venous' before (or, in es/fr word order, after) an infarct word."""
    if not _VENOUS.match(lower[i]):
        return False
    after = lower[i + 1] if i + 1 < len(lower) else ""
    before = lower[i - 1] if i > 0 else ""
    return bool(_INFARCT.match(after) or _INFARCT.match(before))
