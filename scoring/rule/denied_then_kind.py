"""The reference denied by its own name while a kind of it is concluded ("Not hepatic
encephalopathy in the acute sense, rather acquired hepatocerebral degeneration"): the table
files the kind under the reference, the answer sets them apart. Whether the kind still counts
as the reference is the grader's call, so the verdict abstains."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.cues import FIRST, NEGATED
from scoring.rule.decision import MATCH, Seen
from scoring.rule.terms import REFERENCE_ID


def denied_then_kind(seen: Sequence[Seen], entry_id: str) -> str:
    """The kind concluded when the reference's own name is denied beside it, or ''."""
    own = {REFERENCE_ID, entry_id} - {""}
    matched = [s for s in seen if s.relation == MATCH]
    denied = any(
        s.mention.status == NEGATED and s.mention.hit.term.entry_id in own for s in matched
    )
    if not denied:
        return ""
    kinds = [
        s.name
        for s in matched
        if s.mention.status in (FIRST, "plain") and s.mention.hit.term.entry_id not in own
    ]
    return kinds[0] if kinds else ""
