"""CaseLibrary: every case the app can show, plus the messages from loading them."""

from __future__ import annotations

from dataclasses import dataclass

from data.model import Case, Difficulty, TaskFamily
from settings import Settings


@dataclass(frozen=True, eq=False)
class CaseLibrary:
    cases: tuple[Case, ...]
    messages: tuple[str, ...] = ()  # skipped placeholders, unreadable files: shown, not raised

    def get(self, case_id: str) -> Case:
        for case in self.cases:
            if case.case_id == case_id:
                return case
        raise KeyError(f"no case {case_id!r}")

    def find(self, case_id: str) -> Case | None:
        """The case, or None: for callers where a missing case (a run of a case that is no
        longer loaded, an empty selection) is an ordinary outcome, not an error."""
        return next((case for case in self.cases if case.case_id == case_id), None)

    def sources(self) -> list[str]:
        return sorted({c.source for c in self.cases})

    def filter_cases(
        self,
        family: TaskFamily | None = None,
        difficulty: Difficulty | None = None,
        source: str | None = None,
        text: str = "",
    ) -> list[Case]:
        """Cases with at least one task matching family/difficulty, whose text contains `text`."""
        needle = text.strip().lower()
        found = []
        for case in self.cases:
            if source and case.source != source:
                continue
            tasks = [
                t
                for t in case.tasks
                if (family is None or t.family == family)
                and (difficulty is None or t.difficulty == difficulty)
            ]
            if (family or difficulty) and not tasks:
                continue
            if needle and needle not in _searchable_text(case):
                continue
            found.append(case)
        return found


def _searchable_text(case: Case) -> str:
    parts = [case.case_id, case.title, case.source, *case.notes, *case.tags]
    parts += [f"{k} {v}" for k, v in case.ehr]
    parts += [t.question for t in case.tasks]
    parts += [s.name for s in case.sequences]
    return " ".join(parts).lower()


def load_library(settings: Settings) -> CaseLibrary:
    """The bundled demo cases first, then the configured Hugging Face dataset, then the user's
    cases under settings.cases_dir.

    Only the demo cases may raise (they ship with the app); a source that cannot be read
    becomes a message the app shows as a warning, and the other cases still load.
    """
    from data.demo import build_demo_cases
    from data.errors import NeuroLensError
    from data.sources import LoadResult, dedupe_case_ids, load_cases

    cases = list(build_demo_cases(settings.demo_cache_dir, settings.memory_budget_bytes))
    messages: list[str] = []
    if settings.hf_dataset:
        from data.neural_medbench import load_configured_dataset

        result = load_configured_dataset(
            settings.hf_dataset,
            split=settings.hf_split,
            columns=settings.hf_columns,
            token=settings.hf_token,
            budget_bytes=settings.memory_budget_bytes,
            cache_dir=settings.hf_cache_dir,
        )
        cases.extend(result.cases)
        messages.extend(result.messages)
    if settings.cases_dir is not None:
        try:
            result = load_cases(settings.cases_dir, settings.memory_budget_bytes)
        except NeuroLensError as exc:
            result = LoadResult((), (f"cases folder not loaded: {exc}",))
        cases.extend(result.cases)
        messages.extend(result.messages)
    merged = dedupe_case_ids(LoadResult(tuple(cases), tuple(messages)))
    return CaseLibrary(cases=merged.cases, messages=merged.messages)
