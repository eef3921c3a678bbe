"""Seed the store with hand-written illustrative answers for the demo cases (idempotent).

They are data (vlm/example_answers.yaml), stored under the model name "example/handwritten" with
origin 'example', so the app can be explored, scored and annotated with no model connected. They
are never presented as model output: the UI labels every such run as hand-written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from data.model import Case
from store.database import Store
from store.runs import RunRow, SampleRow, insert_run, run_exists, write_samples

EXAMPLES_FILE = Path(__file__).resolve().parent / "example_answers.yaml"
EXAMPLE_MODEL = "example/handwritten"
EXAMPLE_LABEL = "hand-written illustrative answers, not model output"


def is_example(model: str) -> bool:
    return model == EXAMPLE_MODEL


EXAMPLE_TAG = "✍ hand-written example, not model output"


def model_label(model: str) -> str:
    """How a run's model is shown anywhere: hand-written examples can never pass for a model."""
    return f"{model} ({EXAMPLE_TAG})" if is_example(model) else model


def load_examples(path: Path = EXAMPLES_FILE) -> list[dict[str, Any]]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return list(doc.get("answers") or [])


def _raw_text(sample: dict[str, Any]) -> str:
    fields = {
        k: sample.get(k, "") for k in ("final_diagnosis", "differential", "lesion", "rationale")
    }
    return json.dumps(fields, indent=2)


def seed_examples(store: Store, cases: list[Case], path: Path = EXAMPLES_FILE) -> int:
    """Write the example runs whose case and task exist; returns how many runs were added."""
    by_id = {c.case_id: c for c in cases}
    added = 0
    for entry in load_examples(path):
        case = by_id.get(str(entry.get("case")))
        task_id = str(entry.get("task"))
        if case is None or task_id not in {t.task_id for t in case.tasks}:
            continue  # the demo changed: skip, never crash
        run_id = f"example-{case.case_id}-{task_id}"
        if run_exists(store, run_id):
            continue
        samples = list(entry.get("samples") or [])
        insert_run(
            store,
            RunRow(
                run_id=run_id,
                case_id=case.case_id,
                task_id=task_id,
                model=EXAMPLE_MODEL,
                endpoint="none (hand-written)",
                params={"note": EXAMPLE_LABEL, "illustrates": entry.get("illustrates", "")},
                template_version="none",
                image_mode="none",
                ablation="none",
                images=[],
                status="done",
                request_hash="",
                origin="example",
                case_source=case.source,
            ),
        )
        rows = []
        for idx, sample in enumerate(samples):
            parsed: dict[str, Any] = {
                "final_diagnosis": str(sample.get("final_diagnosis", "")),
                "differential": [str(x) for x in sample.get("differential") or []][:5],
                "lesion": str(sample.get("lesion", "")),
                "rationale": str(sample.get("rationale", "")),
                "method": "example",
                "illustrates": str(sample.get("illustrates") or entry.get("illustrates", "")),
            }
            rows.append(
                SampleRow(
                    run_id=run_id,
                    idx=idx,
                    raw_text=_raw_text(sample),
                    parsed=parsed,
                    final_diagnosis=str(parsed["final_diagnosis"]),
                    finish_reason="example",
                )
            )
        write_samples(store, rows)
        added += 1
    return added
