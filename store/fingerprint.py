"""A run's settings fingerprint: the experiment it belongs to, so numbers only pool like with like.

Two runs share a fingerprint when the prompt template, the images (mode, per sequence, plane, size),
the ablation, the sampling parameters, n and the dialogue mode are the same. The key is a short
stable hash of the parts; the label is what a reader sees ("img=even×20 axial 512px · both · T0.7
p0.95 · n5 · tmpl neurology_v1"). Pure functions: the vlm layer records a fingerprint with each run,
the scoring layer groups by it, and rows from before migration 0007 get one derived from what
their run row recorded.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# How a multi-round task is asked: every later round in the same conversation, seeing the model's
# own earlier answers (vlm.runs). A task's number of rounds is part of the task, not a setting.
DIALOGUE = "conversation"

PART_NAMES = (
    "template",
    "image_mode",
    "images_per_sequence",
    "plane",
    "size",
    "ablation",
    "temperature",
    "top_p",
    "max_tokens",
    "seed",
    "n",
    "dialogue",
)


@dataclass(frozen=True)
class Fingerprint:
    """The parts (a dict of PART_NAMES), their short hash and a readable label."""

    parts: Mapping[str, Any]

    @property
    def key(self) -> str:
        return fingerprint_key(self.parts)

    @property
    def label(self) -> str:
        return fingerprint_label(self.parts)

    def as_json(self) -> str:
        return json.dumps(dict(self.parts), sort_keys=True)


def fingerprint_key(parts: Mapping[str, Any]) -> str:
    """10 hex characters of sha256 over the canonical JSON of the parts."""
    canon = json.dumps(
        {k: parts.get(k) for k in PART_NAMES}, sort_keys=True, separators=(",", ":"), default=str
    )
    return hashlib.sha256(canon.encode()).hexdigest()[:10]


def _num(value: Any) -> str:
    if value is None:
        return "?"
    f = float(value)
    return f"{f:g}"


def fingerprint_label(parts: Mapping[str, Any]) -> str:
    """'img=even×20 axial 512px · both · T0.7 p0.95 · n5 · tmpl neurology_v1' (with '?' for a
    part an old run did not record)."""
    ablation = str(parts.get("ablation") or "?")
    if ablation == "text":
        images = "no images"
    else:
        per = parts.get("images_per_sequence")
        size = parts.get("size")
        images = (
            f"img={parts.get('image_mode') or '?'}×{per if per is not None else '?'} "
            f"{parts.get('plane') or '?'} {f'{size}px' if size else '?px'}"
        )
    bits = [
        images,
        ablation,
        f"T{_num(parts.get('temperature'))} p{_num(parts.get('top_p'))}"
        + (f" max{parts['max_tokens']}" if parts.get("max_tokens") not in (None, 1024) else "")
        + (f" seed{parts['seed']}" if parts.get("seed") is not None else ""),
        f"n{parts.get('n') if parts.get('n') is not None else '?'}",
    ]
    dialogue = parts.get("dialogue")
    if dialogue and dialogue != DIALOGUE:
        bits.append(str(dialogue))
    bits.append(f"tmpl {parts.get('template') or '?'}")
    return " · ".join(bits)


def _images_parts(images: Sequence[Mapping[str, Any]]) -> tuple[int | None, str | None]:
    """Images per sequence (the most any sequence got) and the plane(s), from a run's record."""
    if not images:
        return None, None
    per_seq = Counter(str(i.get("sequence") or "") for i in images)
    planes = sorted({str(i.get("plane") or "") for i in images if i.get("plane")})
    return max(per_seq.values()), "+".join(planes) or None


def make_fingerprint(
    *,
    template: str,
    image_mode: str,
    ablation: str,
    params: Mapping[str, Any],
    dialogue: str = DIALOGUE,
    images: Sequence[Mapping[str, Any]] = (),
    images_per_sequence: int | None = None,
    plane: str | None = None,
    size: int | None = None,
) -> Fingerprint:
    """The fingerprint of a run. The image settings come from the options asked for when known
    (a batch), else from the images the run recorded (a live query, an old row)."""
    seen_per_seq, seen_plane = _images_parts(images)
    text_only = ablation == "text"
    parts = {
        "template": template or None,
        "image_mode": None if text_only else (image_mode or None),
        "images_per_sequence": None
        if text_only
        else (images_per_sequence if images_per_sequence is not None else seen_per_seq),
        "plane": None if text_only else (plane or seen_plane),
        "size": None if text_only else size,
        "ablation": ablation or "both",
        "temperature": params.get("temperature"),
        "top_p": params.get("top_p"),
        "max_tokens": params.get("max_tokens"),
        "seed": params.get("seed"),
        "n": params.get("n"),
        "dialogue": dialogue,
    }
    return Fingerprint(parts)


def _loads(value: Any) -> Any:
    if isinstance(value, str) and value:
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return None
    return value


def fingerprint_of_row(run: Mapping[str, Any]) -> Fingerprint:
    """A runs-table row's fingerprint: the recorded parts, else derived from its columns."""
    parts = _loads(run.get("fingerprint_parts"))
    if isinstance(parts, Mapping) and parts:
        return Fingerprint(dict(parts))
    params = _loads(run.get("params"))
    images = _loads(run.get("images"))
    return make_fingerprint(
        template=str(run.get("template_version") or ""),
        image_mode=str(run.get("image_mode") or ""),
        ablation=str(run.get("ablation") or ""),
        params=params if isinstance(params, Mapping) else {},
        images=images if isinstance(images, list) else [],
    )
