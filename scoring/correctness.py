"""The offline correctness rule: is a predicted final diagnosis the reference diagnosis?

Transparent by design, so a user can check every verdict by eye (RULE_TEXT is shown in the UI):
both texts are normalised (diacritics, punctuation, hyphens, possessive 's, case), then the
reference diagnosis, its own synonyms and the synonym table's group for it are looked for as
whole-word phrases inside the first alternative of the prediction, outside a negation.
Abbreviations (two or more capitals, such as "MS" or "GBM") only match in capitals, so the
English words "we", "he" or "ad" never match "WE", "HE" or "AD".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from data.errors import LoadError
from data.model import Reference

SYNONYMS_FILE = Path(__file__).with_name("synonyms.yaml")

RULE_TEXT = (
    "Offline rule: the predicted final diagnosis and the reference are normalised (case, "
    "punctuation, hyphens, possessive 's, diacritics); the prediction is correct when its first "
    "alternative (text before ' or ' / ' vs ') contains the reference diagnosis, one of its "
    "listed synonyms, or a name from the same group of the synonym table (scoring/synonyms.yaml) "
    "as whole words, not negated ('not', 'no evidence of', 'unlikely', 'ruled out', ...). "
    "Abbreviations match only in capitals."
)

# Words that, within NEGATION_WINDOW tokens before a match in the same clause, negate it.
PRE_NEGATIONS: tuple[tuple[str, ...], ...] = (
    ("no",),
    ("not",),
    ("without",),
    ("non",),
    ("unlikely",),
    ("exclude",),
    ("excluded",),
    ("excluding",),
    ("absent",),
    ("negative", "for"),
    ("rule", "out"),
    ("ruled", "out"),
    ("r", "o"),
    ("less", "likely"),
    ("rather", "than"),
    ("instead", "of"),
    ("against",),
)
# Phrases right after a match (same clause) that negate it: "MS unlikely", "MS is not ...".
POST_NEGATIONS: tuple[tuple[str, ...], ...] = (
    ("unlikely",),
    ("excluded",),
    ("ruled", "out"),
    ("less", "likely"),
    ("not", "likely"),
    ("is", "not"),
    ("was", "not"),
    ("is", "unlikely"),
    ("was", "excluded"),
    ("is", "excluded"),
    ("negative",),
)
NEGATION_WINDOW = 4
ALTERNATIVE_SPLIT = re.compile(r"\s+(?:or|vs\.?|versus|and/or)\s+|\s*/\s*(?=[A-Za-z]{3})", re.I)
CLAUSE_SPLIT = re.compile(r"[;,.:!?()\[\]\n]+|\s+but\s+", re.I)


@dataclass(frozen=True)
class Verdict:
    """One correctness decision and how it was reached (the method is shown in the UI)."""

    correct: bool | None  # None: could not be judged (no reference, grader failed, ...)
    method: str  # "rule", "embedding", "grader"
    matched: str = ""  # the reference name that matched (rule) or ""
    reason: str = ""  # one line for the UI


def strip_diacritics(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def tokenize(text: str) -> list[str]:
    """Case-preserving tokens: diacritics dropped, possessive 's removed, punctuation as spaces."""
    text = strip_diacritics(text).replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"(\w)'s\b", r"\1", text, flags=re.I)
    text = re.sub(r"(\w)(s)'(?=\s|$)", r"\1\2", text, flags=re.I)
    text = re.sub(r"[^\w]+|_", " ", text)
    return text.split()


def normalise_diagnosis(text: str) -> str:
    """The folded form used for display and for comparing names: 'alzheimer disease'."""
    return " ".join(tokenize(text)).lower()


def _is_abbreviation(token: str) -> bool:
    return sum(ch.isupper() for ch in token) >= 2


@dataclass(frozen=True)
class _Term:
    text: str  # as written in the reference or the table
    tokens: tuple[str, ...]

    def matches_at(self, words: Sequence[str], start: int) -> bool:
        if start + len(self.tokens) > len(words):
            return False
        for want, got in zip(self.tokens, words[start : start + len(self.tokens)], strict=False):
            if _is_abbreviation(want):
                if got != want:
                    return False
            elif got.lower() != want.lower():
                return False
        return True


