"""Where the hand-labelled privacy sets live, what each one is, and the order the bench prints
them in: the outside dev set beside the checkout, and our own sets, listed with what each holds
in tests/vlm/data/phi_sets.yaml: held-back (frozen) sets, never tuned on, and tuning sets (an
upper bound). A catalogue file rather than code, so that a new set is one entry."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "vlm" / "data"
DEV_SET = ROOT.parent / "shared" / "eval" / "phi_dev.jsonl"
CATALOGUE = DATA / "phi_sets.yaml"


@dataclass(frozen=True)
class PhiSet:
    """One of our own sets: its label in the bench's tables, its file, whether it is held back."""

    label: str
    path: Path
    held_back: bool
    about: str


@cache
def load_catalogue(path: Path = CATALOGUE) -> tuple[PhiSet, ...]:
    """Our own sets in the order the bench prints them; a missing file or a repeated label is an
    error here rather than a silently shorter table."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    sets = tuple(
        PhiSet(
            label=str(item["label"]),
            path=DATA / str(item["file"]),
            held_back=bool(item["held_back"]),
            about=str(item.get("about") or ""),
        )
        for item in doc["sets"]
    )
    labels = [s.label for s in sets]
    repeated = sorted({label for label in labels if labels.count(label) > 1})
    if repeated:
        raise ValueError(f"{path}: labels listed twice: {repeated}")
    missing = [s.path.name for s in sets if not s.path.exists()]
    if missing:
        raise FileNotFoundError(f"{path}: sets listed but not found: {missing}")
    return sets


def set_path(label: str) -> Path:
    """The file of our own set with this label ("frozen w", "tuning clin k")."""
    for phi_set in load_catalogue():
        if phi_set.label == label:
            return phi_set.path
    raise KeyError(label)


# Our own hand-written sets in the order the bench prints them: (label, file, upper bound?).
OWN_SETS: tuple[tuple[str, Path, bool], ...] = tuple(
    (s.label, s.path, not s.held_back) for s in load_catalogue()
)
