"""The three questions every demo case asks, written once: the diagnosis with a ranked
differential (a dialogue when later turns are given), the lesions, and the reasoning; each case
supplies its own wording and one reference answer for all three."""

from __future__ import annotations

from data.model import Difficulty, Reference, Task, TaskFamily


def demo_tasks(
    reference: Reference,
    difficulty: Difficulty,
    *,
    diagnosis: str,
    lesions: str,
    rationale: str,
    turns: tuple[str, ...] = (),
) -> tuple[Task, ...]:
    """A case's tasks. With `turns` the diagnosis is a multi-round dialogue ("dialogue"); the
    lesion and rationale questions keep `difficulty`."""
    first = ("dialogue", Difficulty.MULTI_ROUND) if turns else ("dx", difficulty)
    return (
        Task(first[0], TaskFamily.DIFFERENTIAL, first[1], diagnosis, turns, reference),
        Task("lesions", TaskFamily.LESION, difficulty, lesions, reference=reference),
        Task("rationale", TaskFamily.RATIONALE, difficulty, rationale, reference=reference),
    )
