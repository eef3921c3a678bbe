"""`python -m scoring.run`: ask a model every task of a case source, n samples each, into the DB.

    python -m scoring.run --model openai/gpt-4o --cases demo --samples 5 --concurrency 16 \
        --db var/neurolens.duckdb
    python -m scoring.run --model vllm/my-vlm --base-url http://localhost:8000/v1 --cases ./cases

Resumes: running the same command again asks only for samples that have no answer yet. Ctrl-C
keeps every answer that arrived (each is committed as it comes). Keys are read from the variable
named by the models file or --api-key-env, never from the command line. When the batch ends (or
is interrupted) the answers it produced are scored (offline rule or grader, BERTScore) unless
--no-score is given, so `python -m scoring.report --db PATH` has the numbers at once.
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

from data.catalog.case_stream import stream_cases
from data.catalog.summaries import use_system_memory_pool
from data.catalog.sync import scan_source
from data.demo import build_demo_cases
from data.errors import NeuroLensError
from data.model import Case, Plane
from scoring.service import ScoringService, ScoringSettings
from settings import Settings
from store.cli_access import open_for_cli
from vlm.batch import BatchConfig, BatchSummary, run_batch
from vlm.preload import start_preloading
from vlm.privacy import Confirmations
from vlm.prompt import Ablation, ImageMode, ImageOptions
from vlm.provider import RetryPolicy, SamplingParams, make_provider
from vlm.registry import ModelRegistry, ModelSpec, load_registry

log = logging.getLogger("neurolens.run")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m scoring.run", description=__doc__.split("\n")[0])
    p.add_argument("--model", required=True, help="'provider/model' from the models file")
    p.add_argument("--cases", default="demo", help="'demo' or a path (folder, manifest, JSON)")
    p.add_argument("--samples", type=int, default=5, help="answers per task (n)")
    p.add_argument("--concurrency", type=int, default=16, help="requests in flight at once")
    p.add_argument("--db", type=Path, default=None, help="DuckDB file (default: the app's)")
    p.add_argument("--models-file", type=Path, default=None)
    p.add_argument("--base-url", default=None, help="use this OpenAI-compatible endpoint")
    p.add_argument("--api-key-env", default=None, help="NAME of the variable holding the key")
    p.add_argument("--no-n", action="store_true", help="endpoint ignores `n`: parallel requests")
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--top-p", type=float, default=0.95)
    p.add_argument("--max-tokens", type=int, default=1024)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--image-mode", choices=["even", "key", "montage"], default="even")
    p.add_argument("--images", type=int, default=5, help="slices per sequence (or montage tiles)")
    p.add_argument("--max-images", type=int, default=20)
    p.add_argument("--max-size", type=int, default=512, help="longest image side in pixels")
    p.add_argument("--plane", choices=[x.value for x in Plane], default="axial")
    p.add_argument("--ablation", choices=["both", "images", "text"], default="both")
    p.add_argument("--rate-limit", type=float, default=None, help="requests per minute at most")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per request")
    p.add_argument("--max-retries", type=int, default=4)
    p.add_argument("--limit", type=int, default=None, help="only the first N cases")
    p.add_argument(
        "--confirm-remote",
        action="store_true",
        help="allow your own (non-demo) cases, de-identified, to go to a non-local endpoint",
    )
    p.add_argument(
        "--include-burned-in",
        action="store_true",
        help="also send sequences whose header says they carry burned-in annotations",
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument(
        "--no-score",
        action="store_true",
        help="do not score the answers at the end (python -m scoring.report scores them later)",
    )
    return p


def load_source(source: str, settings: Settings) -> tuple[list[Case], list[str]]:
    if source == "demo":
        return build_demo_cases(settings.demo_cache_dir, settings.memory_budget_bytes), []
    use_system_memory_pool()
    # summaries from the catalog (no pixels); run_batch opens them one by one (stream_cases)
    found, messages, _ = scan_source(Path(source), settings.data_dir, settings.memory_budget_bytes)
    return list(found), messages


INTERRUPTED = 130
TERMINATED = 143  # SIGTERM: handled like Ctrl-C, reported as 128 + 15


def main(argv: list[str] | None = None, *, hard_exit: bool = False) -> int:
    """Exit status 0 ok, 1 some samples failed, 2 bad input or scoring failed, 130 Ctrl-C,
    143 SIGTERM (runs marked cancelled, finished answers kept and scored, like Ctrl-C).

    `hard_exit` (the command line) leaves with os._exit after an interrupt, so requests still in
    flight are abandoned instead of waited for; called in-process it just returns 130."""
    args = build_parser().parse_args(argv)
    start_preloading()  # the SDK's import overlaps loading the cases, not the first requests
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(message)s")
    settings = Settings.from_env()
    signals = _Signals.install() if hard_exit else _Signals()
    try:
        rc = _run(args, settings)
    except NeuroLensError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if rc == INTERRUPTED and signals.received == signal.SIGTERM:
        rc = TERMINATED
    if rc in (INTERRUPTED, TERMINATED) and hard_exit:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(rc)
    return rc


class _Signals:
    """SIGTERM raises KeyboardInterrupt like SIGINT does, so both take the same path (runs
    marked cancelled, answers kept and scored); remembers which signal came."""

    def __init__(self) -> None:
        self.received: int | None = None

    @classmethod
    def install(cls) -> _Signals:
        found = cls()

        def interrupt(signum: int, frame: object) -> None:
            found.received = found.received or signum  # the first says how we exit
            raise KeyboardInterrupt(f"signal {signum}")  # a second one stops the scoring

        signal.signal(signal.SIGINT, interrupt)
        signal.signal(signal.SIGTERM, interrupt)
        return found


def score_batch(
    store: Any, settings: Settings, registry: Any, model: str, cases: list[Case]
) -> list[str]:
    """Score the runs of `model` on `cases` that have unscored samples (the ones this batch
    answered, or an earlier interrupted one); returns the run ids scored."""
    try:
        scoring = ScoringSettings.from_app_settings(settings, registry)
    except NeuroLensError as exc:
        print(f"note: grader not available ({exc}); scoring with the offline rule", file=sys.stderr)
        scoring = ScoringSettings(bertscore_model=settings.bertscore_model)
    by_key = {(c.case_id, t.task_id): t for c in cases for t in c.tasks}
    service = ScoringService(store, scoring, tasks=lambda c, t: by_key.get((c, t)))
    try:
        return service.score_pending(model=model, case_ids=[c.case_id for c in cases])
    finally:
        service.close()


def _score_and_report(
    store: Any, settings: Settings, registry: Any, model: str, cases: list[Case], db: Path
) -> bool:
    """Score at the end of a batch; False (with a message) when scoring failed."""
    print("scoring the answers (offline rule or grader, BERTScore)...", file=sys.stderr)
    try:
        scored = score_batch(store, settings, registry, model, cases)
    except NeuroLensError as exc:
        print(
            f"error: scoring failed: {exc}; the answers are saved, "
            f"`python -m scoring.report --db {db}` scores them later",
            file=sys.stderr,
        )
        return False
    except KeyboardInterrupt:
        print("\nscoring interrupted: `python -m scoring.report` scores the rest", file=sys.stderr)
        return True
    print(f"scored {len(scored)} run(s): python -m scoring.report --db {db}", file=sys.stderr)
    return True


def resolve_model(
    args: argparse.Namespace, registry: ModelRegistry
) -> tuple[ModelSpec, str | None]:
    """The model to ask (from the models file, or --base-url) and its key from the environment."""
    if args.base_url:
        spec = ModelSpec(
            name=args.model if "/" in args.model else f"custom/{args.model}",
            base_url=args.base_url.rstrip("/"),
            api_key_env=args.api_key_env or "",
            supports_n=not args.no_n,
        )
    else:
        spec = registry.get(args.model)
        if args.api_key_env:
            spec = replace(spec, api_key_env=args.api_key_env)
        if args.no_n:
            spec = replace(spec, supports_n=False)
    key = os.environ.get(spec.api_key_env) if spec.api_key_env else None
    if spec.api_key_env and not key:
        raise NeuroLensError(f"{spec.name} needs a key: set the variable {spec.api_key_env}")
    return spec, key


def batch_config(args: argparse.Namespace, spec: ModelSpec, settings: Settings) -> BatchConfig:
    """Sampling, images, ablation, rate and confirmations from the command line."""
    params = SamplingParams(
        temperature=args.temperature,
        top_p=args.top_p,
        n=args.samples,
        max_tokens=args.max_tokens,
        seed=args.seed,
    )
    return BatchConfig(
        params=params,
        concurrency=args.concurrency,
        images=ImageOptions(
            mode=ImageMode(args.image_mode),
            count=args.images,
            max_images=spec.image_limit(args.max_images),
            max_size=args.max_size,
            plane=Plane(args.plane),
            convention=settings.display_convention,
        ),
        ablation=Ablation(args.ablation),
        rate_per_minute=args.rate_limit,
        confirmations=Confirmations(
            remote_for_own_cases=args.confirm_remote, burned_in_images=args.include_burned_in
        ),
    )


def _cases(args: argparse.Namespace, settings: Settings) -> list[Case]:
    cases, messages = load_source(args.cases, settings)
    if args.limit is not None:
        cases = cases[: args.limit]
    for m in messages:
        print(f"note: {m}", file=sys.stderr)
    if not cases:
        raise NeuroLensError(f"no cases in {args.cases}")
    return cases


def _progress_bar(args: argparse.Namespace, spec: ModelSpec, cases: list[Case]) -> Any:
    if args.quiet:
        return None
    from tqdm import tqdm  # the command line's progress bar only; the app never draws one

    total = sum(len(c.tasks) for c in cases) * args.samples
    return tqdm(total=total, unit="sample", desc=spec.name, file=sys.stderr)


def _run(args: argparse.Namespace, settings: Settings) -> int:
    registry = load_registry(
        args.models_file or settings.models_file, os.environ, settings.hf_router_url
    )
    spec, key = resolve_model(args, registry)
    cases = _cases(args, settings)
    config = batch_config(args, spec, settings)
    provider = make_provider(
        spec, key, timeout=args.timeout, retry=RetryPolicy(max_retries=args.max_retries)
    )
    db = args.db or settings.db_path
    store = open_for_cli(db, write=True, label="run")  # the app's inbox while it holds db
    bar = _progress_bar(args, spec, cases)
    try:
        opened = stream_cases(cases, settings.memory_budget_bytes, settings.cache_bytes)
        summary = run_batch(
            store,
            provider,
            opened,
            config,
            progress=bar.update if bar else None,
            cancel=threading.Event(),
        )
    except KeyboardInterrupt:
        if bar is not None:
            bar.close()
        print(
            "\ninterrupted: every answer that arrived is saved; run the same command to resume",
            file=sys.stderr,
        )
        try:
            if not args.no_score:
                _score_and_report(store, settings, registry, spec.name, cases, db)
        finally:
            store.close()
        return INTERRUPTED  # requests still in flight are abandoned, not waited for
    finally:
        if bar is not None:
            bar.close()
    provider.close()
    return _report(args, store, settings, registry, spec, cases, db, summary)


def _report(
    args: argparse.Namespace,
    store: Any,
    settings: Settings,
    registry: ModelRegistry,
    spec: ModelSpec,
    cases: list[Case],
    db: Path,
    summary: BatchSummary,
) -> int:
    """Print what the batch did, score it, and say how it went (the exit status)."""
    for m in summary.messages:
        print(f"note: {m}", file=sys.stderr)
    if summary.stopped:
        print(f"stopped: {summary.stopped}", file=sys.stderr)
    else:
        for message, count in summary.causes():
            print(f"failed ({count}): {message}", file=sys.stderr)
    print(
        f"{summary.tasks} tasks, {summary.answered} new answers, {summary.failed} failed, "
        f"{summary.skipped_samples} already done -> {db}"
    )
    scored_ok = True
    try:
        if not args.no_score:
            scored_ok = _score_and_report(store, settings, registry, spec.name, cases, db)
    finally:
        store.close()
    if not scored_ok:
        return 2
    return 0 if summary.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(hard_exit=True))
