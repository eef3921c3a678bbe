"""`python -m annotator.suggest_batch --db PATH`: fill suggested failure categories for the wrong
answers of a database (optionally of one model), with a progress bar.

    python -m annotator.suggest_batch --db var/neurolens.duckdb --model openai/gpt-4o
    python -m annotator.suggest_batch --db nl.duckdb --grader vllm/judge --grader-base-url URL

The grader is NEUROLENS_GRADER_MODEL from the models file unless --grader is given. Resumes:
an answer that already has a suggestion from the same grader model and prompt version is
skipped, and each suggestion is committed as it arrives, so Ctrl-C loses nothing and running the
same command again does the rest. A wrong answer is one whose resolved verdict (human > grader >
rule) is incorrect. Suggestions are never labels; see annotator/suggestions.py.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from annotator.queue import load_sample
from annotator.suggest import Suggester
from annotator.suggestions import save_suggestion
from data.errors import NeuroLensError
from store.database import Store
from store.scores import load_target
from store.suggestions import suggested_sample_ids


@dataclass
class SuggestSummary:
    """What one pass did: suggestions stored, answers whose every attempt failed, skipped."""

    wrong: int = 0
    suggested: int = 0
    failed: int = 0
    skipped: int = 0
    errors: list[str] = field(default_factory=list)


def pending_wrong_answers(
    store: Store, suggester: Suggester, model: str | None = None, run_id: str | None = None
) -> tuple[list[tuple[str, str]], int, int]:
    """(sample_id, run_id) of wrong answers without a suggestion from this grader and prompt
    version, plus how many wrong answers there are and how many already have one."""
    from scoring.verdict import judged_samples

    frame = judged_samples(store)
    wrong = frame[frame["verdict"] == "incorrect"] if len(frame) else frame
    if model is not None and len(wrong):
        wrong = wrong[wrong["model"] == model]
    if run_id is not None and len(wrong):
        wrong = wrong[wrong["run_id"] == run_id]
    done = set()
    if store.table_exists("suggestion_events"):
        done = suggested_sample_ids(store, suggester.config.model, suggester.prompt.label)
    todo = [
        (str(s), str(r))
        for s, r in zip(wrong.get("sample_id", []), wrong.get("run_id", []), strict=True)
        if str(s) not in done
    ]
    return todo, len(wrong), len(wrong) - len(todo)


def suggest_pending(
    store: Store,
    suggester: Suggester,
    *,
    model: str | None = None,
    run_id: str | None = None,
    concurrency: int = 4,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> SuggestSummary:
    """Ask the grader for each pending wrong answer, storing each suggestion as it arrives.
    `progress(done, total)` after every answer; `cancel` stops before the next request."""
    todo, wrong, skipped = pending_wrong_answers(store, suggester, model, run_id)
    summary = SuggestSummary(wrong=wrong, skipped=skipped)
    total = len(todo)
    if progress:
        progress(0, total)

    def one(sample_id: str, run: str) -> tuple[str, object]:
        sample = load_sample(store, sample_id)
        if sample is None:
            return sample_id, "answer not found"
        target = load_target(store, run)
        reference = target.reference if target else None
        question = target.question if target else ""
        return sample_id, suggester.suggest(sample, reference, question)

    done = 0
    pending: set[Future[tuple[str, object]]] = set()
    queue = list(todo)
    with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
        while queue or pending:
            while queue and len(pending) < max(1, concurrency):
                if cancel is not None and cancel.is_set():
                    queue.clear()
                    break
                pending.add(pool.submit(one, *queue.pop(0)))
            if not pending:
                break
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in finished:
                sample_id, outcome = fut.result()
                event = getattr(outcome, "event", None)
                if event is not None:
                    save_suggestion(store, event, suggester.taxonomy)
                    summary.suggested += 1
                else:
                    summary.failed += 1
                    errors = getattr(outcome, "errors", None) or (str(outcome),)
                    summary.errors.append(f"{sample_id}: {errors[-1]}")
                done += 1
                if progress:
                    progress(done, total)
    return summary


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m annotator.suggest_batch", description=__doc__.split("\n")[0]
    )
    p.add_argument("--db", type=Path, required=True, help="NeuroLens DuckDB file")
    p.add_argument("--model", default=None, help="only the wrong answers of this model")
    p.add_argument("--grader", default=None, help="'provider/model' (default: the configured one)")
    p.add_argument("--grader-base-url", default=None, help="the grader's endpoint")
    p.add_argument("--api-key-env", default=None, help="NAME of the variable holding its key")
    p.add_argument("--models-file", type=Path, default=None)
    p.add_argument("--concurrency", type=int, default=4)
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


def main(argv: list[str] | None = None) -> int:
    """Exit status 0 ok, 1 some answers got no suggestion, 2 bad input, 130 Ctrl-C."""
    args = build_parser().parse_args(argv)
    try:
        suggester = _suggester(args)
    except NeuroLensError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from store.cli_access import open_for_cli

    if not args.db.exists():
        print(f"error: {args.db}: no such database", file=sys.stderr)
        return 2
    store = open_for_cli(args.db, write=True, label="suggest")
    bar = None
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        nonlocal bar
        if args.quiet:
            return
        if bar is None:
            from tqdm import tqdm

            bar = tqdm(total=total, unit="answer", desc="suggest", file=sys.stderr)
        bar.n = done
        bar.refresh()

    try:
        summary = suggest_pending(
            store, suggester, model=args.model, concurrency=args.concurrency, progress=progress
        )
    except KeyboardInterrupt:
        cancel.set()
        print("\ninterrupted: every suggestion that arrived is saved; run again to resume")
        return 130
    finally:
        if bar is not None:
            bar.close()
        suggester.close()
        store.close()
    for line in summary.errors[:10]:
        print(f"no suggestion: {line}", file=sys.stderr)
    print(
        f"{summary.wrong} wrong answers: {summary.suggested} new suggestions, "
        f"{summary.skipped} already suggested, {summary.failed} failed "
        f"({suggester.config.model}, {suggester.prompt.label})"
    )
    return 0 if summary.failed == 0 else 1


def _suggester(args: argparse.Namespace) -> Suggester:
    from annotator.taxonomy import load_taxonomy
    from scoring.grader import GraderConfig
    from settings import Settings
    from vlm.registry import ModelSpec, load_registry

    settings = Settings.from_env()
    name = args.grader or settings.grader_model
    if not name:
        raise NeuroLensError("no grader model: set NEUROLENS_GRADER_MODEL or pass --grader")
    if args.grader_base_url:
        spec = ModelSpec(
            name=name if "/" in name else f"custom/{name}",
            base_url=args.grader_base_url.rstrip("/"),
            api_key_env=args.api_key_env or "",
        )
        key = os.environ.get(spec.api_key_env) if spec.api_key_env else None
    else:
        registry = load_registry(
            args.models_file or settings.models_file, os.environ, settings.hf_router_url
        )
        spec = registry.get(name)
        key = registry.key_for(spec)
    if spec.api_key_env and not key:
        raise NeuroLensError(f"{spec.name} needs a key: set the variable {spec.api_key_env}")
    return Suggester(GraderConfig.from_spec(spec, key), load_taxonomy())


if __name__ == "__main__":
    sys.exit(main())
