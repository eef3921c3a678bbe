"""A name offered against an abbreviation with more than one meaning ("PSP or CBD", "HD vs
MSA"): the abbreviation is set aside as unclear, which left the reference alone and judged
correct, although the answer offers two candidates. Whatever it means there, an alternative
stands beside the reference, so the verdict abstains instead."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.context import Reading
from scoring.rule.cues import FIRST
from scoring.rule.decision import MATCH, Seen


def ambiguous_alternative(seen: Sequence[Seen], reading: Reading) -> str:
    """The unclear abbreviation offered as an either-or alternative to the reference, or ''."""
    matched = [s.mention for s in seen if s.relation == MATCH]
    for s in seen:
        m = s.mention
        if not m.hit.term.ambiguous or s.relation == MATCH or m.status not in (FIRST, "plain"):
            continue
        sentence = reading.items[m.item].sentence
        for ref in matched:
            if reading.items[ref.item].sentence != sentence or ref.item == m.item:
                continue
            low, high = sorted((ref.item, m.item))
            if any(reading.items[i].either_or for i in range(low + 1, high + 1)):
                return s.name
    return ""
