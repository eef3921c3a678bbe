"""A first scan of many cases runs after start-up: the demo cases are listed at once, progress
is reported, the scanned cases join the list when it ends, and a restart reads the catalog."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

import data.catalog.library
import data.catalog.scan
from data.catalog.library import load_library
from data.catalog.sync import ScanProgress, plan_scan, scan_source
from settings import Settings
from tests.data.catalog.test_catalog import write_cases

HANG_GUARD_S = 120  # not a timing expectation: only stops a stuck test


@pytest.fixture(scope="module")
def demo_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("demo")


def _wait_finished(library: data.catalog.library.CaseLibrary) -> None:
    deadline = time.monotonic() + HANG_GUARD_S
    while not library.scan.finished:
        assert time.monotonic() < deadline, "background scan never finished"
        time.sleep(0.02)


def test_cold_catalog_of_many_cases_is_scanned_after_start_with_progress(
    tmp_path: Path, demo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cases = write_cases(tmp_path, 12)
    monkeypatch.setattr(data.catalog.library, "BACKGROUND_SCAN_UNITS", 5)
    gate = threading.Event()
    real = data.catalog.scan.scan_unit

    def gated(unit: Any, budget: int) -> Any:
        assert gate.wait(HANG_GUARD_S)
        return real(unit, budget)

    monkeypatch.setattr(data.catalog.scan, "scan_unit", gated)
    settings = Settings(data_dir=tmp_path / "var", demo_cache_dir=demo_dir, cases_dir=cases)
    library = load_library(settings)
    # listed at once: the demo cases; the scan is waiting on the gate
    assert library.cases and all(c.source == "demo" for c in library.cases)
    assert not library.scan.finished and "Scanning" in library.scan.line()
    demo_count = len(library.cases)
    gate.set()
    _wait_finished(library)
    assert library.scan.error == "" and library.scan.added == 12
    assert (library.scan.done, library.scan.total) == (12, 12)
    assert "12 cases added" in library.scan.line()
    ids = [c.case_id for c in library.cases]
    assert len(ids) == demo_count + 12 and ids[-1] == "case-0011"
    assert library.summary("case-0003") is not None
    assert [c.case_id for c in library.filter_cases(text="case 7")] == ["case-0007"]
    assert library.get("case-0004").sequences  # opens through the catalog written by the scan

    restarted = load_library(settings)  # warm: nothing pending, listed before start-up ends
    assert restarted.scan == ScanProgress() and len(restarted.cases) == demo_count + 12


def test_plan_counts_only_new_or_changed_units(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 6)
    assert plan_scan(cases, tmp_path / "var").pending == 6
    scan_source(cases, tmp_path / "var", 2**30)
    assert plan_scan(cases, tmp_path / "var").pending == 0
    manifest = cases / "case_0002" / "manifest.yaml"
    manifest.write_text(manifest.read_text().replace("Case 2", "Case two"))
    assert plan_scan(cases, tmp_path / "var").pending == 1


def test_a_failing_background_scan_is_reported_and_the_list_stays(tmp_path: Path) -> None:
    library = data.catalog.library.CaseLibrary()

    def broken(progress: Any) -> Any:
        progress(1, 3)
        raise OSError("disk gone")

    library.scan_in_background("/cases", broken).join(HANG_GUARD_S)
    assert library.scan.finished and "disk gone" in library.scan.line()
    assert library.cases == ()


def _one_manifest(root: Path, n: int) -> Path:
    """`n` cases listed in one manifest file (the images of write_cases)."""
    import yaml

    folders = write_cases(root, n)
    entries = []
    for manifest in sorted(folders.glob("*/manifest.yaml")):
        entry = yaml.safe_load(manifest.read_text())["case"]
        for seq in entry["sequences"]:
            seq["path"] = seq["path"].replace("../../images", "images")
        entries.append(entry)
    listing = root / "all-cases.yaml"
    listing.write_text(yaml.safe_dump({"cases": entries}))
    return listing


def test_one_manifest_of_many_cases_is_scanned_after_start(
    tmp_path: Path, demo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    listing = _one_manifest(tmp_path, 30)
    monkeypatch.setattr(data.catalog.library, "BACKGROUND_SCAN_UNITS", 5)
    plan = plan_scan(listing, tmp_path / "var")
    assert plan.pending == 1 and plan.pending_work > 5  # one unit, thirty cases
    gate = threading.Event()
    real = data.catalog.scan.scan_unit

    def gated(unit: Any, budget: int) -> Any:
        assert gate.wait(HANG_GUARD_S)
        return real(unit, budget)

    monkeypatch.setattr(data.catalog.scan, "scan_unit", gated)
    settings = Settings(data_dir=tmp_path / "var", demo_cache_dir=demo_dir, cases_dir=listing)
    library = load_library(settings)
    assert library.cases and all(c.source == "demo" for c in library.cases)
    assert not library.scan.finished
    gate.set()
    _wait_finished(library)
    assert library.scan.error == "" and library.scan.added == 30


def test_a_case_folders_own_manifest_counts_as_one_case(tmp_path: Path) -> None:
    cases = write_cases(tmp_path, 3)
    plan = plan_scan(cases, tmp_path / "var")
    assert plan.pending == 3 and plan.pending_work == 3
