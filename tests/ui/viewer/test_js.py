"""The viewer's own browser scripts run under Node against the server's answers: the window
LUT, the hover readout's text, the volume stream reader and the plane walk (ui/static/viewer/,
each through its harness in tests/ui/js/)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.support.viewer_cases import viewer_library
from ui.viewer.service import ViewerService

HARNESSES = Path(__file__).parents[1] / "js"  # Node scripts that load a viewer file and run it
VIEWER = Path(__file__).parents[3] / "ui" / "static" / "viewer"


def _run_node(tmp_path: Path, harness: str, viewer_file: str, given: Any) -> Any:
    """tests/ui/js/<harness> run in node on ui/static/viewer/<viewer_file> and `given` (as a
    JSON file); what it printed, parsed. Skipped without node."""
    import json
    import shutil
    import subprocess

    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    data = tmp_path / f"{harness}.json"
    data.write_text(json.dumps(given))
    argv = [node, str(HARNESSES / harness), str(VIEWER / viewer_file), str(data)]
    return json.loads(subprocess.run(argv, capture_output=True, check=True, text=True).stdout)


def test_browser_window_lut_is_bit_identical_to_the_server(tmp_path: Path) -> None:
    """Run the viewer's own JS (paletteLut) in node on awkward values and windows."""
    from explorer.volume_payload import window_palette
    from explorer.window import Window

    rng = np.random.default_rng(3)
    palette = np.concatenate(
        [
            np.arange(-1024, 3072, dtype=np.float32),
            rng.normal(0, 1000, 2000).astype(np.float32),
            np.array([np.nan, np.inf, -np.inf, -0.0, 1e30, -1e30], dtype=np.float32),
        ]
    )
    windows = [(40.0, 80.0), (37.3, 91.7), (0.1, 1e-3), (1e6, 0.3), (-5.5, 3.3333333)]
    # JSON has no NaN/Infinity: send them as strings JS's Number() understands.
    values = [repr(float(v)).replace("inf", "Infinity").replace("nan", "NaN") for v in palette]
    given = {"palette": values, "windows": windows}
    out = _run_node(tmp_path, "window_lut.js", "volume_decoder.js", given)
    for (c, w), got in zip(windows, out, strict=True):
        assert np.array_equal(
            np.array(got, dtype=np.uint8), window_palette(palette, Window(c, w))
        ), (c, w)


def test_hover_readout_names_the_units_the_file_states(tmp_path: Path) -> None:
    """formatReadout (ui/static/viewer/tools.js) run in node: units after the value, if any."""
    hit = {"value": 812.25, "ijk": [1, 2, 3], "ras": [1.0, -2.0, 3.5]}
    given = {"hit": hit, "units": ["HU", ""]}
    with_units, without = _run_node(tmp_path, "readout.js", "tools.js", given)
    assert with_units.startswith("value 812.25 HU · voxel (1, 2, 3)")
    assert without.startswith("value 812.25 · voxel (1, 2, 3)")
    spec = ViewerService(viewer_library(), prewarm=False).spec("vc_ct")
    assert all("units" in s for s in spec["sequences"])


@pytest.mark.parametrize("values", [100, 5000])  # uint8 indices, byte-shuffled uint16 ones
def test_browser_slab_reader_rebuilds_the_exact_indices(tmp_path: Path, values: int) -> None:
    """The viewer's own stream reader (readVolumeFrames) in node, fed the server's frames in
    chunks that cut through headers and slabs; a stream cut short is an error, not a volume."""
    from data.model import Volume
    from explorer.volume_payload import palette_coder, volume_meta
    from explorer.volume_slabs import VolumeSlabs
    from tests.explorer.test_volume_payload import whole_stream

    rng = np.random.default_rng(values)
    data = np.asfortranarray(rng.integers(0, values, (30, 20, 9)).astype(np.int16))
    volume = Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    coder = palette_coder(data)
    assert coder is not None
    slabs = VolumeSlabs(coder, volume.shape, slab_bytes=2 * 30 * 20 * coder.dtype.itemsize)
    meta = volume_meta(volume, "radiological", {}, coder, slabs.describe())
    stream = whole_stream(slabs, 4)
    (tmp_path / "stream.bin").write_bytes(stream)
    given = {"meta": meta, "stream": str(tmp_path / "stream.bin")}
    out = _run_node(tmp_path, "read_volume_stream.js", "volume_decoder.js", given)
    assert out["complete"] and out["bytes"] == len(stream)
    assert np.array_equal(np.array(out["idx"]), coder.indices())
    assert out["order"][:3] == [4, 2, 6]  # the slab holding slice 4 first, then outward
    assert "ended with 8 of 9 slices" in out["cut"]  # the last slab (slice 8) was cut


@pytest.mark.parametrize("convention", ["radiological", "neurological"])
def test_browser_plane_walk_equals_the_payload_strides(tmp_path: Path, convention: str) -> None:
    """walkPlane (ui/static/viewer/paint.js, several rows at a time on strided planes) run in
    node gives every slice of every plane as slice_from_indices does; 13 rows leave a remainder."""
    from data.model import Volume
    from explorer.volume_payload import plane_geometry, slice_from_indices

    shape = (9, 11, 13)
    volume = Volume(data=np.zeros(shape, np.int16), affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    indices = np.random.default_rng(5).integers(0, 600, size=shape).astype(np.uint16)
    planes = {
        p: plane_geometry(volume, p, convention, "F") for p in ("axial", "coronal", "sagittal")
    }
    given = {"idx": indices.ravel(order="F").tolist(), "planes": planes, "lut_base": 1000}
    walked = _run_node(tmp_path, "walk_plane.js", "paint.js", given)
    meta = {"planes": planes}
    for name, geo in planes.items():
        assert len(walked[name]) == geo["count"]
        for k, got in enumerate(walked[name]):
            want = 1000 + slice_from_indices(indices, meta, name, k).astype(np.int64)
            assert np.array_equal(np.array(got).reshape(geo["height"], geo["width"]), want)
