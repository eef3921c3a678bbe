"""The MR window presets change what a reader sees, measured on the demo slices as the viewer
renders them: on every MR sequence of every demo case, at the level the case opens on, each
preset the viewer offers differs from every other one by a visible amount of grey.

Visible here: over the head (pixels above black under "MR auto"), the grey levels differ by at
least 20 of 255 on average, and at least half of the head's pixels change by 16 levels or more
(about 6% of the scale, well past what a reader tells apart on a monitor).
"""

from __future__ import annotations

import base64
import itertools

import numpy as np
import pytest

from data.catalog.library import CaseLibrary
from data.demo import build_demo_cases
from data.model import Case
from ui.viewer.requests import opening_view
from ui.viewer.service import ViewerService

BUDGET = 2 * 1024**3
HEAD = 12  # grey under "MR auto" above which a pixel is head, not background
MEAN_LEVELS = 20.0
CHANGED_LEVELS = 16
CHANGED_SHARE = 0.5


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Case], ViewerService]:
    cases = build_demo_cases(tmp_path_factory.mktemp("demo-presets"), BUDGET)
    return cases, ViewerService(CaseLibrary(cases=tuple(cases)), prewarm=False)


def _grey(first: dict) -> np.ndarray:
    assert "error" not in first, first
    assert first["provisional"] is False, "rendered from one slice, not the whole volume"
    pixels = np.frombuffer(base64.b64decode(first["grey"]), np.uint8)
    return pixels.reshape(first["height"], first["width"]).astype(np.int16)


def _opening_z(case: Case) -> float:
    view = opening_view(case)
    assert view is not None and view["plane"] == "axial"
    return float(view["position_mm"])


def test_every_mr_preset_differs_visibly_from_every_other_on_the_demo_slices(
    demo: tuple[list[Case], ViewerService],
) -> None:
    cases, service = demo
    measured = 0
    least: dict[str, tuple[float, float]] = {}  # per pair of presets: smallest mean, share
    for case in cases:
        z = _opening_z(case)
        spec = service.spec(case.case_id)
        for info in spec["sequences"]:
            presets = [n for n in info["windows"] if n.startswith("MR")]
            if info["is_stack"] or len(presets) < 2:
                continue
            seq = case.sequence(info["id"])
            assert seq.volume is not None
            _ = seq.volume.data  # read: windows come from the whole volume
            base = {
                "case_id": case.case_id,
                "sequence_id": info["id"],
                "plane": "axial",
                "position_mm": z,
            }
            grey = {
                n: _grey(service.first_slice({**base, "window": {"preset": n}})) for n in presets
            }
            head = grey["MR auto"] > HEAD
            assert head.mean() > 0.2, f"{info['id']}: too little head in the slice"
            for a, b in itertools.combinations(presets, 2):
                diff = np.abs(grey[a] - grey[b])[head]
                what = f"{info['id']} at z={z:.1f}: {a} vs {b}"
                assert diff.mean() >= MEAN_LEVELS, f"{what}: mean {diff.mean():.1f} levels"
                share = float((diff >= CHANGED_LEVELS).mean())
                assert share >= CHANGED_SHARE, f"{what}: {share:.0%} of the head changed"
                pair = " / ".join(sorted((a, b)))
                was = least.get(pair, (255.0, 1.0))
                least[pair] = (min(was[0], diff.mean()), min(was[1], share))
            measured += 1
    assert measured >= 9, f"only {measured} MR sequences measured"
    for pair, (mean, share) in sorted(least.items()):  # shown with pytest -s
        print(f"{pair}: least mean {mean:.1f} levels, least share changed {share:.0%}")
