"""Metrics as small factories (the inspect_ai pattern): a factory takes its settings and returns a
Metric, a function (answer, reference) -> Score. A registry maps names to factories. Every Score
carries the settings that produced it, because a number without its method cannot be trusted.

Metrics that gain from batching (BERTScore) also provide `many`, used by the scoring service.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from data.model import Reference
from scoring.bertscore import BertScoreEngine
from scoring.correctness import RULE_TEXT, SYNONYMS_FILE, DiagnosisMatcher, load_matcher
from scoring.grader import grader_metric
from scoring.score import Factory, Metric, Score
from vlm.parse import ParsedAnswer


def correct_rule(synonyms_path: str | Path = SYNONYMS_FILE) -> Metric:
    """Offline diagnosis rule (scoring/correctness.py): 1.0 right, 0.0 wrong, None no reference."""
    matcher: DiagnosisMatcher = load_matcher(Path(synonyms_path))
    settings = {
        "synonyms": Path(synonyms_path).name,
        "synonyms_version": matcher.table.version,
        "rule": RULE_TEXT,
    }

    def one(answer: ParsedAnswer, reference: Reference | None) -> Score:
        verdict = matcher.match(answer.final_diagnosis, reference, answer.language, answer.raw_text)
        value = None if verdict.correct is None else float(verdict.correct)
        details = {"matched": verdict.matched, "reason": verdict.reason, "span": verdict.span}
        return Score("correct_rule", value, "rule", details=details, settings=settings)

    return Metric("correct_rule", settings, one)


def _bertscore_many(
    engine: BertScoreEngine,
    candidates: Sequence[str],
    references: Sequence[str],
) -> list[tuple[float, float, float] | None]:
    """Score the pairs that have text on both sides in one batch; None for the others."""
    todo = [i for i, (c, r) in enumerate(zip(candidates, references, strict=True)) if c and r]
    results: list[tuple[float, float, float] | None] = [None] * len(candidates)
    prf = engine.score([candidates[i] for i in todo], [references[i] for i in todo])
    for i, s in zip(todo, prf, strict=True):
        results[i] = (s.precision, s.recall, s.f1)
    return results


def bertscore(engine: BertScoreEngine | None = None) -> Metric:
    """BERTScore of the answer's rationale against the reference rationale (P, R, F1).

    `engine` is the owner's shared scorer (its config is the recorded settings); without one,
    the metric gets its own with the default config.
    """
    engine = engine or BertScoreEngine()
    settings = engine.config.settings()

    def many(answers: Sequence[ParsedAnswer], refs: Sequence[Reference | None]) -> list[Score]:
        cands = [a.explanation for a in answers]
        targets = [r.rationale.strip() if r is not None else "" for r in refs]
        out = []
        for answer, target, prf in zip(
            answers, targets, _bertscore_many(engine, cands, targets), strict=True
        ):
            if prf is None:
                why = "no reference rationale" if not target else "the answer has no text"
                parts: dict[str, float | None] = dict.fromkeys(
                    ("bertscore_p", "bertscore_r", "bertscore_f1")
                )
                out.append(Score("bertscore", None, "bertscore", parts, {"reason": why}, settings))
                continue
            p, r, f = prf
            parts = {"bertscore_p": p, "bertscore_r": r, "bertscore_f1": f}
            details = {"text": "rationale" if answer.rationale.strip() else "whole answer"}
            out.append(Score("bertscore", f, "bertscore", parts, details, settings))
        return out

    def one(answer: ParsedAnswer, reference: Reference | None) -> Score:
        return many([answer], [reference])[0]

    return Metric("bertscore", settings, one, many)


def diagnosis_similarity(engine: BertScoreEngine | None = None, threshold: float = 0.9) -> Metric:
    """Embedding similarity (BERTScore F1) of the predicted diagnosis to the closest accepted name.

    Shown beside the rule; it decides correctness only when the user configures it, and then
    `details['correct']` is value >= threshold. `engine` as for bertscore().
    """
    engine = engine or BertScoreEngine()
    matcher = load_matcher(SYNONYMS_FILE)
    settings = {**engine.config.settings(), "threshold": threshold, "compares": "final diagnosis"}

    def many(answers: Sequence[ParsedAnswer], refs: Sequence[Reference | None]) -> list[Score]:
        cands: list[str] = []
        targets: list[str] = []
        owner: list[int] = []
        for i, (a, r) in enumerate(zip(answers, refs, strict=True)):
            if r is None or not a.final_diagnosis.strip():
                continue
            for name in matcher.accepted_names(r):
                cands.append(a.final_diagnosis.strip())
                targets.append(name)
                owner.append(i)
        best: dict[int, tuple[float, str]] = {}
        for i, name, prf in zip(
            owner, targets, _bertscore_many(engine, cands, targets), strict=True
        ):
            if prf is not None and (i not in best or prf[2] > best[i][0]):
                best[i] = (prf[2], name)
        out = []
        for i in range(len(answers)):
            if i not in best:
                out.append(Score("diagnosis_similarity", None, "embedding", settings=settings))
                continue
            sim, name = best[i]
            details = {"closest": name, "correct": sim >= threshold, "threshold": threshold}
            out.append(Score("diagnosis_similarity", sim, "embedding", {}, details, settings))
        return out

    def one(answer: ParsedAnswer, reference: Reference | None) -> Score:
        return many([answer], [reference])[0]

    return Metric("diagnosis_similarity", settings, one, many)


class MetricRegistry:
    """Names -> factories. `create(name, **settings)` builds a Metric with those settings."""

    def __init__(self, factories: Mapping[str, Factory] | None = None) -> None:
        self._factories: dict[str, Factory] = dict(factories or {})

    def register(self, name: str, factory: Factory) -> None:
        self._factories[name] = factory

    def names(self) -> list[str]:
        return sorted(self._factories)

    def create(self, name: str, **settings: Any) -> Metric:
        try:
            factory = self._factories[name]
        except KeyError:
            raise KeyError(f"no metric {name!r}; known: {', '.join(self.names())}") from None
        return factory(**settings)


def default_registry() -> MetricRegistry:
    return MetricRegistry(
        {
            "correct_rule": correct_rule,
            "bertscore": bertscore,
            "diagnosis_similarity": diagnosis_similarity,
            "grader": grader_metric,
        }
    )
