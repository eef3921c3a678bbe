"""Prompt building: a case + task + chosen slices -> the exact chat messages a model receives.

The wording lives in a versioned template file (vlm/templates/*.yaml) and every run records the
template version. Text goes through the privacy gate first (vlm.privacy): EHR fields not known to
be clinical are withheld, notes in a language the gate cannot read are withheld unless released,
the rest is scrubbed, and nothing from file headers, paths or case ids is ever written in.
Images are chosen and rendered by explorer.case_images (lossless PNG pixels, never DICOM bytes,
side letters in a margin); this module only writes the words: each image is preceded by a label
with its sequence kind, plane, slice position and sides, and the system prompt states the display
convention (NEUROLENS_DISPLAY), so a model can tell the patient's left from right.
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
from typing import Any, Protocol

import yaml

from data.errors import NeuroLensError
from data.model import Case, Task
from explorer.case_images import CaseImage, ImageMode, ImageOptions, SliceView, sequence_labels
from explorer.case_images import select_images as render_case_images
from explorer.geometry import as_convention
from vlm.encoded_messages import EncodedMessages
from vlm.privacy import (
    CleanText,
    Confirmations,
    Deidentifier,
    GatedField,
    case_deidentifier,
    deidentify_case_text,
    held_back_sequences,
)

__all__ = [
    "Ablation",
    "CaseImage",
    "ImageMode",
    "ImageOptions",
    "Prompt",
    "PromptImage",
    "SliceView",
    "build_prompt",
    "load_template",
    "preview_messages",
    "request_hash",
    "select_images",
]

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
DEFAULT_TEMPLATE = "neurology_v2"  # v1 stays loadable: earlier runs name it


class Ablation(StrEnum):
    BOTH = "both"
    IMAGES_ONLY = "images"
    TEXT_ONLY = "text"


DEFAULT_IMAGE_OPTIONS = ImageOptions()
NO_CONFIRMATIONS = Confirmations()
PromptImage = CaseImage  # the name earlier code used for an image as sent


class Scrubs(Protocol):
    """What scrubs a task's question and rounds: the case's Deidentifier, or its results."""

    def scrub(self, text: str) -> str: ...


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
    images: tuple[CaseImage, ...]
    ablation: Ablation
    image_mode: ImageMode
    held_back: tuple[str, ...] = ()  # sequence labels not sent (burned-in annotation)
    removed_fields: tuple[str, ...] = ()  # EHR fields withheld by the privacy gate
    withheld_notes: tuple[GatedField, ...] = ()  # notes in a language the gate cannot read
    released_notes: tuple[GatedField, ...] = ()  # such notes sent as they are (not de-identified)
    # the first round's messages as JSON, encoded on first send (vlm.encoded_messages), and
    # the request hash, computed once however many times the prompt is named by it
    _encoded: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def rounds(self) -> int:
        return 1 + len(self.later_turns)

    def messages(self, earlier_answers: Seq[str] = ()) -> EncodedMessages:
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
        # the first round is the same in every sample and round: its JSON is encoded once
        return EncodedMessages(msgs, self._encoded, shared=2)

    def fingerprint(self) -> dict[str, Any]:
        """The request without pixel data: hashed to recognise an identical request later."""
        known = {img.data_url(): img.url_sha256 for img in self.images}  # hashed once per image
        parts = []
        for p in self.first_turn:
            if p.get("type") == "image_url":
                url = p["image_url"]["url"]
                digest = known.get(url) or hashlib.sha256(url.encode()).hexdigest()
                parts.append({"image": digest})
            else:
                parts.append(p)
        return {
            "template": self.template_version,
            "system": self.system,
            "first": parts,
            "later": list(self.later_turns),
        }


def request_hash(prompt: Prompt, model: str, base_url: str, params: Mapping[str, Any]) -> str:
    """Same prompt, model, endpoint and sampling settings (n aside) -> same hash. Kept with the
    prompt: a batch names a task's run and records its row by the same hash."""
    wanted = {k: v for k, v in sorted(params.items()) if k != "n"}
    key = "hash:" + json.dumps([model, base_url, wanted], sort_keys=True, default=str)
    known = prompt._encoded.get(key)
    if known is not None:
        return str(known)
    body = {
        "prompt": prompt.fingerprint(),
        "model": model,
        "endpoint": base_url.rstrip("/"),
        "params": wanted,
    }
    digest = hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()
    prompt._encoded[key] = digest
    return digest


# ---- images -----------------------------------------------------------------------------------


def select_images(
    case: Case,
    opts: ImageOptions,
    confirmations: Confirmations = NO_CONFIRMATIONS,
) -> tuple[list[CaseImage], list[str]]:
    """Render the images a request sends, and the labels of sequences held back (privacy gate)."""
    held = held_back_sequences(case, confirmations)
    labels = sequence_labels(case)
    images = render_case_images(case, opts, exclude={s.sequence_id for s in held})
    return images, [labels[s.sequence_id] for s in held]


def display_statement(tpl: Template, convention: str) -> str:
    """The template's sentence for the display convention (templates from v2 on have one)."""
    return tpl.text.get(f"display_{as_convention(convention)}", "").strip()


# ---- text -------------------------------------------------------------------------------------


def _text(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


def gate_case_text(case: Case, confirmations: Confirmations) -> tuple[Deidentifier, CleanText]:
    """The case's own scrubber and its text as the privacy gate lets it go (the same for every
    task of the case)."""
    scrub = case_deidentifier(case)
    return scrub, deidentify_case_text(case, scrub, confirmations.released_texts)


def build_prompt(
    case: Case,
    task: Task,
    opts: ImageOptions = DEFAULT_IMAGE_OPTIONS,
    ablation: Ablation = Ablation.BOTH,
    confirmations: Confirmations = NO_CONFIRMATIONS,
    template: str = DEFAULT_TEMPLATE,
    images: Seq[CaseImage] | None = None,
    held_back: Seq[str] = (),
    case_text: tuple[Scrubs, CleanText] | None = None,
) -> Prompt:
    """The privacy-gated prompt for one task. `images` skips rendering (already selected, with
    `held_back` the labels of the sequences the gate held back then); `case_text` skips gating
    the case's text (gate_case_text, already done for another task of the case)."""
    tpl = load_template(template)
    scrub, clean = case_text or gate_case_text(case, confirmations)
    held: list[str] = []
    chosen: list[CaseImage] = []
    if ablation is not Ablation.TEXT_ONLY:
        if images is None:
            chosen, held = select_images(case, opts, confirmations)
        else:
            chosen, held = list(images), list(held_back)

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
                orientation=img.orientation,
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
        system=tpl["system"].replace("{display}", display_statement(tpl, opts.convention)).strip(),
        first_turn=tuple(parts),
        later_turns=later,
        images=tuple(chosen),
        ablation=ablation,
        image_mode=opts.mode,
        held_back=tuple(held),
        removed_fields=clean.removed_fields,
        withheld_notes=clean.withheld_notes,
        released_notes=clean.released_notes,
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
    from PIL import Image  # deferred: only the preview asks for a size

    with Image.open(io.BytesIO(png)) as img:
        return int(img.size[0]), int(img.size[1])
