"""What a metric is and what it returns: a Metric is a function (answer, reference) -> Score,
with the settings that produced it (scoring/metrics.py holds the metrics themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from data.model import Reference
from vlm.parse import ParsedAnswer


@dataclass(frozen=True)
class Score:
    """One metric's result for one answer. `parts` are the values stored as separate rows."""

    metric: str
    value: float | None  # None: not scored (no reference, grader failed, ...), never a default
    method: str
    parts: Mapping[str, float | None] = field(default_factory=dict)
    details: Mapping[str, Any] = field(default_factory=dict)
    settings: Mapping[str, Any] = field(default_factory=dict)

    def rows(self) -> list[tuple[str, float | None]]:
        """(metric name, value) pairs for the scores table."""
        return list(self.parts.items()) if self.parts else [(self.metric, self.value)]


OneFn = Callable[[ParsedAnswer, Reference | None], Score]
ManyFn = Callable[[Sequence[ParsedAnswer], Sequence[Reference | None]], list[Score]]


@dataclass(frozen=True)
class Metric:
    """A scoring function with its name and settings; call it on one answer, or use many()."""

    name: str
    settings: Mapping[str, Any]
    one: OneFn
    batch: ManyFn | None = None

    def __call__(self, answer: ParsedAnswer, reference: Reference | None) -> Score:
        return self.one(answer, reference)

    def many(
        self, answers: Sequence[ParsedAnswer], references: Sequence[Reference | None]
    ) -> list[Score]:
        if self.batch is not None:
            return self.batch(answers, references)
        return [self.one(a, r) for a, r in zip(answers, references, strict=True)]


Factory = Callable[..., Metric]
