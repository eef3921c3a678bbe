"""2D images (PNG/JPEG files, base64 data URIs) -> numpy arrays and ImageStack Sequences.

The bytes decide the format, not the label: Neural-MedBench's project-page JSON labels its data
URIs `image/jpeg` while the bytes are PNG. The pixel count is checked against the memory budget
before decoding, so a decompression bomb fails with a message instead of eating the server.
"""

from __future__ import annotations

import base64
import binascii
import io
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError, format_size
from data.model import ImageStack, Sequence, SequenceKind

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp", ".gif")
DEFAULT_BUDGET_BYTES = 512 * 1024 * 1024

_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"BM", "BMP"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
)


def sniff_image_format(head: bytes) -> str | None:
    """'PNG', 'JPEG', 'GIF', 'BMP', 'TIFF', 'WEBP' from the first bytes, or None."""
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "WEBP"
    return None


def load_image_file(path: Path, budget_bytes: int = DEFAULT_BUDGET_BYTES) -> npt.NDArray[Any]:
    """A PNG/JPEG/... file as (H, W) grayscale or (H, W, 3) RGB (uint8, or uint16 for 16-bit)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise LoadError(path, f"cannot read file ({exc.strerror or exc})") from exc
    return decode_image_bytes(raw, label=str(path), budget_bytes=budget_bytes)


def data_uri_bytes(
    uri: str, budget_bytes: int = DEFAULT_BUDGET_BYTES, label: str = "data URI"
) -> tuple[bytes, str]:
    """The encoded bytes of a `data:image/...;base64,...` URI (or bare base64), and a label
    naming it for errors."""
    text = uri.lstrip()
    if text[:5].lower() == "data:":
        head, sep, payload = text.partition(",")
        if not sep:
            raise LoadError(label, "data URI without a comma before its payload")
        params = head[5:].split(";")
        is_base64 = "base64" in (p.strip().lower() for p in params[1:])
        where = f"{label} ({params[0].strip() or 'unlabelled'})"
    else:
        payload, is_base64, where = text, True, label
    if not is_base64:
        raise LoadError(where, "only base64 data URIs hold images")
    approx = len(payload) * 3 // 4
    if approx > budget_bytes:
        raise LoadError(
            where,
            f"{format_size(approx)} of encoded image exceeds the budget "
            f"{format_size(budget_bytes)}",
        )
    try:
        raw = base64.b64decode("".join(payload.split()), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise LoadError(where, f"invalid base64 ({exc})") from exc
    return raw, where


def decode_data_uri(
    uri: str, budget_bytes: int = DEFAULT_BUDGET_BYTES, label: str = "data URI"
) -> npt.NDArray[Any]:
    """A `data:image/...;base64,...` URI (or bare base64) as an image array.

    The declared MIME type is ignored: the decoded bytes are sniffed."""
    raw, where = data_uri_bytes(uri, budget_bytes, label)
    return decode_image_bytes(raw, label=where, budget_bytes=budget_bytes)


def image_bytes_size(raw: bytes, label: str = "image") -> tuple[int, int]:
    """(height, width) from an encoded image's header, its pixels left undecoded: what a
    catalog scan records."""
    from PIL import Image

    if sniff_image_format(raw[:16]) is None:
        head = raw[:8].hex(" ") if raw else "nothing"
        raise LoadError(label, f"not a PNG/JPEG image (starts with {head})")
    try:
        with Image.open(io.BytesIO(raw)) as image:
            width, height = image.size
    except Exception as exc:
        raise LoadError(label, f"unreadable image header ({exc})") from exc
    return height, width


def decode_image_bytes(
    raw: bytes, label: str = "image", budget_bytes: int = DEFAULT_BUDGET_BYTES
) -> npt.NDArray[Any]:
    """Encoded image bytes -> array, with a size check before the pixels are decoded."""
    import warnings

    from PIL import Image

    kind = sniff_image_format(raw[:16])
    if kind is None:
        head = raw[:8].hex(" ") if raw else "nothing"
        raise LoadError(label, f"not a PNG/JPEG image (starts with {head})")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(raw))
            width, height = image.size
            bands = len(image.getbands())
            needed = width * height * max(bands, 1) * (2 if image.mode.startswith("I") else 1) * 2
            if needed > budget_bytes:
                raise LoadError(
                    label,
                    f"{kind} declares {width}x{height} pixels ({bands} band(s)), about "
                    f"{format_size(needed)} decoded, more than the memory budget "
                    f"{format_size(budget_bytes)}",
                )
            image.load()
    except LoadError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise LoadError(label, f"{kind} image too large to decode safely ({exc})") from exc
    except Exception as exc:  # truncated streams, bad chunks, unsupported modes
        raise LoadError(label, f"cannot decode {kind} image ({type(exc).__name__}: {exc})") from exc
    return _to_array(image)


def _to_array(image: Any) -> npt.NDArray[Any]:
    """Grayscale stays 2D; colour becomes RGB; alpha is composited over black; an RGB image
    whose three channels are equal (most exported MRI slices) becomes 2D grayscale."""
    mode = image.mode
    if mode in ("I;16", "I;16B", "I;16L", "I;16N"):
        return np.asarray(image, dtype=np.uint16)
    if mode in ("I", "F"):
        arr = np.asarray(image)
        if mode == "I" and arr.min() >= 0 and arr.max() <= 65535:
            return arr.astype(np.uint16)
        return arr.astype(np.float32)
    if mode == "1":
        return np.asarray(image.convert("L"))
    if mode in ("P", "PA"):
        image = image.convert("RGBA")
        mode = "RGBA"
    if mode == "LA":
        la = np.asarray(image, dtype=np.float32)
        return np.rint(la[..., 0] * (la[..., 1] / 255.0)).astype(np.uint8)
    if mode == "L":
        return np.asarray(image)
    if mode != "RGBA":
        image = image.convert("RGB")
    arr = np.asarray(image)
    if arr.shape[-1] == 4:
        alpha = arr[..., 3]
        if np.all(alpha == 255):
            arr = arr[..., :3]
        else:
            weight = alpha.astype(np.float32)[..., None] / 255.0
            arr = np.rint(arr[..., :3].astype(np.float32) * weight).astype(np.uint8)
    if np.array_equal(arr[..., 0], arr[..., 1]) and np.array_equal(arr[..., 1], arr[..., 2]):
        return np.ascontiguousarray(arr[..., 0])
    return np.ascontiguousarray(arr)


def image_stack_sequence(
    frames: Iterable[npt.NDArray[Any]],
    *,
    sequence_id: str,
    name: str,
    kind: SequenceKind = SequenceKind.OTHER,
    labels: Iterable[str] = (),
    pixel_spacing: tuple[float, float] | None = None,
    description: str = "",
    burned_in_annotation: bool = False,
    synthetic: bool = False,
    source_path: str = "",
) -> Sequence:
    """A Sequence holding 2D images with no 3D geometry (slices, montages)."""
    frame_list = tuple(np.asarray(f) for f in frames)
    if not frame_list:
        raise LoadError(source_path or name, "no images to stack")
    for i, frame in enumerate(frame_list):
        if frame.ndim not in (2, 3) or (frame.ndim == 3 and frame.shape[2] not in (3, 4)):
            raise LoadError(
                source_path or name, f"image {i + 1} has unsupported shape {frame.shape}"
            )
    label_list = tuple(labels)
    if label_list and len(label_list) != len(frame_list):
        raise LoadError(
            source_path or name, f"{len(label_list)} labels for {len(frame_list)} images"
        )
    if not description:
        h, w = frame_list[0].shape[:2]
        description = f"{len(frame_list)} 2D image(s), first {w}x{h} pixels, no 3D geometry"
    stack = ImageStack(frames=frame_list, labels=label_list, pixel_spacing=pixel_spacing)
    return Sequence(
        sequence_id=sequence_id,
        kind=kind,
        name=name,
        stack=stack,
        description=description,
        burned_in_annotation=burned_in_annotation,
        synthetic=synthetic,
        source_path=source_path,
    )
