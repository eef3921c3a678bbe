"""2D images: files and data URIs sniffed by content, colour handling, bombs, stacks."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from data.errors import LoadError
from data.formats.images import (
    decode_data_uri,
    decode_image_bytes,
    image_stack_sequence,
    load_image_file,
    sniff_image_format,
)
from data.model import SequenceKind


def _png_bytes(arr: np.ndarray, mode: str | None = None) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(arr, mode=mode).save(buf, format="PNG")
    return buf.getvalue()


def test_rgba_png_with_opaque_alpha_becomes_rgb(png_rgba_file: Path) -> None:
    arr = load_image_file(png_rgba_file)
    assert arr.shape == (12, 20, 3)
    assert arr.dtype == np.uint8
    assert tuple(arr[2, 3]) == (255, 0, 0)
    assert tuple(arr[5, 7]) == (70, 70, 70)


def test_gray_content_in_rgb_becomes_2d() -> None:
    gray = np.tile(np.arange(0, 250, 10, dtype=np.uint8), (4, 1))
    rgb = np.stack([gray] * 3, axis=-1)
    arr = decode_image_bytes(_png_bytes(rgb))
    assert arr.shape == (4, 25)
    np.testing.assert_array_equal(arr, gray)


def test_transparent_pixels_composite_over_black() -> None:
    rgba = np.zeros((2, 2, 4), dtype=np.uint8)
    rgba[..., :3] = 200
    rgba[0, 0, 3] = 255
    rgba[1, 1, 3] = 0
    arr = decode_image_bytes(_png_bytes(rgba, "RGBA"))
    assert arr.shape == (2, 2)
    assert arr[0, 0] == 200 and arr[1, 1] == 0


def test_png_labelled_jpeg_loads_from_data_uri() -> None:
    img = np.arange(60, dtype=np.uint8).reshape(6, 10)
    uri = "data:image/jpeg;base64," + base64.b64encode(_png_bytes(img)).decode()
    np.testing.assert_array_equal(decode_data_uri(uri), img)  # lossless: it really was PNG


def test_real_jpeg_and_bare_base64() -> None:
    buf = io.BytesIO()
    Image.fromarray(np.full((16, 16), 128, dtype=np.uint8)).save(buf, format="JPEG", quality=95)
    arr = decode_data_uri(base64.b64encode(buf.getvalue()).decode())
    assert arr.shape == (16, 16)
    assert abs(int(arr.mean()) - 128) <= 2


def test_16_bit_png_keeps_its_depth(tmp_path: Path) -> None:
    img = (np.arange(12, dtype=np.uint16) * 5000).reshape(3, 4)
    path = tmp_path / "deep.png"
    Image.fromarray(img).save(path)
    arr = load_image_file(path)
    assert arr.dtype == np.uint16
    np.testing.assert_array_equal(arr, img)


def test_bad_inputs_raise_load_error(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="invalid base64"):
        decode_data_uri("data:image/png;base64,@@@not base64@@@")
    with pytest.raises(LoadError, match="not a PNG/JPEG image"):
        decode_data_uri("data:image/png;base64," + base64.b64encode(b"hello world").decode())
    truncated = _png_bytes(np.random.default_rng(0).integers(0, 255, (64, 64), dtype=np.uint8))
    path = tmp_path / "cut.png"
    path.write_bytes(truncated[: len(truncated) // 2])
    with pytest.raises(LoadError, match="cannot decode PNG") as info:
        load_image_file(path)
    assert "cut.png" in str(info.value)
    with pytest.raises(LoadError, match="cannot read file"):
        load_image_file(tmp_path / "missing.png")


def _png_header_only(width: int, height: int) -> bytes:
    """A PNG whose header declares width x height but whose pixel data is tiny (a bomb)."""
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return len(data).to_bytes(4, "big") + kind + data + crc.to_bytes(4, "big")

    ihdr = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, 0, 0, 0, 0])
    body = zlib.compress(bytes(1000), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


def test_decompression_bomb_is_refused_before_decoding(tmp_path: Path) -> None:
    path = tmp_path / "bomb.png"
    path.write_bytes(_png_header_only(20000, 20000))
    with pytest.raises(LoadError, match="too large to decode safely") as info:
        load_image_file(path)
    assert "bomb.png" in str(info.value)
    path.write_bytes(_png_header_only(3000, 3000))
    with pytest.raises(LoadError, match="3000x3000 pixels") as info:
        load_image_file(path, budget_bytes=1024 * 1024)
    assert "budget" in str(info.value)


def test_sniff_formats() -> None:
    assert sniff_image_format(b"\x89PNG\r\n\x1a\n....") == "PNG"
    assert sniff_image_format(b"\xff\xd8\xff\xe0") == "JPEG"
    assert sniff_image_format(b"RIFF\x00\x00\x00\x00WEBPVP8 ") == "WEBP"
    assert sniff_image_format(b"DICM") is None


def test_image_stack_sequence() -> None:
    frames = [np.zeros((4, 5), dtype=np.uint8), np.ones((4, 5, 3), dtype=np.uint8)]
    seq = image_stack_sequence(
        frames, sequence_id="montage", name="Montage", labels=["a", "b"], kind=SequenceKind.T2
    )
    assert seq.stack is not None and seq.volume is None
    assert len(seq.stack.frames) == 2
    assert seq.stack.labels == ("a", "b")
    assert "2 2D image(s)" in seq.description
    with pytest.raises(LoadError, match="labels for"):
        image_stack_sequence(frames, sequence_id="x", name="x", labels=["a"])
    with pytest.raises(LoadError, match="no images"):
        image_stack_sequence([], sequence_id="x", name="x")
