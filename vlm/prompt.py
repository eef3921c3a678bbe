"""Prompt building: a case + task + chosen slices -> the exact chat messages a model receives.

The wording lives in a versioned template file (vlm/templates/*.yaml) and every run records the
template version. Text goes through the privacy gate first (vlm.privacy): identifying EHR fields
are dropped, notes scrubbed, and nothing from file headers, paths or case ids is ever written in.
Images are rendered PNG pixels (never DICOM bytes), each preceded by a label with its sequence,
plane and slice position, so the model and the reader of a run can tell which image is which.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Mapping
from collections.abc import Sequence as Seq
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import yaml

from data.errors import NeuroLensError
from data.model import Case, Plane, Sequence, Task
from vlm.privacy import (
    Confirmations,
    Deidentifier,
    case_deidentifier,
    deidentify_case_text,
    held_back_sequences,
)

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
DEFAULT_TEMPLATE = "neurology_v1"


class ImageMode(StrEnum):
    IN_VIEW = "in_view"  # the slices the viewer shows (default)
    EVEN = "even"  # N evenly spaced slices over the slices with content
    KEY = "key"  # slices the case marks as key (tag key_slice:SEQ:PLANE:INDEX), else most varied
    MONTAGE = "montage"  # one montage image per sequence


class Ablation(StrEnum):
    BOTH = "both"
    IMAGES_ONLY = "images"
    TEXT_ONLY = "text"


@dataclass(frozen=True)
class SliceView:
    """One slice on screen: what "slices in view" sends (from the viewer's current state)."""

    sequence_id: str
    plane: Plane | str
    index: int
    window: tuple[float, float] | None = None  # (center, width) as displayed


@dataclass(frozen=True)
class ImageOptions:
    mode: ImageMode = ImageMode.IN_VIEW
    count: int = 5  # slices per sequence for EVEN/KEY, tiles per montage
    max_images: int = 20
    max_size: int = 512  # longest side in pixels; larger images are downscaled
    views: tuple[SliceView, ...] = ()
    plane: Plane = Plane.AXIAL  # plane for EVEN/KEY/MONTAGE
    convention: str = "radiological"


DEFAULT_IMAGE_OPTIONS = ImageOptions()
NO_CONFIRMATIONS = Confirmations()


@dataclass(frozen=True)
class PromptImage:
    """One image as sent: lossless PNG plus what it shows (recorded with every run)."""

    sequence_id: str
    sequence: str  # human label: kind and (scrubbed) name
    plane: str
    slice_index: int | None
    slice_count: int | None
    position_mm: float | None
    png: bytes = field(repr=False)
    sha256: str = ""
    montage_of: tuple[int, ...] = ()

    def data_url(self) -> str:
        from explorer.render import png_data_url

        return png_data_url(self.png)

    def position_text(self) -> str:
        if self.montage_of:
            shown = ", ".join(str(i + 1) for i in self.montage_of)
            return f"montage of slices {shown} of {self.slice_count}"
        if self.slice_index is None:
            return "single image"
        text = f"slice {self.slice_index + 1} of {self.slice_count}"
        if self.position_mm is not None:
            text += f" at {self.position_mm:+.1f} mm"
        return text

    def record(self) -> dict[str, Any]:
        return {
            "sha256": self.sha256,
            "sequence": self.sequence_id,
            "plane": self.plane,
            "slice": self.slice_index,
            "position_mm": self.position_mm,
            "montage_of": list(self.montage_of) or None,
        }


@dataclass(frozen=True)
class Template:
    version: str
    text: Mapping[str, str]

    def __getitem__(self, key: str) -> str:
        return self.text[key]


@lru_cache(maxsize=8)
def load_template(name: str = DEFAULT_TEMPLATE) -> Template:
    path = TEMPLATES_DIR / f"{name}.yaml"
    if not path.exists():
        raise NeuroLensError(f"no prompt template {name!r} in {TEMPLATES_DIR}")
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return Template(version=str(doc["version"]), text={k: str(v) for k, v in doc.items()})


@dataclass(frozen=True)
class Prompt:
    """Everything a request carries except sampling parameters; rounds are built on demand."""

    template_version: str
    system: str
    first_turn: tuple[dict[str, Any], ...] = field(repr=False)  # content parts, images included
    later_turns: tuple[str, ...]
    images: tuple[PromptImage, ...]
    ablation: Ablation
    image_mode: ImageMode
    held_back: tuple[str, ...] = ()  # sequence labels not sent (burned-in annotation)
    removed_fields: tuple[str, ...] = ()  # EHR fields dropped by the privacy gate

    @property
    def rounds(self) -> int:
        return 1 + len(self.later_turns)

    def messages(self, earlier_answers: Seq[str] = ()) -> list[dict[str, Any]]:
        """Messages for round len(earlier_answers)+1, the model's earlier answers kept in order."""
        if len(earlier_answers) >= self.rounds:
            raise NeuroLensError(f"this task has {self.rounds} round(s)")
        msgs: list[dict[str, Any]] = [
            {"role": "system", "content": self.system},
            {"role": "user", "content": [dict(p) for p in self.first_turn]},
        ]
        for answer, turn in zip(earlier_answers, self.later_turns, strict=False):
            msgs.append({"role": "assistant", "content": answer})
            msgs.append({"role": "user", "content": turn})
        return msgs

    def fingerprint(self) -> dict[str, Any]:
        """The request without pixel data: hashed to recognise an identical request later."""
        parts = []
        for p in self.first_turn:
            if p.get("type") == "image_url":
                url = p["image_url"]["url"]
                parts.append({"image": hashlib.sha256(url.encode()).hexdigest()})
            else:
                parts.append(p)
        return {
            "template": self.template_version,
            "system": self.system,
            "first": parts,
            "later": list(self.later_turns),
        }


def request_hash(prompt: Prompt, model: str, base_url: str, params: Mapping[str, Any]) -> str:
    """Same prompt, model, endpoint and sampling settings (n aside) -> same hash."""
    body = {
        "prompt": prompt.fingerprint(),
        "model": model,
        "endpoint": base_url.rstrip("/"),
        "params": {k: v for k, v in sorted(params.items()) if k != "n"},
    }
    return hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


# ---- images -----------------------------------------------------------------------------------


def _sequence_label(seq: Sequence, scrub: Deidentifier) -> str:
    name = scrub.scrub(seq.name).strip()
    kind = str(seq.kind.value)
    if not name or name.lower() == kind.lower():
        return kind
    return f"{kind} ({name})"


def _fit(arr: npt.NDArray[np.uint8], max_size: int) -> npt.NDArray[np.uint8]:
    """Downscale so the longest side is <= max_size (aspect kept); never upscale."""
    h, w = arr.shape[:2]
    longest = max(h, w)
    if max_size <= 0 or longest <= max_size:
        return arr
    from PIL import Image

    scale = max_size / longest
    size = (max(1, round(w * scale)), max(1, round(h * scale)))
    return np.asarray(Image.fromarray(arr).resize(size, Image.Resampling.LANCZOS))


def _to_uint8(frame: npt.NDArray[np.generic]) -> npt.NDArray[np.uint8]:
    from explorer.window import apply_window, percentile_window

    if frame.dtype == np.uint8:
        return np.asarray(frame, dtype=np.uint8)
    if frame.ndim == 3:  # colour with another dtype: scale each channel alike
        data = np.asarray(frame, dtype=np.float64)
        lo, hi = float(data.min()), float(data.max())
        scaled = (data - lo) / (hi - lo or 1.0) * 255.0
        return np.asarray(np.clip(scaled, 0, 255).astype(np.uint8))
    return apply_window(frame, percentile_window(frame))


def _png_image(
    arr: npt.NDArray[np.uint8],
    seq: Sequence,
    label: str,
    plane: str,
    index: int | None,
    count: int | None,
    position: float | None,
    max_size: int,
    montage_of: tuple[int, ...] = (),
) -> PromptImage:
    from explorer.render import render_png

    png = render_png(_fit(arr, max_size))
    return PromptImage(
        sequence_id=seq.sequence_id,
        sequence=label,
        plane=plane,
        slice_index=index,
        slice_count=count,
        position_mm=position,
        png=png,
        sha256=hashlib.sha256(png).hexdigest(),
        montage_of=montage_of,
    )


def _window_for(seq: Sequence, window: tuple[float, float] | None) -> Any:
    from explorer.window import Window, default_window

    assert seq.volume is not None
    if window is not None:
        return Window(center=float(window[0]), width=float(window[1]))
    return default_window(seq.volume, seq.kind)


def _render_volume_slice(
    seq: Sequence, label: str, plane: Plane | str, index: int, opts: ImageOptions, window: Any
) -> PromptImage:
    from explorer.geometry import extract_slice, slice_count, slice_position_mm
    from explorer.window import apply_window

    vol = seq.volume
    assert vol is not None
    pixels = apply_window(np.asarray(extract_slice(vol, plane, index, opts.convention)), window)
    return _png_image(
        pixels,
        seq,
        label,
        str(Plane(plane).value),
        index,
        slice_count(vol, plane),
        float(slice_position_mm(vol, plane, index)),
        opts.max_size,
    )


def _render_stack_frame(seq: Sequence, label: str, index: int, opts: ImageOptions) -> PromptImage:
    stack = seq.stack
    assert stack is not None
    frame = _to_uint8(np.asarray(stack.frames[index]))
    return _png_image(frame, seq, label, "2D image", index, len(stack.frames), None, opts.max_size)


def key_slice_tags(case: Case) -> dict[tuple[str, str], list[int]]:
    """Key slices the case names in its tags: 'key_slice:<sequence_id>:<plane>:<index>'."""
    found: dict[tuple[str, str], list[int]] = {}
    for tag in case.tags:
        parts = tag.split(":")
        if len(parts) == 4 and parts[0] == "key_slice" and parts[3].isdigit():
            found.setdefault((parts[1], parts[2]), []).append(int(parts[3]))
    return found


def _most_varied(seq: Sequence, plane: Plane, n: int) -> list[int]:
    from explorer.geometry import plane_stack

    assert seq.volume is not None
    stack = plane_stack(seq.volume, plane)
    spread = np.asarray(stack, dtype=np.float32).reshape(stack.shape[0], -1).std(axis=1)
    return sorted(int(i) for i in np.argsort(spread)[::-1][:n])


def _stack_indices(count: int, n: int) -> list[int]:
    from explorer.montage import montage_indices

    return montage_indices(count, min(n, count))


def select_images(
    case: Case,
    opts: ImageOptions,
    confirmations: Confirmations = NO_CONFIRMATIONS,
    scrub: Deidentifier | None = None,
) -> tuple[list[PromptImage], list[str]]:
    """Render the images a request sends, and the labels of sequences held back."""
    from explorer.geometry import slice_count
    from explorer.montage import build_montage, choose_montage_indices

    scrub = scrub or case_deidentifier(case)
    held = held_back_sequences(case, confirmations)
    held_ids = {s.sequence_id for s in held}
    usable = [s for s in case.sequences if s.sequence_id not in held_ids]
    labels = {s.sequence_id: _sequence_label(s, scrub) for s in case.sequences}
    images: list[PromptImage] = []

    if opts.mode is ImageMode.IN_VIEW:
        for view in opts.views:
            if view.sequence_id in held_ids:
                continue
            seq = case.sequence(view.sequence_id)
            label = labels[seq.sequence_id]
            if seq.volume is not None:
                window = _window_for(seq, view.window)
                img = _render_volume_slice(seq, label, view.plane, view.index, opts, window)
                images.append(img)
            else:
                images.append(_render_stack_frame(seq, label, view.index, opts))
    else:
        keys = key_slice_tags(case)
        plane = Plane(opts.plane)
        for seq in usable:
            label = labels[seq.sequence_id]
            if seq.stack is not None:
                for i in _stack_indices(len(seq.stack.frames), opts.count):
                    images.append(_render_stack_frame(seq, label, i, opts))
                continue
            vol = seq.volume
            assert vol is not None
            window = _window_for(seq, None)
            if opts.mode is ImageMode.MONTAGE:
                chosen = choose_montage_indices(vol, plane, opts.count)
                grid = build_montage(vol, plane, opts.count, window, opts.convention)
                images.append(
                    _png_image(
                        grid,
                        seq,
                        label,
                        plane.value,
                        None,
                        slice_count(vol, plane),
                        None,
                        opts.max_size,
                        montage_of=tuple(chosen),
                    )
                )
                continue
            if opts.mode is ImageMode.KEY:
                indices = keys.get((seq.sequence_id, plane.value)) or _most_varied(
                    seq, plane, opts.count
                )
            else:
                indices = choose_montage_indices(vol, plane, opts.count)
            for i in indices[: opts.count]:
                images.append(_render_volume_slice(seq, label, plane, i, opts, window))
    return images[: max(0, opts.max_images)], [labels[s.sequence_id] for s in held]


# ---- text -------------------------------------------------------------------------------------


def _text(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def build_prompt(
    case: Case,
    task: Task,
    opts: ImageOptions = DEFAULT_IMAGE_OPTIONS,
    ablation: Ablation = Ablation.BOTH,
    confirmations: Confirmations = NO_CONFIRMATIONS,
    template: str = DEFAULT_TEMPLATE,
    images: Seq[PromptImage] | None = None,
) -> Prompt:
    """The privacy-gated prompt for one task. `images` skips rendering (already selected)."""
    tpl = load_template(template)
    scrub = case_deidentifier(case)
    clean = deidentify_case_text(case, scrub)
    held: list[str] = []
    chosen: list[PromptImage] = []
    if ablation is not Ablation.TEXT_ONLY:
        if images is None:
            chosen, held = select_images(case, opts, confirmations, scrub)
        else:
            chosen = list(images)

    parts: list[dict[str, Any]] = [_text(tpl["intro"])]
    if ablation is not Ablation.IMAGES_ONLY:
        if clean.ehr:
            lines = "\n".join(f"- {k}: {v}" for k, v in clean.ehr)
            parts.append(_text(f"{tpl['ehr_heading']}\n{lines}"))
        if clean.notes:
            parts.append(_text(f"{tpl['notes_heading']}\n" + "\n\n".join(clean.notes)))
    if chosen:
        parts.append(_text(tpl["images_heading"].format(count=len(chosen))))
        for number, img in enumerate(chosen, start=1):
            label = tpl["image_label"].format(
                number=number,
                count=len(chosen),
                sequence=img.sequence,
                plane=img.plane,
                position=img.position_text(),
            )
            parts.append(_text(label))
            parts.append({"type": "image_url", "image_url": {"url": img.data_url()}})
    else:
        parts.append(_text(tpl["no_images"]))
    question = scrub.scrub(task.question)
    parts.append(_text(f"{tpl['question_heading']}\n{question}\n\n{tpl['answer_format'].strip()}"))

    later = tuple(
        f"{tpl['turn_intro'].format(round=i + 2, rounds=len(task.turns) + 1)}\n"
        f"{scrub.scrub(turn)}\n\n{tpl['turn_answer']}"
        for i, turn in enumerate(task.turns)
    )
    return Prompt(
        template_version=tpl.version,
        system=tpl["system"].strip(),
        first_turn=tuple(parts),
        later_turns=later,
        images=tuple(chosen),
        ablation=ablation,
        image_mode=opts.mode,
        held_back=tuple(held),
        removed_fields=clean.removed_fields,
    )


def preview_messages(messages: list[dict[str, Any]], keep_chars: int = 48) -> str:
    """The exact payload as JSON, with each image data URL shortened for reading."""

    def shorten(obj: Any) -> Any:
        if isinstance(obj, dict):
            return {k: shorten(v) for k, v in obj.items()}
        if isinstance(obj, list):
            return [shorten(v) for v in obj]
        if isinstance(obj, str) and obj.startswith("data:image/") and len(obj) > keep_chars:
            return f"{obj[:keep_chars]}... ({len(obj):,} characters)"
        return obj

    return json.dumps(shorten(messages), indent=2, ensure_ascii=False)


def png_size(png: bytes) -> tuple[int, int]:
    """(width, height) of PNG bytes, for the preview."""
    from PIL import Image

    with Image.open(io.BytesIO(png)) as img:
        return int(img.size[0]), int(img.size[1])
