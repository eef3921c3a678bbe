"""Runs and samples written through the Store (store.runs), for scoring and leaderboard tests.

FILLED_EXPECTED: the pass@1 / pass@5 (percent) per (model, split) that `fill_runs` produces.
"""

from __future__ import annotations

import json

from data.model import Difficulty, Reference, Task, TaskFamily
from store.database import Store
from store.runs import RunRow, SampleRow, insert_run, write_samples

RATIONALE = "Ovoid periventricular FLAIR lesions in a young woman with relapsing symptoms."
REF = Reference(diagnosis="Multiple sclerosis", rationale=RATIONALE)
TASKS = {
    ("c1", "t1"): Task("t1", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Diagnosis?", (), REF),
    ("c2", "t2"): Task("t2", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Diagnosis?", (), REF),
    ("c3", "t3"): Task("t3", TaskFamily.DIFFERENTIAL, Difficulty.COMPLEX, "Diagnosis?", (), REF),
}
FILLED_EXPECTED = {
    ("openai/a", "direct"): (20.0, 50.0),
    ("openai/a", "complex"): (100.0, 100.0),
    ("local/b", "direct"): (20.0, 100.0),
}


def lookup(case_id: str, task_id: str) -> Task | None:
    return TASKS.get((case_id, task_id))


def add_run(
    store: Store,
    run_id: str,
    model: str,
    case: str,
    task: str,
    correct: int,
    n: int = 5,
    ablation: str = "both",
) -> None:
    """A finished run whose first `correct` samples answer 'MS' and the rest 'Glioblastoma'."""
    insert_run(
        store,
        RunRow(
            run_id,
            case,
            task,
            model,
            "http://127.0.0.1:1/v1",
            {"n": n},
            "v1",
            "slices",
            ablation,
            [],
            "done",
            "h-" + run_id,
        ),
    )
    samples = []
    for i in range(n):
        dx = "MS" if i < correct else "Glioblastoma"
        parsed = {"final_diagnosis": dx, "differential": [], "lesion": "", "rationale": RATIONALE}
        samples.append(SampleRow(run_id, i, json.dumps(parsed), parsed, dx))
    write_samples(store, samples)


def fill_runs(store: Store) -> None:
    add_run(store, "r1", "openai/a", "c1", "t1", correct=2)
    add_run(store, "r2", "openai/a", "c2", "t2", correct=0)
    add_run(store, "r3", "openai/a", "c3", "t3", correct=5)
    add_run(store, "r4", "local/b", "c1", "t1", correct=1)
