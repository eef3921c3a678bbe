"""A venous infarct is the brain's response to a thrombosed vein or sinus, not an arterial
ischaemic stroke: "venous" before an infarct word states a mechanism of its own, so it
contradicts a reference whose mechanism is ischaemic ("acute ischaemic stroke")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from scoring.rule.context import Mention, Reading

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


def venous_infarct_named(mentions: Sequence[Mention], reading: Reading) -> bool:
    """Every mention is an infarct name right after 'venous': beside a venous thrombosis that
    matches the reference ("Dx = CVST, venous infarct R parietal") it is the thrombosis's
    consequence, not a rival diagnosis."""
    lower = [t.cue for t in reading.tokens]
    return bool(mentions) and all(
        m.hit.start > 0 and venous_infarct(lower, m.hit.start - 1) for m in mentions
    )
