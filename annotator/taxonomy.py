"""The error taxonomy, read from annotator/taxonomy.yaml so auditors can change it without code.

Keys are what label events store; the mapping to the paper's five categories lives beside each
key, so the paper's view is always derivable from stored labels.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from data.errors import LoadError

TAXONOMY_FILE = Path(__file__).resolve().parent / "taxonomy.yaml"

# The paper's five categories (Neural-MedBench error analysis) and its three published shares.
PAPER_CATEGORIES = (
    "Reasoning Failure",
    "Perceptual Failure",
    "Knowledge Gap",
    "Grounding Error",
    "Visual Hallucination",
)
# The paper publishes only reasoning / perceptual / the rest combined as "other".
PAPER_THREE_WAY = {
    "Reasoning Failure": "reasoning",
    "Perceptual Failure": "perceptual",
    "Knowledge Gap": "other",
    "Grounding Error": "other",
    "Visual Hallucination": "other",
    "Other (unspecified)": "other",
}


@dataclass(frozen=True)
class Subtype:
    key: str
    label: str
    definition: str
    paper: str | None


@dataclass(frozen=True)
class Category:
    key: str
    label: str
    definition: str
    shortcut: str
    paper: str | None
    failure: bool = True
    subtypes: tuple[Subtype, ...] = ()

    def subtype(self, key: str) -> Subtype | None:
        return next((s for s in self.subtypes if s.key == key), None)


@dataclass(frozen=True)
class Taxonomy:
    version: str
    categories: tuple[Category, ...]
    tag_suggestions: tuple[str, ...] = ()

    def get(self, key: str) -> Category:
        for cat in self.categories:
            if cat.key == key:
                return cat
        raise KeyError(f"no category {key!r} in taxonomy {self.version}")

    def by_shortcut(self, key: str) -> Category | None:
        return next((c for c in self.categories if c.shortcut == key), None)

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.categories)

    @property
    def failure_keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.categories if c.failure)

    def paper_category(self, category: str, subtype: str | None = None) -> str | None:
        """The paper's category for a stored label (None: not a failure, or unknown key)."""
        try:
            cat = self.get(category)
        except KeyError:
            return None
        sub = cat.subtype(subtype) if subtype else None
        if sub is not None and sub.paper:
            return sub.paper
        return cat.paper

    def validate(self, category: str, subtype: str | None) -> None:
        cat = self.get(category)
        if subtype and cat.subtype(subtype) is None:
            raise KeyError(f"category {category!r} has no sub-type {subtype!r}")


def _text(raw: dict[str, Any], key: str, path: Path) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LoadError(path, f"every entry needs a non-empty {key!r}")
    return " ".join(value.split())


def load_taxonomy(path: Path = TAXONOMY_FILE) -> Taxonomy:
    """Read and check a taxonomy file; a bad file is a LoadError with one line saying why."""
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise LoadError(path, f"cannot read taxonomy: {exc}") from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("categories"), list):
        raise LoadError(path, "a taxonomy needs a 'categories' list")
    cats: list[Category] = []
    for entry in raw["categories"]:
        if not isinstance(entry, dict):
            raise LoadError(path, "each category must be a mapping")
        subs = tuple(
            Subtype(
                key=_text(s, "key", path),
                label=_text(s, "label", path),
                definition=_text(s, "definition", path),
                paper=s.get("paper"),
            )
            for s in entry.get("subtypes") or []
        )
        cats.append(
            Category(
                key=_text(entry, "key", path),
                label=_text(entry, "label", path),
                definition=_text(entry, "definition", path),
                shortcut=str(entry.get("shortcut", "")),
                paper=entry.get("paper"),
                failure=bool(entry.get("failure", True)),
                subtypes=subs,
            )
        )
    keys = [c.key for c in cats]
    if len(set(keys)) != len(keys):
        raise LoadError(path, f"duplicate category keys in {keys}")
    shortcuts = [c.shortcut for c in cats if c.shortcut]
    if len(set(shortcuts)) != len(shortcuts):
        raise LoadError(path, f"duplicate shortcuts in {shortcuts}")
    tags = tuple(str(t) for t in raw.get("tag_suggestions") or [])
    return Taxonomy(
        version=str(raw.get("version", "")), categories=tuple(cats), tag_suggestions=tags
    )
