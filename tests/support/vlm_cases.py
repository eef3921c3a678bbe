"""Small real cases for the vlm tests: a DICOM series with canary identifiers in its tags, notes
and EHR fields with canaries, and a manifest tying them together (read by data.sources)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import yaml

from data.model import (
    Case,
    Difficulty,
    Plane,
    Provenance,
    Sequence,
    SequenceKind,
    Task,
    TaskFamily,
    Volume,
)

CANARY_NAME = "Zyxcanary^Quillon"  # DICOM PatientName
CANARY_ID = "CANARYID-99172"  # DICOM PatientID
CANARY_NOTE_NAME = "Bartholomew Canaryson"
CANARY_MRN = "MRN 88112233"
CANARY_PHONE = "(415) 555-0199"
CANARY_EMAIL = "canary.person@example.org"
CANARY_DOB = "17/03/1961"
CANARY_ADDRESS = "42 Canary Wharf Road"
CANARIES = (
    "Zyxcanary",
    "Quillon",
    CANARY_ID,
    "Canaryson",
    "88112233",
    "555-0199",
    CANARY_EMAIL,
    "17/03/1961",
    "Canary Wharf",
)


def small_volume(shape: tuple[int, int, int] = (24, 20, 8), seed: int = 0) -> Volume:
    rng = np.random.default_rng(seed)
    data = (rng.random(shape) * 400).astype(np.int16)
    data[8:12, 8:12, 3] = 1500  # a bright "lesion" on slice 3
    affine = np.diag([1.0, 1.0, 2.0, 1.0])
    return Volume(data=data, affine=affine, spacing=(1.0, 1.0, 2.0), window=(600.0, 1200.0))


def memory_case(
    case_id: str = "mem-1",
    source: str = "demo",
    turns: tuple[str, ...] = (),
    burned_in: bool = False,
) -> Case:
    vol = small_volume()
    seqs = (
        Sequence("s-t2", SequenceKind.T2, "AX T2", volume=vol),
        Sequence(
            "s-flair",
            SequenceKind.FLAIR,
            "AX FLAIR",
            volume=small_volume(seed=1),
            burned_in_annotation=burned_in,
        ),
    )
    task = Task(
        task_id="dx",
        family=TaskFamily.DIFFERENTIAL,
        difficulty=Difficulty.MULTI_ROUND if turns else Difficulty.DIRECT,
        question="What is the most likely diagnosis?",
        turns=turns,
    )
    return Case(
        case_id=case_id,
        title="test case",
        source=source,
        provenance=Provenance(source="test", description="test", licence="test"),
        ehr=(
            ("Patient name", CANARY_NOTE_NAME),
            ("Age", "34"),
            ("Sex", "F"),
            ("MRN", "88112233"),
            ("Presentation", "Left leg numbness for 3 days"),
        ),
        notes=(
            f"Seen by Dr. Quentin Canaryfield. {CANARY_NOTE_NAME} ({CANARY_MRN}), born "
            f"{CANARY_DOB}, tel {CANARY_PHONE}, e-mail {CANARY_EMAIL}, lives at "
            f"{CANARY_ADDRESS}. Two episodes of optic neuritis.",
        ),
        tasks=(task,),
        sequences=seqs,
    )


def write_dicom_case(root: Path, n_tasks: int = 3, multi_round: bool = True) -> Path:
    """A case folder: a DICOM series with canary tags + a manifest with canary notes."""
    from data.formats.dicom_write import write_series

    folder = root / "case-a"
    series = folder / "series1"
    series.mkdir(parents=True)
    write_series(
        small_volume(),
        series,
        series_description="AX FLAIR",
        patient_name=CANARY_NAME,
        patient_id=CANARY_ID,
    )
    tasks = []
    for i in range(n_tasks):
        task: dict[str, Any] = {
            "id": f"t{i + 1}",
            "family": "differential_diagnosis",
            "difficulty": "direct",
            "question": f"Question {i + 1}: what is the most likely diagnosis?",
        }
        if multi_round and i == 0:
            task["difficulty"] = "multi_round"
            task["turns"] = ["New information: oligoclonal bands are positive."]
        tasks.append(task)
    manifest = {
        "cases": [
            {
                "id": "case-a",
                "title": "Canary test case",
                "ehr": {"Name": CANARY_NOTE_NAME, "Age": "34", "Sex": "F"},
                "notes": [
                    f"{CANARY_NOTE_NAME}, {CANARY_MRN}, phone {CANARY_PHONE}, "
                    f"{CANARY_EMAIL}, DOB {CANARY_DOB}. Numb left leg."
                ],
                "sequences": [{"path": "series1", "kind": "FLAIR", "name": "AX FLAIR"}],
                "tasks": tasks,
            }
        ]
    }
    (folder / "manifest.yaml").write_text(yaml.safe_dump(manifest), encoding="utf-8")
    return folder


PLANE = Plane.AXIAL
