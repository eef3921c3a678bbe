"""ScoringService: score a run's samples (offline rule, BERTScore, optional grader) and store them.

Scoring runs on a small executor so the UI thread never waits on torch: the UI submits a run
and shows the scores when the future completes. Which method decides correctness is a setting
(`rule` by default, `grader` when a grader model is configured, `embedding` only on request),
never a silent fallback: when the grader cannot grade, `correct` is None and says so.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Collection, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pandas as pd

from data.errors import NeuroLensError
from data.model import Reference, Task
from scoring.bertscore import OFFLINE_MODEL, BertScoreConfig, BertScoreEngine
from scoring.grader import Grader, GraderConfig, grade_to_score
from scoring.metrics import MetricRegistry, default_registry
from scoring.sample_scores import NO_GRADER, SCORE_COLUMNS, _get, scores_frame
from scoring.score import Metric, Score
from store.runs import get_run, samples_for_run
from store.scores import (
    ScoreRow,
    ScoreTarget,
    grader_key,
    load_target,
    save_scores,
    save_target,
    unscored_run_ids,
)
from vlm.parse import ParsedAnswer
from vlm.provider import VisionProvider

log = logging.getLogger(__name__)

CORRECTNESS_METHODS = ("rule", "embedding", "grader")
TaskLookup = Callable[[str, str], Task | None]


@dataclass(frozen=True)
class ScoringSettings:
    """How samples are scored; recorded (through each Score's settings) with every value."""

    correctness: str = "rule"  # which method decides `correct`: rule | embedding | grader
    bertscore_model: str = OFFLINE_MODEL
    bertscore_layers: int | None = 6
    similarity_threshold: float = 0.9  # used only when correctness == "embedding"
    grader: GraderConfig | None = None
    grader_concurrency: int = 8

    def __post_init__(self) -> None:
        if self.correctness not in CORRECTNESS_METHODS:
            raise NeuroLensError(
                f"correctness method {self.correctness!r} is not one of {CORRECTNESS_METHODS}"
            )
        if self.correctness == "grader" and self.grader is None:
            raise NeuroLensError("correctness by grader needs a grader model to be configured")

    @classmethod
    def from_app_settings(cls, settings: Any, models: Any = None) -> ScoringSettings:
        """From settings.Settings (+ the vlm model registry to find the grader's endpoint)."""
        grader = None
        name = getattr(settings, "grader_model", "") or ""
        if name and models is None:
            raise NeuroLensError(f"grader model {name!r} is set but no model registry is loaded")
        if name and models is not None:
            spec = models.get(name)
            grader = GraderConfig.from_spec(spec, models.key_for(spec))
        method = getattr(settings, "correctness_method", "") or (
            "grader" if grader is not None else "rule"
        )
        return cls(
            correctness=method,
            bertscore_model=getattr(settings, "bertscore_model", "") or OFFLINE_MODEL,
            grader=grader,
        )


def task_lookup_from_library(library: Any) -> TaskLookup:
    """(case_id, task_id) -> Task from a data.catalog.library.CaseLibrary, None when unknown."""

    def lookup(case_id: str, task_id: str) -> Task | None:
        try:
            # the listed entry (no pixels read) when the library has one
            case = library.summary(case_id) if hasattr(library, "summary") else None
            return (case or library.get(case_id)).task(task_id)
        except KeyError:
            return None

    return lookup


class ScoringService:
    """Scores runs stored by the vlm layer and writes the scores table.

    It owns one BertScoreEngine (or uses the one passed in, e.g. shared by tests) that both
    BERTScore metrics use, so the model is loaded once per service.
    """

    def __init__(
        self,
        store: Any,
        settings: Any = None,
        registry: MetricRegistry | None = None,
        *,
        tasks: TaskLookup | None = None,
        models: Any = None,
        grader_provider: VisionProvider | None = None,
        bertscore_engine: BertScoreEngine | None = None,
    ) -> None:
        self.store = store
        self.settings = (
            settings
            if isinstance(settings, ScoringSettings)
            else ScoringSettings.from_app_settings(settings, models)
            if settings is not None
            else ScoringSettings()
        )
        self.registry = registry or default_registry()
        self.tasks = tasks
        s = self.settings
        config = BertScoreConfig(model=s.bertscore_model, num_layers=s.bertscore_layers)
        if bertscore_engine is not None and bertscore_engine.config != config:
            raise ValueError(f"the BERTScore engine's {bertscore_engine.config} is not {config}")
        self.bertscore_engine = bertscore_engine or BertScoreEngine(config)
        self.bertscore = self.registry.create("bertscore", engine=self.bertscore_engine)
        # the rule and the similarity read the synonym table (0.3-1 s of parsing): built on
        # the first score, not while the app starts
        self._rule: Metric | None = None
        self._similarity: Metric | None = None
        self._metrics_lock = threading.Lock()
        self.grader = Grader(s.grader, grader_provider) if s.grader is not None else None
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scoring")
        self._warm_up: Future[None] | None = None
        self._lock = threading.Lock()

    @property
    def rule(self) -> Metric:
        """The offline rule (scoring/correctness.py), built on first use."""
        with self._metrics_lock:
            if self._rule is None:
                self._rule = self.registry.create("correct_rule")
            return self._rule

    @property
    def similarity(self) -> Metric:
        """Embedding similarity to the closest accepted name, built on first use."""
        with self._metrics_lock:
            if self._similarity is None:
                self._similarity = self.registry.create(
                    "diagnosis_similarity",
                    engine=self.bertscore_engine,
                    threshold=self.settings.similarity_threshold,
                )
            return self._similarity

    # ---- what the UI calls -----------------------------------------------------------------

    @property
    def grader_label(self) -> str:
        if self.grader is None:
            return NO_GRADER
        return f"{self.grader.config.model} with rubric {self.grader.rubric.label}"

    @property
    def bertscore_note(self) -> str:
        cfg = self.bertscore_engine.config
        return f"BERTScore backbone {cfg.model}, layer {cfg.num_layers}; {cfg.rescale_note}"

    def submit_run(self, run_id: str) -> Future[pd.DataFrame]:
        """Score a run off the caller's thread; the future holds score_run's frame."""
        return self._executor.submit(self.score_run, run_id)

    def submit_pending(self) -> Future[list[str]]:
        """score_pending() on the scoring thread (the Leaderboard refresh waits on it)."""
        return self._executor.submit(self.score_pending)

    def warm_up(self) -> None:
        """Load the BERTScore model on the scoring thread, once, so a live query scores fast.

        Called when a live query starts, not at app start: importing torch holds the GIL for
        about a second, which stalls every request of the viewer while it happens.
        """
        if self._warm_up is not None:
            return

        def load() -> None:
            try:
                self.bertscore_engine.score(["a"], ["a"])
            except Exception as exc:  # a warm-up failure shows up again, with context, on use
                log.warning("BERTScore warm-up failed: %s", exc)

        self._warm_up = self._executor.submit(load)

    def close(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)

    # ---- scoring ---------------------------------------------------------------------------

    def _target(self, run: Mapping[str, Any]) -> ScoreTarget:
        run_id, case_id, task_id = run["run_id"], str(run["case_id"]), str(run["task_id"])
        task = self.tasks(case_id, task_id) if self.tasks is not None else None
        if task is not None:
            target = ScoreTarget(
                run_id,
                case_id,
                task_id,
                task.difficulty.value,
                task.family.value,
                task.question,
                task.reference,
            )
            save_target(self.store, target)
            return target
        stored = load_target(self.store, run_id)
        return stored or ScoreTarget(run_id, case_id, task_id, "unknown", "unknown", "", None)

    def score_run(self, run_id: str) -> pd.DataFrame:
        """Score every sample of a run, write the rows, return one row per sample."""
        with self._lock:
            run = get_run(self.store, run_id)
            if run is None:
                raise NeuroLensError(f"no run {run_id!r} in {self.store.path}")
            samples = samples_for_run(self.store, run_id)
            if samples.empty:
                return self.scores_frame(run_id)
            target = self._target(run)
            rows = self._score_samples(run_id, samples, target)
            save_scores(self.store, rows)
        return self.scores_frame(run_id)

    def _score_samples(
        self, run_id: str, samples: pd.DataFrame, target: ScoreTarget
    ) -> list[ScoreRow]:
        ref: Reference | None = target.reference
        answers = [
            ParsedAnswer.from_sample(
                _get(r, "parsed"), _get(r, "raw_text") or "", _get(r, "final_diagnosis") or ""
            )
            for r in samples.to_dict("records")
        ]
        # a sample with an error is a failed request, never an answer (whatever text came)
        failed = [bool(_get(r, "error")) for r in samples.to_dict("records")]
        ok = [i for i, f in enumerate(failed) if not f]
        refs = [ref] * len(ok)
        chosen = [answers[i] for i in ok]
        rule = self.rule.many(chosen, refs)
        bert = self.bertscore.many(chosen, refs)
        sim = self.similarity.many(chosen, refs)
        if self.grader is not None:
            grades = self.grader.grade_many(
                chosen, refs, [target.question] * len(ok), self.settings.grader_concurrency
            )
            graded: list[Score | None] = [grade_to_score(g, self.grader.settings()) for g in grades]
        else:
            graded = [None] * len(ok)
        out: list[ScoreRow] = []
        sample_ids = list(samples["sample_id"])
        by_pos = dict(zip(ok, zip(rule, bert, sim, graded, strict=True), strict=True))
        for i, sample_id in enumerate(sample_ids):
            if i not in by_pos:
                err = str(_get(samples.iloc[i].to_dict(), "error") or "")[:200]
                out.append(
                    ScoreRow(
                        sample_id,
                        run_id,
                        "correct",
                        None,
                        "none",
                        {"reason": f"the request failed: {err}"},
                        {},
                    )
                )
                continue
            r, b, s, g = by_pos[i]
            scores = [r, b, s] + ([g] if g is not None else [])
            for score in scores:
                out += [
                    ScoreRow(
                        sample_id, run_id, name, value, score.method, score.details, score.settings
                    )
                    for name, value in score.rows()
                ]
            out.append(self._decide(sample_id, run_id, r, s, g))
        return out

    def _decide(
        self, sample_id: str, run_id: str, rule: Score, sim: Score, grade: Score | None
    ) -> ScoreRow:
        """The 'correct' row: the configured method's verdict, with that method recorded."""
        method = self.settings.correctness
        if method == "grader" and grade is not None:
            status = grade.details.get("status")
            reason = (
                grade.details.get("justification", "")
                if status == "graded"
                else "grader could not grade: " + "; ".join(grade.details.get("errors", []))[:300]
            )
            return ScoreRow(
                sample_id,
                run_id,
                "correct",
                grade.value,
                grade.method,
                {"reason": reason, "rule_value": rule.value},
                grade.settings,
            )
        if method == "embedding":
            value = None if sim.value is None else float(bool(sim.details.get("correct")))
            reason = (
                f"similarity {sim.value:.3f} to {sim.details.get('closest')!r} "
                f"(threshold {sim.settings.get('threshold')})"
                if sim.value is not None
                else "no diagnosis or reference to compare"
            )
            return ScoreRow(
                sample_id,
                run_id,
                "correct",
                value,
                "embedding",
                {"reason": reason, "rule_value": rule.value},
                sim.settings,
            )
        return ScoreRow(
            sample_id, run_id, "correct", rule.value, "rule", dict(rule.details), rule.settings
        )

    def score_pending(
        self, *, model: str | None = None, case_ids: Collection[str] | None = None
    ) -> list[str]:
        """Score every run that has unscored samples (optionally only one model's runs on some
        cases: what one batch ran); returns the run ids scored."""
        done = []
        for run_id in unscored_run_ids(self.store, model, case_ids):
            try:
                self.score_run(run_id)
                done.append(run_id)
            except NeuroLensError as exc:
                log.warning("could not score run %s: %s", run_id, exc)
        return done

    # ---- reading back ----------------------------------------------------------------------

    def scores_frame(self, run_id: str) -> pd.DataFrame:
        """One row per sample of a run with its scores (from the database)."""
        grader = grader_key(self.grader.settings()) if self.grader is not None else None
        return scores_frame(
            self.store, run_id, self.grader is not None, self.settings.bertscore_model, grader
        )


__all__ = ["NO_GRADER", "SCORE_COLUMNS", "ScoringService", "ScoringSettings", "scores_frame"]
