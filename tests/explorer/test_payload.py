"""The plane payload: bit-exact round trip in Python and in JavaScript (Node's web streams)."""

from __future__ import annotations

import base64
import gzip
import json
import shutil
import subprocess

import numpy as np
import pytest

from data.errors import NeuroLensError
from data.model import Volume
from explorer.geometry import extract_slice, screen_letters, slice_position_mm
from explorer.payload import (
    decode_plane_payload,
    delta_decode,
    delta_encode,
    encode_plane_payload,
)
from explorer.window import Window, apply_window
from ui.assets import read_asset

WINDOW = Window(center=500.0, width=1200.0)


def make_volume() -> Volume:
    rng = np.random.default_rng(8)
    x, y, z = np.meshgrid(np.arange(23), np.arange(17), np.arange(11), indexing="ij")
    smooth = 40 * x + 25 * y - 30 * z
    data = (smooth + rng.integers(-50, 50, size=smooth.shape)).astype(np.int16)
    affine = np.diag([0.9, 1.2, 3.5, 1.0])
    affine[:3, 3] = (-10.0, 5.0, -20.0)
    return Volume(data=data, affine=affine, spacing=(0.9, 1.2, 3.5))


def test_delta_coding_round_trips_with_wraparound() -> None:
    frames = np.random.default_rng(9).integers(0, 256, size=(3, 5, 4), dtype=np.uint8)
    coded = delta_encode(frames)
    np.testing.assert_array_equal(coded[:, 0], frames[:, 0])
    np.testing.assert_array_equal(delta_decode(coded), frames)


@pytest.mark.parametrize("delta", [True, False])
@pytest.mark.parametrize("plane", ["axial", "coronal", "sagittal"])
def test_payload_round_trips_bit_exactly(plane: str, delta: bool) -> None:
    vol = make_volume()
    payload = encode_plane_payload(vol, plane, WINDOW, "neurological", delta=delta)
    payload = json.loads(json.dumps(payload))  # it must survive JSON as is
    frames = decode_plane_payload(payload)
    assert frames.shape == (payload["count"], payload["height"], payload["width"])
    for i in range(payload["count"]):
        want = apply_window(extract_slice(vol, plane, i, "neurological"), WINDOW)
        np.testing.assert_array_equal(frames[i], want)
    assert payload["delta"] is delta
    assert payload["letters"] == screen_letters(plane, "neurological")
    assert payload["index"] == payload["count"] // 2
    assert payload["positions_mm"] == pytest.approx(
        [slice_position_mm(vol, plane, i) for i in range(payload["count"])], abs=1e-4
    )


def test_payload_describes_geometry_and_window() -> None:
    payload = encode_plane_payload(make_volume(), "axial", WINDOW, index=99)
    assert (payload["width"], payload["height"], payload["count"]) == (23, 17, 11)
    assert payload["display_spacing"] == [1.2, 0.9]
    assert payload["spacing"] == [1.2, 0.9, 3.5]
    assert payload["window"] == {"center": 500.0, "width": 1200.0}
    assert payload["index"] == 10  # clamped
    assert payload["letters"] == {"top": "A", "bottom": "P", "left": "R", "right": "L"}
    raw = gzip.decompress(base64.b64decode(payload["data"]))
    assert len(raw) == 23 * 17 * 11


def test_delta_coding_shrinks_smooth_anatomy() -> None:
    x, y, z = np.meshgrid(np.arange(64), np.arange(64), np.arange(16), indexing="ij")
    data = (np.sin(x / 9.0) * 300 + y * 7 + z).astype(np.float32)
    vol = Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    window = Window(center=200.0, width=1000.0)
    coded = encode_plane_payload(vol, "axial", window, delta=True)
    plain = encode_plane_payload(vol, "axial", window, delta=False)
    assert len(coded["data"]) < len(plain["data"])


def test_corrupt_payloads_are_user_errors() -> None:
    payload = encode_plane_payload(make_volume(), "axial", WINDOW)
    with pytest.raises(NeuroLensError, match="not a plane payload"):
        decode_plane_payload({**payload, "data": "not base64!"})
    with pytest.raises(NeuroLensError, match="expected"):
        decode_plane_payload({**payload, "count": payload["count"] + 1})
    with pytest.raises(NeuroLensError):
        decode_plane_payload({"width": 1})


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js 18+ for web streams")
@pytest.mark.parametrize("delta", [True, False])
def test_javascript_decoder_matches_python(tmp_path, delta: bool) -> None:
    payload = encode_plane_payload(make_volume(), "coronal", WINDOW, delta=delta)
    (tmp_path / "payload.json").write_text(json.dumps(payload))
    script = tmp_path / "decode.mjs"
    script.write_text(
        read_asset("viewer/plane_decoder.js")
        + """
import { readFileSync, writeFileSync } from "node:fs";
const payload = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = await decodePlanePayload(payload);
writeFileSync(process.argv[3], out.frames);
console.log(JSON.stringify([out.width, out.height, out.count]));
"""
    )
    done = subprocess.run(
        ["node", str(script), str(tmp_path / "payload.json"), str(tmp_path / "frames.bin")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    width, height, count = json.loads(done.stdout)
    assert (width, height, count) == (payload["width"], payload["height"], payload["count"])
    js_frames = np.frombuffer((tmp_path / "frames.bin").read_bytes(), dtype=np.uint8)
    np.testing.assert_array_equal(
        js_frames.reshape(count, height, width), decode_plane_payload(payload)
    )
