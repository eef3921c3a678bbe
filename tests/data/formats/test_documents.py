"""JSON and YAML documents too deep or too large are refused with one line before parsing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from data.errors import LoadError
from data.formats.documents import nesting_depth, read_document_text
from data.formats.manifest import read_manifest_document
from data.medbench.neural_medbench import load_project_page
from data.sources import load_cases

BUDGET = 256 * 1024 * 1024


def test_nesting_depth_ignores_brackets_inside_strings() -> None:
    assert nesting_depth('{"a": [1, {"b": "[[[[{{{{"}]}') == 3
    assert nesting_depth('"\\"[[[["') == 0
    assert nesting_depth("plain: text") == 0


@pytest.mark.parametrize("name", ["direct-diagnosis.json", "manifest.json", "cases.yaml"])
def test_a_document_nested_100000_deep_is_refused_in_one_line(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_cases(path, BUDGET)
    message = str(err.value)
    assert "nested 100,000 levels deep" in message and "limit is 100" in message
    assert "\n" not in message


def test_project_page_loader_refuses_deep_nesting_too(tmp_path: Path) -> None:
    path = tmp_path / "complex-diseases.json"
    path.write_text('[{"case_id": 1, "text": ' + "{" * 5000 + "}" * 5000 + "}]")
    with pytest.raises(LoadError, match="nested 5,002 levels deep"):
        load_project_page(path)


def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "manifest.yaml"
    path.write_text("cases: []\n" + "# padding\n" * 2000)
    with pytest.raises(LoadError, match=r"manifest is 20.0 kB; the limit is 1.0 kB"):
        read_document_text(path, "manifest", max_bytes=1000)


def test_ordinary_nesting_still_parses(tmp_path: Path) -> None:
    path = tmp_path / "manifest.json"
    doc = {"cases": [{"id": "a", "ehr": {"history": {"notes": ["[x]", {"y": [1, [2, [3]]]}]}}}]}
    path.write_text(json.dumps(doc))
    assert read_manifest_document(path) == doc


def test_a_manifest_path_too_long_for_the_file_system_is_one_line(tmp_path: Path) -> None:
    """Found by fuzzing: the OS's 'File name too long' escaped as OSError."""
    path = tmp_path / "manifest.yaml"
    path.write_text("cases:\n  - id: c1\n    sequences:\n      - path: " + "F" * 5000 + ".nii\n")
    with pytest.raises(LoadError, match="unusable path"):
        load_cases(path, BUDGET)
