"""One run = one task asked of one model n times. Plans the requests, runs them, records answers.

Shared by the Query tab (first sample streamed, the rest in parallel) and the batch engine (every
request of every task through one pool). A "unit" is one chain of HTTP requests: a single sample
(all rounds of a multi-round task, each round keeping the model's earlier answers), or one
request asking for several samples at once with `n` where the endpoint supports it.
"""

from __future__ import annotations

import logging
import struct
import threading
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from data.model import Case, Task
from store.fingerprint import make_fingerprint
from store.runs import RunRow, SampleRow
from vlm.parse import parse_answer
from vlm.prompt import ImageOptions, Prompt, request_hash
from vlm.provider import (
    Cancelled,
    Completion,
    OnDelta,
    ProviderError,
    SamplingParams,
    VisionProvider,
)
from vlm.registry import ModelSpec

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Unit:
    """Sample indices answered by one request chain; `stream` = deltas go to the UI."""

    indices: tuple[int, ...]
    use_n: bool = False
    stream: bool = False


def new_run_id(prefix: str = "run") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:16]}"


def batch_run_id(hash_: str) -> str:
    """Deterministic: the same request in a later batch resumes the same run."""
    return f"batch-{hash_[:24]}"


def make_run_row(
    run_id: str,
    case: Case,
    task: Task,
    spec: ModelSpec,
    prompt: Prompt,
    params: SamplingParams,
    origin: str = "live",
    status: str = "running",
    options: ImageOptions | None = None,
) -> RunRow:
    """The run row, with its settings fingerprint: the image settings asked for when `options`
    is known (a batch), else those seen in the images sent (a live query, whose longest image
    side stands for the size)."""
    images = [img.record() for img in prompt.images]
    per_seq: int | None
    plane: str | None
    size: int | None
    if options is not None and prompt.image_mode.value != "in_view":
        per_seq, plane, size = options.count, options.plane.value, options.max_size
    else:
        per_seq, plane = None, None
        size = max((_longest_side(img.png) for img in prompt.images), default=None)
    fingerprint = make_fingerprint(
        template=prompt.template_version,
        image_mode=prompt.image_mode.value,
        ablation=prompt.ablation.value,
        params=params.record(),
        images=images,
        images_per_sequence=per_seq,
        plane=plane,
        size=size,
    )
    return RunRow(
        run_id=run_id,
        case_id=case.case_id,
        task_id=task.task_id,
        model=spec.name,
        endpoint=spec.base_url,
        params=params.record(),
        template_version=prompt.template_version,
        image_mode=prompt.image_mode.value,
        ablation=prompt.ablation.value,
        images=images,
        status=status,
        request_hash=request_hash(prompt, spec.name, spec.base_url, params.record()),
        origin=origin,
        case_source=case.source,
        rounds=prompt.rounds,
        fingerprint_parts=dict(fingerprint.parts),
    )


def _longest_side(png: bytes) -> int:
    """The longer side of a PNG, from its IHDR header (width and height at bytes 16..24)."""
    if len(png) < 24 or png[12:16] != b"IHDR":
        return 0
    width, height = struct.unpack(">II", png[16:24])
    return int(max(width, height))


def plan_units(
    prompt: Prompt, spec: ModelSpec, indices: list[int], stream_first: bool
) -> list[Unit]:
    """How to get the wanted samples: streamed first one, then `n` in one request or in parallel."""
    todo = sorted(indices)
    units: list[Unit] = []
    if stream_first and todo:
        units.append(Unit((todo[0],), stream=True))
        todo = todo[1:]
    if len(todo) > 1 and prompt.rounds == 1 and spec.supports_n:
        units.append(Unit(tuple(todo), use_n=True))
    else:
        units.extend(Unit((i,)) for i in todo)
    return units


