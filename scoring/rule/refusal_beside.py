"""A refusal beside a name the answer never ranks or concludes ("Classic for MS, but many
conditions mimic this. Without the history I cannot reach a diagnosis."): the refusal, in a
sentence of its own, does not reach the name, and the name alone would read as the answer.
Which the model meant is not in the words, so the verdict abstains; a name ranked first or
concluded ("..., but most likely MS") keeps its verdict."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.context import Reading
from scoring.rule.cues import FIRST
from scoring.rule.decision import Seen


def refusal_beside(seen: Sequence[Seen], reading: Reading) -> str:
    """The refusal cue when the answer refuses and commits to nothing by rank, or ''."""
    if not reading.refusal or any(s.mention.status == FIRST for s in seen):
        return ""
    return reading.refusal