def _starts_with(words: Sequence[str], phrase: Sequence[str]) -> bool:
    return [w.lower() for w in words[: len(phrase)]] == list(phrase)


def _negated(before: Sequence[str], after: Sequence[str]) -> bool:
    window = [w.lower() for w in before[-NEGATION_WINDOW:]]
    for cue in PRE_NEGATIONS:
        for i in range(len(window) - len(cue) + 1):
            if tuple(window[i : i + len(cue)]) == cue:
                return True
    return any(_starts_with(after, cue) for cue in POST_NEGATIONS)


class SynonymTable:
    """Groups of names that count as the same diagnosis, loaded from YAML data."""

    def __init__(self, groups: Iterable[Sequence[str]], version: int | str = 1) -> None:
        self.groups: tuple[tuple[str, ...], ...] = tuple(tuple(g) for g in groups if g)
        self.version = version
        self._by_name: dict[str, int] = {}
        for i, group in enumerate(self.groups):
            for name in group:
                self._by_name.setdefault(normalise_diagnosis(name), i)

    @classmethod
    def from_yaml(cls, path: Path) -> SynonymTable:
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise LoadError(path, f"cannot read synonym table: {exc}") from exc
        groups = doc.get("groups") if isinstance(doc, dict) else None
        if not isinstance(groups, list) or not all(
            isinstance(g, list) and all(isinstance(n, str) for n in g) for g in groups
        ):
            raise LoadError(path, "synonym table needs 'groups': a list of lists of names")
        return cls(groups, version=doc.get("version", 1))

    def group_of(self, name: str) -> tuple[str, ...]:
        i = self._by_name.get(normalise_diagnosis(name))
        return () if i is None else self.groups[i]


class DiagnosisMatcher:
    """The offline rule. `match(predicted, reference)` returns a Verdict with method 'rule'."""

    method = "rule"

    def __init__(self, table: SynonymTable) -> None:
        self.table = table

    def accepted_names(self, reference: Reference) -> tuple[str, ...]:
        """Reference diagnosis, its synonyms, then the table's groups for any of them."""
        names: list[str] = []
        seen: set[str] = set()
        seeds = [reference.diagnosis, *reference.synonyms]
        for name in [*seeds, *(n for s in seeds for n in self.table.group_of(s))]:
            key = normalise_diagnosis(name)
            if key and key not in seen:
                seen.add(key)
                names.append(name)
        return tuple(names)

    def match(self, predicted: str, reference: Reference | None) -> Verdict:
        if reference is None or not reference.diagnosis.strip():
            return Verdict(None, self.method, reason="no reference diagnosis for this task")
        if not predicted or not predicted.strip():
            return Verdict(False, self.method, reason="the answer gives no final diagnosis")
        first = ALTERNATIVE_SPLIT.split(predicted.strip(), maxsplit=1)[0]
        terms = [_Term(n, tuple(tokenize(n))) for n in self.accepted_names(reference)]
        terms = [t for t in terms if t.tokens]
        negated_hit = ""
        for clause in CLAUSE_SPLIT.split(first):
            words = tokenize(clause)
            for start in range(len(words)):
                for term in terms:
                    if not term.matches_at(words, start):
                        continue
                    end = start + len(term.tokens)
                    if _negated(words[:start], words[end:]):
                        negated_hit = negated_hit or term.text
                        continue
                    return Verdict(True, self.method, term.text, f"matched {term.text!r}")
        if negated_hit:
            return Verdict(False, self.method, "", f"{negated_hit!r} appears only negated")
        if first != predicted.strip():
            return Verdict(
                False, self.method, reason="first alternative does not name the reference"
            )
        return Verdict(False, self.method, reason="no reference name or synonym found")


@lru_cache(maxsize=4)
def load_matcher(path: Path = SYNONYMS_FILE) -> DiagnosisMatcher:
    """The matcher over a synonym file, parsed once per path."""
    return DiagnosisMatcher(SynonymTable.from_yaml(path))