def _sample_row(
    run_id: str,
    idx: int,
    spec: ModelSpec,
    completion: Completion,
    transcript: list[str] | None,
) -> SampleRow:
    parsed = parse_answer(completion.text)
    return SampleRow(
        run_id=run_id,
        idx=idx,
        raw_text=completion.text,
        parsed=parsed.fields(),
        final_diagnosis=parsed.final_diagnosis,
        latency_ms=completion.latency_ms,
        prompt_tokens=completion.prompt_tokens,
        completion_tokens=completion.completion_tokens,
        cost_usd=spec.cost_usd(completion.prompt_tokens, completion.completion_tokens),
        finish_reason=completion.finish_reason,
        error=completion.error or None,
        transcript=transcript,
        attempts=completion.attempts,
    )


def error_row(run_id: str, idx: int, message: str) -> SampleRow:
    return SampleRow(
        run_id=run_id, idx=idx, raw_text="", parsed={}, final_diagnosis="", error=message
    )


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None and b is None else (a or 0) + (b or 0)


def _chain(
    provider: VisionProvider,
    prompt: Prompt,
    params: SamplingParams,
    cancel: threading.Event | None,
    on_delta: OnDelta | None,
) -> tuple[Completion, list[str]]:
    """All rounds of one sample, each round seeing the model's own earlier answers."""
    answers: list[str] = []
    total = Completion()
    for round_no in range(prompt.rounds):
        messages = prompt.messages(answers)
        if on_delta is not None:
            if round_no > 0:
                on_delta(f"\n\n--- round {round_no + 1} ---\n\n")
            got = provider.stream(messages, params, on_delta, cancel)
        else:
            got = provider.complete(messages, params, 1, cancel)[0]
        if got.error:  # an empty or unreadable reply ends the chain: it is not an answer
            return Completion(error=got.error, attempts=got.attempts), answers
        answers.append(got.text)
        total = Completion(
            text=got.text,
            finish_reason=got.finish_reason,
            prompt_tokens=_add(total.prompt_tokens, got.prompt_tokens),
            completion_tokens=_add(total.completion_tokens, got.completion_tokens),
            latency_ms=total.latency_ms + got.latency_ms,
            attempts=max(total.attempts, got.attempts),
        )
    return total, answers


def run_unit(
    provider: VisionProvider,
    run_id: str,
    prompt: Prompt,
    params: SamplingParams,
    unit: Unit,
    cancel: threading.Event | None = None,
    on_delta: OnDelta | None = None,
    on_error: Callable[[ProviderError], None] | None = None,
) -> list[SampleRow]:
    """Answer the unit's samples; a failure becomes an error sample with a plain message
    (`on_error` sees it first: a batch stops on one that every later request would meet)."""
    spec = provider.spec
    try:
        if unit.use_n:
            got = provider.complete(prompt.messages(), params, len(unit.indices), cancel)
            rows = [
                _sample_row(run_id, i, spec, c, None)
                for i, c in zip(unit.indices, got, strict=False)
            ]
            missing = unit.indices[len(got) :]
            rows += [
                error_row(run_id, i, f"{spec.name}: the endpoint returned fewer choices")
                for i in missing
            ]
            return rows
        (idx,) = unit.indices
        completion, answers = _chain(
            provider, prompt, params, cancel, on_delta if unit.stream else None
        )
        transcript = answers if prompt.rounds > 1 else None
        return [_sample_row(run_id, idx, spec, completion, transcript)]
    except Cancelled:
        raise
    except ProviderError as exc:
        if on_error is not None:
            on_error(exc)
        return [error_row(run_id, i, str(exc)) for i in unit.indices]
    except Exception as exc:  # a reply nobody foresaw is still an error sample, never an answer
        log.exception("%s: unexpected failure", spec.name)
        message = f"{spec.name}: unexpected failure ({type(exc).__name__}: {exc})"[:300]
        return [error_row(run_id, i, message) for i in unit.indices]


def run_status(
    rows: list[SampleRow], wanted: int, cancelled: bool = False
) -> tuple[str, str | None]:
    """done | partial | failed | cancelled, and the first error message."""
    ok = sum(1 for r in rows if not r.error)
    first_error = next((r.error for r in rows if r.error), None)
    if cancelled:
        return "cancelled", first_error
    if ok >= wanted:
        return "done", None
    return ("partial" if ok else "failed"), first_error


SampleCallback = Callable[[SampleRow], None]
