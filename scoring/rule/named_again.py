"""A list, then one of its names again in a later sentence of its own: "On the list: A, B, C.
With polycythaemia I'm going with B." The answer may have settled on B in words the rule does
not read as a commitment, so B's verdict is left undecided rather than "no single diagnosis
committed"; the names not repeated stay incorrect (uncommitted or set aside, either way not the
answer)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from scoring.rule.context import Mention, Reading


class _Named(Protocol):
    """A mention as the decision sees it (decision.Seen)."""

    @property
    def mention(self) -> Mention: ...


_PROSE_WORDS = 12


def named_again_alone(
    alternatives: Sequence[Sequence[_Named]],
    with_ref: Sequence[int],
    rivals: Sequence[int],
    reading: Reading,
) -> bool:
    """Whether the reference's last mention stands in a sentence after one naming a rival, and
    no rival is named in that sentence."""

    def sentences(indices: Sequence[int]) -> set[int]:
        return {reading.items[s.mention.item].sentence for i in indices for s in alternatives[i]}

    if any(t.text.isdigit() for t in reading.tokens):  # "1. A 2. B": a numbered list's items
        return False
    if sum(1 for t in reading.tokens if t.text.isalpha()) < _PROSE_WORDS:
        return False  # "A. B." too short to settle on anything
    ours, theirs = sentences(with_ref), sentences(rivals)
    last = max(ours)
    return last not in theirs and any(s < last for s in theirs)
