"""`python -m scoring.report --db PATH [--format table|csv]`: pass@1, pass@k and BERTScore per
model, settings fingerprint and split (and task family), with n, from a NeuroLens database.

The numbers come from scoring.summary over scoring.verdict.judged_samples, the same functions the
Leaderboard tab uses. Runs of different settings (images, plane, size, ablation, sampling, n,
template, dialogue) are never pooled: each fingerprint is its own group. Every row says how many
samples a human, the grader and the rule decided, and how many are undecided (left out of n) or
failed (an error, not an answer). Samples not yet scored are scored first unless --no-score is
given (or the file is opened read-only).

`--compare A,B` prints a paired comparison of two models instead (scoring.paired): the difference
in pass@1 on the tasks both answered, its paired bootstrap interval, the exact McNemar test and
a plain sentence, once per settings fingerprint both ran under, never across fingerprints.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

import pandas as pd

from data.catalog.library import load_library
from data.errors import NeuroLensError
from scoring.paired import PairedComparison, compare_within_fingerprints, comparison_lines
from scoring.service import ScoringService, ScoringSettings, task_lookup_from_library
from scoring.summary import display_table, summarise, unjudged_groups
from scoring.verdict import judged_samples
from settings import Settings
from store.cli_access import open_for_cli
from store.scores import unscored_run_ids


def build_report(
    db: Path,
    ks: Sequence[int] = (1, 5),
    by: Sequence[str] = ("model", "split", "family"),
    score_first: bool = True,
    cases: Path | None = None,
    bertscore_model: str | None = None,
) -> pd.DataFrame:
    """The summary frame for a database (numbers as fractions; see scoring.summary).
    BERTScore comes from `bertscore_model`, by default the configured backbone."""
    return summarise(load_samples(db, score_first, cases, bertscore_model), ks, by)


def build_comparison(
    db: Path, model_a: str, model_b: str, score_first: bool = True, cases: Path | None = None
) -> list[PairedComparison]:
    """Paired comparisons of two models, one per settings fingerprint both answered under."""
    return compare_within_fingerprints(load_samples(db, score_first, cases), model_a, model_b)


def load_samples(
    db: Path,
    score_first: bool = True,
    cases: Path | None = None,
    bertscore_model: str | None = None,
) -> pd.DataFrame:
    """scoring.verdict.judged_samples of a database, scoring what is unscored first."""
    backbone = bertscore_model or Settings.from_env().bertscore_model or None

    if not db.exists():
        raise NeuroLensError(f"{db}: no such database")
    store = open_for_cli(db, write=score_first, label="report")  # works while the app runs
    try:
        if not store.table_exists("runs") or not store.table_exists("samples"):
            raise NeuroLensError(f"{db}: no runs recorded yet")
        if score_first and unscored_run_ids(store):
            _score_pending(store, cases)
        return judged_samples(store, backbone)
    finally:
        store.close()


def _score_pending(store: object, cases: Path | None) -> None:
    """Score what a batch left unscored: the offline rule and BERTScore, references from the
    case library (the grader runs in the app or the batch runner, where models are configured)."""
    settings = Settings.from_env()
    if cases is not None:
        settings = dataclasses.replace(settings, cases_dir=cases)
    tasks = None
    try:
        tasks = task_lookup_from_library(load_library(settings))
    except Exception as exc:  # no library: runs already scored against a stored target still work
        print(f"note: case library not loaded ({exc}); using stored references", file=sys.stderr)
    service = ScoringService(
        store, ScoringSettings(bertscore_model=settings.bertscore_model), tasks=tasks
    )
    try:
        service.score_pending()
    finally:
        service.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scoring.report", description=__doc__)
    parser.add_argument("--db", type=Path, required=True, help="NeuroLens DuckDB file")
    parser.add_argument("--format", choices=("table", "csv"), default="table")
    parser.add_argument("--k", default="1,5", help="comma-separated k values (default 1,5)")
    parser.add_argument(
        "--by", default="model,split,family", help="grouping columns (default model,split,family)"
    )
    parser.add_argument("--no-score", action="store_true", help="report stored scores only")
    parser.add_argument(
        "--cases", type=Path, help="case source of the runs (for references of unscored runs)"
    )
    parser.add_argument(
        "--compare",
        metavar="A,B",
        help="paired comparison of two models (per settings fingerprint both ran under)",
    )
    args = parser.parse_args(argv)
    if args.compare:
        return _print_comparison(args)
    try:
        ks = [int(k) for k in args.k.split(",") if k.strip()]
        by = [b.strip() for b in args.by.split(",") if b.strip()]
        if not ks or any(k < 1 for k in ks):
            raise NeuroLensError("--k needs positive integers")
        unknown = set(by) - {"model", "split", "family"}
        if unknown:
            raise NeuroLensError(f"--by accepts model, split, family (not {sorted(unknown)})")
        summary = build_report(args.db, ks, by, not args.no_score, args.cases)
    except (NeuroLensError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if summary.empty:
        print("no samples recorded yet")
        return 0
    if args.format == "csv":
        summary.to_csv(sys.stdout, index=False)
    else:
        table = display_table(summary, ks)
        if not table.empty:
            print(table.to_string(index=False))
        for line in unjudged_groups(summary):
            print(f"no pass@k: {line}")
        print(
            "\npass@k in percent [95% bootstrap CI over tasks; n/a over one task]; n = judged "
            "samples per task, within one settings fingerprint. 'decided by' counts who decided "
            "each sample (human > grader > rule); undecided samples are left out of n, failed "
            "requests are not samples."
        )
    return 0


def _print_comparison(args: argparse.Namespace) -> int:
    names = [m.strip() for m in str(args.compare).split(",") if m.strip()]
    try:
        if len(names) != 2:
            raise NeuroLensError("--compare takes two model names: A,B")
        comparisons = build_comparison(args.db, names[0], names[1], not args.no_score, args.cases)
    except (NeuroLensError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.format == "csv":
        from scoring.paired import comparison_frame

        comparison_frame(comparisons).to_csv(sys.stdout, index=False)
        return 0
    for i, comparison in enumerate(comparisons):
        if i:
            print()
        print("\n".join(comparison_lines(comparison)))
    print(
        "\npass@1 per task = correct / judged samples; the interval resamples tasks (both models"
        " together); McNemar uses each task's first judged sample. Never pooled across settings."
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
