"""What a batch is asked to do (BatchConfig, the rate limit) and what it reports (BatchSummary,
progress): shared by the batch loop (vlm/batch.py) and a running batch (vlm/batch_run.py)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from vlm.privacy import Confirmations
from vlm.prompt import DEFAULT_TEMPLATE, Ablation, ImageMode, ImageOptions
from vlm.provider import Cancelled, SamplingParams


class RateLimiter:
    """At most `per_minute` request starts per minute, spread evenly (thread-safe)."""

    def __init__(self, per_minute: float | None) -> None:
        self.interval = 60.0 / per_minute if per_minute else 0.0
        self._next = time.monotonic()
        self._lock = threading.Lock()

    def acquire(self, cancel: threading.Event | None = None) -> None:
        if not self.interval:
            return
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        delay = start - time.monotonic()
        if delay > 0:
            if cancel is not None:
                if cancel.wait(delay):
                    raise Cancelled("cancelled")
            else:
                time.sleep(delay)


@dataclass(frozen=True)
class BatchConfig:
    params: SamplingParams = field(default_factory=SamplingParams)
    concurrency: int = 16
    images: ImageOptions = field(default_factory=lambda: ImageOptions(mode=ImageMode.EVEN))
    ablation: Ablation = Ablation.BOTH
    template: str = DEFAULT_TEMPLATE
    rate_per_minute: float | None = None
    confirmations: Confirmations = field(default_factory=Confirmations)


@dataclass
class BatchSummary:
    tasks: int = 0
    runs: int = 0
    skipped_samples: int = 0  # already answered before this batch started
    answered: int = 0
    failed: int = 0
    messages: list[str] = field(default_factory=list)
    cancelled: bool = False
    errors: dict[str, int] = field(default_factory=dict)  # each failure's message -> samples
    stopped: str = ""  # the failure that ended the batch early (refused, bad key, no model)

    def causes(self, limit: int = 3) -> list[tuple[str, int]]:
        """The most frequent failure messages with their sample counts, most frequent first."""
        counts = dict(self.errors)  # one C-level copy: the batch thread may be adding
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]


Progress = Callable[[int], None]  # called with the number of samples just finished
