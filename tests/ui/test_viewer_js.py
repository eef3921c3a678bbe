"""The viewer's own browser scripts run under Node against the server's answers: the window
LUT, the hover readout's text and the volume stream reader (ui/static/viewer/)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.support.viewer_cases import viewer_library
from ui.assets import read_asset
from ui.viewer_service import ViewerService


def test_browser_window_lut_is_bit_identical_to_the_server(tmp_path: Path) -> None:
    """Run the viewer's own JS (paletteLut) in node on awkward values and windows."""
    import json
    import shutil
    import subprocess

    from explorer.volume_payload import window_palette
    from explorer.window import Window

    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed (the browser test covers the LUT too)")
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
    script = tmp_path / "lut.js"
    script.write_text(
        read_asset("viewer/volume_decoder.js")
        + "\nconst GREY = Array.from({length: 256}, (_, g) => g);"
        + f"\nconst pal = new Float32Array({json.dumps(values)}.map(Number));"
        + f"\nconst windows = {json.dumps(windows)};"
        + "\nconst luts = windows.map(([c, w]) => Array.from(paletteLut(pal, c, w, GREY)));"
        + "\nconsole.log(JSON.stringify(luts));"
    )
    run = subprocess.run([node, str(script)], capture_output=True, check=True, text=True)
    out = json.loads(run.stdout)
    for (c, w), got in zip(windows, out, strict=True):
        assert np.array_equal(
            np.array(got, dtype=np.uint8), window_palette(palette, Window(c, w))
        ), (c, w)


def test_hover_readout_names_the_units_the_file_states(tmp_path: Path) -> None:
    """formatReadout (ui/static/viewer/tools.js) run in node: units after the value, if any."""
    import json
    import shutil
    import subprocess

    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    script = tmp_path / "readout.js"
    hit = {"value": 812.25, "ijk": [1, 2, 3], "ras": [1.0, -2.0, 3.5]}
    script.write_text(
        read_asset("viewer/tools.js")
        + f"\nconst hit = {json.dumps(hit)};"
        + "\nconsole.log(JSON.stringify([formatReadout(hit, 'HU'), formatReadout(hit, '')]));"
    )
    run = subprocess.run([node, str(script)], capture_output=True, check=True, text=True)
    with_units, without = json.loads(run.stdout)
    assert with_units.startswith("value 812.25 HU · voxel (1, 2, 3)")
    assert without.startswith("value 812.25 · voxel (1, 2, 3)")
    spec = ViewerService(viewer_library(), prewarm=False).spec("vc_ct")
    assert all("units" in s for s in spec["sequences"])


@pytest.mark.parametrize("values", [100, 5000])  # uint8 indices, byte-shuffled uint16 ones
def test_browser_slab_reader_rebuilds_the_exact_indices(tmp_path: Path, values: int) -> None:
    """The viewer's own stream reader (readVolumeFrames) in node, fed the server's frames in
    chunks that cut through headers and slabs; a stream cut short is an error, not a volume."""
    import json
    import shutil
    import subprocess

    from data.model import Volume
    from explorer.volume_payload import palette_coder, volume_meta
    from explorer.volume_slabs import VolumeSlabs
    from tests.explorer.test_volume_payload import whole_stream

    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed (the browser tests read the stream too)")
    rng = np.random.default_rng(values)
    data = np.asfortranarray(rng.integers(0, values, (30, 20, 9)).astype(np.int16))
    volume = Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    coder = palette_coder(data)
    assert coder is not None
    slabs = VolumeSlabs(coder, volume.shape, slab_bytes=2 * 30 * 20 * coder.dtype.itemsize)
    meta = volume_meta(volume, "radiological", {}, coder, slabs.describe())
    stream = whole_stream(slabs, 4)
    (tmp_path / "stream.bin").write_bytes(stream)
    (tmp_path / "meta.json").write_text(json.dumps(meta))
    harness = Path(__file__).parent / "js" / "read_volume_stream.js"
    decoder = Path(__file__).parents[2] / "ui" / "static" / "viewer" / "volume_decoder.js"
    run = subprocess.run(
        [node, str(harness), str(decoder), str(tmp_path)],
        capture_output=True,
        check=True,
        text=True,
    )
    out = json.loads(run.stdout)
    assert out["complete"] and out["bytes"] == len(stream)
    assert np.array_equal(np.array(out["idx"]), coder.indices())
    assert out["order"][:3] == [4, 2, 6]  # the slab holding slice 4 first, then outward
    assert "ended with 8 of 9 slices" in out["cut"]  # the last slab (slice 8) was cut


@pytest.mark.parametrize("convention", ["radiological", "neurological"])
def test_browser_plane_walk_equals_the_payload_strides(tmp_path: Path, convention: str) -> None:
    """walkPlane (ui/static/viewer/paint.js, several rows at a time on strided planes) run in
    node gives every slice of every plane as slice_from_indices does; 13 rows leave a remainder."""
    import json
    import shutil
    import subprocess

    from data.model import Volume
    from explorer.volume_payload import plane_geometry, slice_from_indices

    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed")
    shape = (9, 11, 13)
    volume = Volume(data=np.zeros(shape, np.int16), affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    indices = np.random.default_rng(5).integers(0, 600, size=shape).astype(np.uint16)
    planes = {
        p: plane_geometry(volume, p, convention, "F") for p in ("axial", "coronal", "sagittal")
    }
    script = tmp_path / "walk.js"
    script.write_text(
        read_asset("viewer/paint.js")
        + f"\nconst idx = Uint16Array.from({json.dumps(indices.ravel(order='F').tolist())});"
        + "\nconst lut = Uint32Array.from({length: 600}, (_, k) => 1000 + k);"
        + f"\nconst planes = {json.dumps(planes)};"
        + "\nconst out = {};"
        + "\nfor (const [name, g] of Object.entries(planes)) {"
        + "\n  out[name] = [];"
        + "\n  for (let k = 0; k < g.count; k++) {"
        + "\n    const px = new Uint32Array(g.width * g.height);"
        + "\n    const base = g.base + k * g.kstep;"
        + "\n    walkPlane(px, idx, lut, base, g.height, g.width, g.rstep, g.cstep);"
        + "\n    out[name].push(Array.from(px));"
        + "\n  }"
        + "\n}"
        + "\nconsole.log(JSON.stringify(out));"
    )
    run = subprocess.run([node, str(script)], capture_output=True, check=True, text=True)
    walked = json.loads(run.stdout)
    meta = {"planes": planes}
    for name, geo in planes.items():
        assert len(walked[name]) == geo["count"]
        for k, got in enumerate(walked[name]):
            want = 1000 + slice_from_indices(indices, meta, name, k).astype(np.int64)
            assert np.array_equal(np.array(got).reshape(geo["height"], geo["width"]), want)
