"""The app builds: demo library -> context -> gr.Blocks with the Explore tab wired up."""

from __future__ import annotations

from pathlib import Path

import gradio as gr
import pytest

from app import build_app, build_context
from settings import Settings
from tests.support.viewer_cases import viewer_library
from ui.case import panel as case_panel
from ui.context import AppContext


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        data_dir=tmp_path,
        demo_cache_dir=tmp_path / "demo",
        db_path=tmp_path / "neurolens.duckdb",
        models_file=tmp_path / "models.yaml",
    )


def _components(demo: gr.Blocks) -> list[dict]:
    return list(demo.get_config_file()["components"])


def test_app_builds_with_the_demo_library(tmp_path: Path) -> None:
    ctx = build_context(_settings(tmp_path))
    try:
        _check_demo_app(ctx)
    finally:
        ctx.close()


def _check_demo_app(ctx: AppContext) -> None:
    assert len(ctx.library.cases) >= 1
    demo = build_app(ctx)
    assert isinstance(demo, gr.Blocks)
    comps = _components(demo)
    tabs = [c for c in comps if c["type"] in ("tab", "tabitem")]
    assert "Explore" in [t["props"]["label"] for t in tabs]
    viewers = [c for c in comps if "nl-viewer" in (c["props"].get("elem_classes") or [])]
    assert viewers, "the Explore tab embeds the case viewer"
    viewer = viewers[0]["props"]
    assert set(viewer["server_fns"]) >= {
        "nl_plane",
        "nl_slice",
    }
    first = ctx.library.cases[0]
    assert viewer["value"]["case_id"] == first.case_id  # opens on the first case
    assert [s["id"] for s in viewer["value"]["sequences"]] == [
        s.sequence_id for s in first.sequences
    ]
    case_list = next(c for c in comps if c["props"].get("elem_id") == "nl-case-id")
    assert case_list["props"]["value"] == first.case_id
    # the browser's 'view' event is wired to Python
    deps = demo.get_config_file()["dependencies"]
    assert any(t[1] == "view" for d in deps for t in d["targets"])


def test_explore_panel_shows_provenance_and_hides_the_reference(tmp_path: Path) -> None:
    ctx = AppContext(settings=_settings(tmp_path), library=viewer_library())
    demo = build_app(ctx)
    comps = _components(demo)
    by_id = {c["props"].get("elem_id"): c for c in comps if c["props"].get("elem_id")}
    assert "SYNTHETIC" in by_id["nl-provenance"]["props"]["value"]
    assert "Licence: CC0" in by_id["nl-provenance"]["props"]["value"]
    assert by_id["nl-show-ref"]["props"]["value"] is False
    assert by_id["nl-reference"]["props"]["value"] in ("", None)
    assert "most likely diagnosis" in by_id["nl-question"]["props"]["value"]
    # the Leaderboard cites each published source: table, URL and dates
    sources = by_id["nl-leaderboard-sources"]["props"]["value"]
    assert (
        "https://arxiv.org/abs/2509.22258" in sources
        and "https://neuromedbench.github.io/" in sources
    )
    assert sources.count("published 20") == 2 and "table" in sources


def test_case_panel_text() -> None:
    lib = viewer_library()
    case = lib.get("vc_mri")
    ref = case.tasks[0].reference
    assert "Glioblastoma" in case_panel.reference_md(ref)
    assert "does not publish" in case_panel.reference_md(None)
    assert "| age | 54 |" in case_panel.ehr_md(case)
    assert "synthetic" in case_panel.case_choice_label(case)
    assert "2D image" in case_panel.sequences_md(lib.get("vc_page"))
    assert case_panel.escape_md("<b>#1</b>") == "\\<b\\>\\#1\\</b\\>"
    assert case_panel.task_choices(case) == [
        ("vc_mri:t1 · differential_diagnosis · direct", "vc_mri:t1")
    ]


@pytest.mark.parametrize("text, expected", [("headache", ["vc_mri"]), ("zzz", [])])
def test_library_search_used_by_the_case_list(text: str, expected: list[str]) -> None:
    assert [c.case_id for c in viewer_library().filter_cases(text=text)] == expected


def test_a_disclaimer_is_shown_wherever_the_case_is_read() -> None:
    """Explore's record, Annotate's case block, Query's record and case picker all say it."""
    import dataclasses

    from ui.annotate.layout import ehr_md
    from ui.case.picker import picker_choices
    from ui.query.state import case_record_md

    lib = viewer_library()
    case = lib.get("vc_mri")
    warned = dataclasses.replace(
        case,
        provenance=dataclasses.replace(case.provenance, disclaimer="NOT A REAL PATIENT. <b>x</b>"),
    )
    shown = "**⚠ NOT A REAL PATIENT.** \\<b\\>x\\</b\\>"
    assert shown in case_panel.provenance_md(warned)
    assert shown in ehr_md(warned.title, warned.ehr, case_panel.disclaimer_md(warned))
    assert shown in case_record_md(warned)
    plain = dataclasses.replace(
        case, provenance=dataclasses.replace(case.provenance, synthetic=()), sequences=()
    )
    assert case_panel.disclaimer_md(plain) == "" and not case_panel.is_synthetic(plain)
    assert "synthetic" in case_panel.disclaimer_md(case)  # a synthetic sequence, no disclaimer
    labels = dict((cid, label) for label, cid in picker_choices(lib, "", "vc_mri"))
    assert labels["vc_mri"].endswith("· synthetic")


def test_a_taken_port_is_one_line_naming_the_setting_before_anything_is_built(
    tmp_path: Path,
) -> None:
    """`python app.py` on a port another program holds: exit 2 at once with what to do
    (NEUROLENS_PORT), not a gradio traceback about GRADIO_SERVER_PORT after the whole build."""
    import os
    import socket
    import subprocess
    import sys

    from settings import PROJECT_ROOT

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {
            **os.environ,
            "NEUROLENS_DATA_DIR": str(tmp_path),
            "NEUROLENS_HOST": "127.0.0.1",
            "NEUROLENS_PORT": str(port),
        }
        done = subprocess.run(
            [sys.executable, "app.py"],
            cwd=PROJECT_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,  # a hang guard only
        )
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "GRADIO_SERVER_PORT" not in done.stderr
    assert f"port {port}" in done.stderr and "NEUROLENS_PORT" in done.stderr
    assert not (tmp_path / "neurolens.duckdb").exists()  # nothing was built
