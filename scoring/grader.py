"""An LLM grader driven by a versioned rubric file (scoring/rubric.py); its reply is validated,
never trusted.

A reply the rubric rejects is retried, and after `max_attempts` the answer is marked ungraded
(every value None), never given a default score. Temperature 0. Requests go through the vlm
provider layer (vlm/provider.py), so the grader's failures read like every other model's and
never carry the key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from data.model import Reference
from scoring.rubric import DEFAULT_RUBRIC, GradeRejected, Rubric, build_messages, validate_reply
from scoring.score import Metric, Score
from vlm.parse import ParsedAnswer
from vlm.provider import ProviderError, RetryPolicy, SamplingParams, VisionProvider, make_provider
from vlm.registry import ModelSpec


@dataclass(frozen=True)
class GraderConfig:
    """Where the grader model lives. The key is used for the request only, never recorded."""

    model: str  # "provider/model", recorded with every grade
    base_url: str
    api_key: str = field(default="", repr=False)
    rubric_path: Path = DEFAULT_RUBRIC
    max_attempts: int = 3
    timeout_s: float = 60.0
    json_mode: bool = True  # send response_format={"type": "json_object"}

    @classmethod
    def from_spec(cls, spec: ModelSpec, api_key: str | None, **kwargs: Any) -> GraderConfig:
        """From the model registry's entry for the grader model."""
        return cls(model=spec.name, base_url=spec.base_url, api_key=api_key or "", **kwargs)

    @property
    def spec(self) -> ModelSpec:
        return ModelSpec(self.model, self.base_url)

    def params(self) -> SamplingParams:
        """Temperature 0, one answer, and nothing else the endpoint's defaults would not set."""
        return SamplingParams(
            temperature=0,
            top_p=None,
            n=1,
            max_tokens=None,
            response_format="json_object" if self.json_mode else "",
        )


@dataclass(frozen=True)
class Grade:
    """One grading: graded with scores and verdict, or ungraded with the reasons (no values)."""

    status: str  # "graded" | "ungraded"
    verdict: str | None
    scores: Mapping[str, int | None]
    justification: str
    attempts: int
    errors: tuple[str, ...]
    model: str
    rubric: str

    @property
    def correct(self) -> bool | None:
        return None if self.verdict is None else self.verdict == "correct"


class Grader:
    """Grades answers against references through one shared provider (thread-safe)."""

    def __init__(self, config: GraderConfig, provider: VisionProvider | None = None) -> None:
        self.config = config
        self.rubric = Rubric.load(config.rubric_path)
        # One transport retry per attempt, as the SDK's own retry did; attempts are the grader's.
        self.provider = provider or make_provider(
            config.spec, config.api_key or None, config.timeout_s, RetryPolicy(max_retries=1)
        )

    def settings(self) -> dict[str, Any]:
        return {
            "grader_model": self.config.model,
            "endpoint": self.config.base_url,
            "rubric": self.rubric.name,
            "rubric_version": self.rubric.version,
            "scale": [self.rubric.scale_min, self.rubric.scale_max],
            "temperature": 0,
            "max_attempts": self.config.max_attempts,
        }

    def _ungraded(self, attempts: int, errors: Sequence[str]) -> Grade:
        return Grade(
            "ungraded",
            None,
            dict.fromkeys((d.key for d in self.rubric.dimensions), None),
            "",
            attempts,
            tuple(errors),
            self.config.model,
            self.rubric.label,
        )

    def grade(self, answer: ParsedAnswer, reference: Reference | None, question: str = "") -> Grade:
        if reference is None or not reference.diagnosis.strip():
            return self._ungraded(0, ["no reference answer to grade against"])
        messages = build_messages(self.rubric, answer, reference, question)
        params = self.config.params()
        errors: list[str] = []
        for attempt in range(1, self.config.max_attempts + 1):
            try:
                text = self.provider.complete(messages, params, n=1)[0].text
                scores, verdict, justification = validate_reply(text, self.rubric)
            except GradeRejected as exc:
                errors.append(f"attempt {attempt}: rejected: {exc}")
                continue
            except ProviderError as exc:  # the vlm layer's wording: no key, no echo of one
                errors.append(f"attempt {attempt}: {exc}")
                continue
            return Grade(
                "graded",
                verdict,
                scores,
                justification,
                attempt,
                tuple(errors),
                self.config.model,
                self.rubric.label,
            )
        return self._ungraded(self.config.max_attempts, errors)

    def grade_many(
        self,
        answers: Sequence[ParsedAnswer],
        references: Sequence[Reference | None],
        questions: Sequence[str] | None = None,
        concurrency: int = 8,
    ) -> list[Grade]:
        qs = list(questions) if questions is not None else [""] * len(answers)
        with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
            return list(pool.map(self.grade, answers, references, qs))


def grade_to_score(grade: Grade, settings: Mapping[str, Any]) -> Score:
    """A Grade as a Score: verdict (1/0/None) plus one part per rubric dimension."""
    value = None if grade.correct is None else float(grade.correct)
    parts: dict[str, float | None] = {"grader_verdict": value}
    for key, v in grade.scores.items():
        parts[f"grader_{key}"] = None if v is None else float(v)
    details = {
        "status": grade.status,
        "verdict": grade.verdict,
        "justification": grade.justification,
        "attempts": grade.attempts,
        "errors": list(grade.errors),
        "rubric": grade.rubric,
    }
    return Score("grader", value, f"grader:{grade.model}", parts, details, settings)


def grader_metric(
    model: str,
    base_url: str,
    api_key: str = "",
    rubric_path: str | Path = DEFAULT_RUBRIC,
    max_attempts: int = 3,
    concurrency: int = 8,
    provider: VisionProvider | None = None,
) -> Metric:
    """Metric factory for the registry: grades with the rubric, many() runs concurrently."""
    grader = Grader(
        GraderConfig(
            model=model,
            base_url=base_url,
            api_key=api_key,
            rubric_path=Path(rubric_path),
            max_attempts=max_attempts,
        ),
        provider=provider,
    )
    settings = grader.settings()

    def one(answer: ParsedAnswer, reference: Reference | None) -> Score:
        return grade_to_score(grader.grade(answer, reference), settings)

    def many(answers: Sequence[ParsedAnswer], refs: Sequence[Reference | None]) -> list[Score]:
        grades = grader.grade_many(answers, refs, concurrency=concurrency)
        return [grade_to_score(g, settings) for g in grades]

    return Metric("grader", settings, one, many)
