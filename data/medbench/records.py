"""Neural-MedBench records, whatever their source: the licence notice, difficulty and family
parsing, question texts, images decoded into sequences, and the memory budget check."""

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from data.errors import LoadError
from data.formats import images as image_io
from data.formats.montage_grid import detect_grid, split_tiles
from data.model import (
    Difficulty,
    ImageStack,
    Sequence,
    SequenceKind,
    TaskFamily,
)

DEFAULT_BUDGET = 2 * 1024**3
PROJECT_PAGE_FILES = {
    "direct-diagnosis": Difficulty.DIRECT,
    "complex-diseases": Difficulty.COMPLEX,
    "multi-round-dialogue": Difficulty.MULTI_ROUND,
}
LICENCE = "MIT (as stated on the Neural-MedBench project page)"
NOTICE = (
    "Neural-MedBench (arXiv 2509.22258). Cases curated by the benchmark authors; "
    "check the dataset card for terms before redistribution."
)


# --- shared helpers --------------------------------------------------------------------------


def parse_difficulty(value: Any) -> Difficulty | None:
    """'Direct Diagnosis', 'complex-diseases', 'multi_turn', 'multi-round-dialogue' ..."""
    text = str(value or "").lower()
    if "direct" in text:
        return Difficulty.DIRECT
    if "complex" in text:
        return Difficulty.COMPLEX
    if any(word in text for word in ("multi", "dialog", "round", "turn")):
        return Difficulty.MULTI_ROUND
    return None


def parse_family(value: Any) -> TaskFamily | None:
    text = str(value or "").lower()
    if "lesion" in text or "recogn" in text or "locali" in text:
        return TaskFamily.LESION
    if "rationale" in text or "explan" in text or "reason" in text:
        return TaskFamily.RATIONALE
    if "diagnos" in text or "differential" in text:
        return TaskFamily.DIFFERENTIAL
    return None


def difficulty_from_name(path: Path) -> Difficulty | None:
    stem = path.name.lower().removesuffix(".json")
    return PROJECT_PAGE_FILES.get(stem) or parse_difficulty(stem)


def decode_image(item: Any) -> npt.NDArray[np.generic]:
    """PIL image, {'bytes','path'} dict, raw bytes, data URI, bare base64 or a file path."""
    if hasattr(item, "convert") and hasattr(item, "size"):  # PIL.Image from a datasets Image
        return np.asarray(item)
    if isinstance(item, Mapping):
        if item.get("bytes"):
            return decode_image(item["bytes"])
        if item.get("path"):
            return image_io.load_image_file(Path(str(item["path"])))
        raise ValueError("image entry has neither bytes nor path")
    if isinstance(item, bytes | bytearray | memoryview):
        return image_io.decode_image_bytes(bytes(item))
    if isinstance(item, str):
        if item.startswith("data:"):
            return image_io.decode_data_uri(item)
        if Path(item).is_file():
            return image_io.load_image_file(Path(item))
        return image_io.decode_data_uri(item)
    raise ValueError(f"cannot read an image from {type(item).__name__}")


def image_size(item: Any) -> tuple[int, int]:
    """(height, width) of an image entry (any form decode_image takes) from its header only."""
    if hasattr(item, "convert") and hasattr(item, "size"):  # PIL.Image from a datasets Image
        return int(item.size[1]), int(item.size[0])
    if isinstance(item, Mapping):
        if item.get("bytes"):
            return image_size(item["bytes"])
        if item.get("path"):
            return image_size(Path(str(item["path"])).read_bytes())
        raise ValueError("image entry has neither bytes nor path")
    if isinstance(item, bytes | bytearray | memoryview):
        return image_io.image_bytes_size(bytes(item))
    if isinstance(item, str):
        if not item.startswith("data:") and Path(item).is_file():
            return image_io.image_bytes_size(Path(item).read_bytes(), label=item)
        raw, where = image_io.data_uri_bytes(item)
        return image_io.image_bytes_size(raw, label=where)
    raise ValueError(f"cannot read an image from {type(item).__name__}")


T = TypeVar("T")


def read_each(
    items: list[Any], read: Callable[[Any], T], where: str, raw_id: str, messages: list[str]
) -> list[tuple[int, T]]:
    """(position, read(item)) of each image entry that reads; an unreadable one becomes a
    message naming the record and the image, and the others still load."""
    out = []
    for k, item in enumerate(items):
        try:
            out.append((k, read(item)))
        except Exception as exc:
            messages.append(f"{where}: {raw_id} image {k + 1} unreadable ({exc})")
    return out


def as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return list(value)
    if isinstance(value, np.ndarray) and value.dtype == object:
        return list(value)
    return [value]


def image_sequences(
    case_id: str,
    images: list[npt.NDArray[np.generic]],
    labels: list[str],
    *,
    source_path: str = "",
) -> list[Sequence]:
    """The images as they are (montages stay montages), plus their tiles when a grid is found."""
    if not images:
        return []
    sequences = [
        Sequence(
            sequence_id=f"{case_id}-images",
            kind=SequenceKind.OTHER,
            name="Case images",
            stack=ImageStack(frames=tuple(images), labels=tuple(labels)),
            description="Images as published (often montages of several slices)",
            source_path=source_path,
        )
    ]
    tiles, tile_labels = _split_montages(images, labels)
    if tiles:
        sequences.append(
            Sequence(
                sequence_id=f"{case_id}-tiles",
                kind=SequenceKind.OTHER,
                name="Montage tiles",
                stack=ImageStack(frames=tuple(tiles), labels=tuple(tile_labels)),
                description="Montages split along their regular grid",
                source_path=source_path,
            )
        )
    return sequences


def _split_montages(
    images: list[npt.NDArray[np.generic]], labels: list[str]
) -> tuple[list[npt.NDArray[np.generic]], list[str]]:
    tiles: list[npt.NDArray[np.generic]] = []
    tile_labels: list[str] = []
    for image, label in zip(images, labels, strict=True):
        try:
            grid = detect_grid(image)
        except Exception:
            grid = None
        if not grid or grid[0] * grid[1] < 2:
            continue
        rows, cols = grid
        for k, tile in enumerate(split_tiles(image, rows, cols)):
            tiles.append(tile)
            tile_labels.append(f"{label} tile {k + 1}/{rows * cols}")
    return tiles, tile_labels


def check_budget(path: str, total: int, budget: int) -> None:
    if total > budget:
        raise LoadError(
            path, f"images need {total / 1e6:.0f} MB, above the memory budget {budget / 1e6:.0f} MB"
        )


def question_texts(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(number, text) pairs in question_number order."""
    out = []
    for k, q in enumerate(as_list(record.get("questions"))):
        if isinstance(q, Mapping):
            number = str(q.get("question_number", k + 1))
            text = str(q.get("question_text") or q.get("question") or "").strip()
        else:
            number, text = str(k + 1), str(q).strip()
        if text:
            out.append((number, text))
    return sorted(out, key=lambda p: (int(p[0]) if p[0].isdigit() else 10**6, p[0]))
