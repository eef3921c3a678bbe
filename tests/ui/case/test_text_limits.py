"""Huge case text (a 1 MB note, a 1 MB EHR value, a 100k-character question) is cut for display
with a clear marker, while the loaded case keeps every character."""

from __future__ import annotations

import json
from pathlib import Path

from data.sources import load_cases
from tests.support.case_files import write_nifti
from ui.case.panel import ehr_md, notes_md, task_md
from ui.case.text_limits import DISPLAY_CHARS, EHR_VALUE_CHARS, truncate_for_display
from ui.query.state import case_record_md, question_md

MB = 1_048_576


def test_short_text_is_untouched_and_long_text_says_how_much_there_is() -> None:
    assert truncate_for_display("short") == "short"
    shown = truncate_for_display("x" * MB)
    assert shown.endswith("… [truncated: 1,048,576 characters, showing the first 20,000]")
    assert shown.startswith("x" * DISPLAY_CHARS)
    assert len(shown) < DISPLAY_CHARS + 100


def test_a_real_case_with_huge_fields_shows_bounded_text(tmp_path: Path) -> None:
    write_nifti(tmp_path / "t1.nii")
    note, value, question = "N" * MB, "V" * MB, "Q" * 100_000
    manifest = {
        "cases": [
            {
                "id": "huge",
                "title": "Huge text",
                "ehr": {"History": value},
                "notes": [note],
                "sequences": [{"path": "t1.nii", "kind": "T1"}],
                "tasks": [{"id": "dx", "family": "differential_diagnosis", "question": question}],
            }
        ]
    }
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (case,) = load_cases(tmp_path / "manifest.json", 256 * MB).cases
    # the model keeps everything: prompts and exports see the full text
    assert case.notes == (note,) and dict(case.ehr)["History"] == value
    assert case.tasks[0].question == question

    record = case_record_md(case)
    assert len(record) < DISPLAY_CHARS + EHR_VALUE_CHARS + 1000
    assert "truncated: 1,048,576 characters, showing the first 20,000" in record
    assert "truncated: 1,048,576 characters, showing the first 2,000" in record
    assert "truncated: 1,048,576 characters" in notes_md(case)
    assert "truncated: 1,048,576 characters, showing the first 2,000" in ehr_md(case)
    for shown in (question_md(case, "dx"), task_md(case.tasks[0])):
        assert "truncated: 100,000 characters, showing the first 20,000" in shown
        assert len(shown) < DISPLAY_CHARS + 500
