"""False redactions counted by class, never by string: the placeholder each became, the detector
that found it, the document's language, the field (EHR value or note body) and the shape of the
redacted text. A held-back set's false redactions are thereby described without being read.

The detector is found by a second, traced pass of the gate over the documents that had a false
redaction: every span-finding function of vlm.privacy is wrapped for the pass, and a span is
put down to the most deeply nested function that yielded an overlapping span. The app's gate is
unchanged; the bench alone wraps it, and only while it traces."""

from __future__ import annotations

import inspect
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import GeneratorType
from typing import Any

from vlm.privacy.spans import Span

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_NOT_TRACED = frozenset({"merge_spans", "replace_spans", "regex_spans"})
AXES = ("kind", "detector", "language", "field", "shape")
_PAIRS = (("detector", "language"), ("detector", "shape"))


@dataclass(frozen=True)
class FalseRedaction:
    """One false redaction's classes (no string of it)."""

    kind: str
    detector: str
    language: str
    field: str
    shape: str


def shape_of(value: str) -> str:
    """The redacted text's shape: CJK, contains digits, all caps, multi-word, single capitalised
    word, or lower case."""
    if _CJK.search(value):
        return "CJK"
    if any(ch.isdigit() for ch in value):
        return "contains digits"
    letters = [ch for ch in value if ch.isalpha()]
    if len(letters) > 1 and all(ch.isupper() for ch in letters):
        return "all caps"
    if len(value.split()) > 1:
        return "multi-word"
    if value[:1].isupper():
        return "single capitalised word"
    return "lower case"


def count_by(items: list[FalseRedaction], axis: str) -> Counter[str]:
    return Counter(getattr(f, axis) for f in items)


def class_table(items: list[FalseRedaction], top: int = 12) -> str:
    """One line per axis: each class and its count, largest first (totals only)."""
    if not items:
        return "false redactions by class: none"
    lines = ["| false redactions by | counts |", "| --- | --- |"]
    for axis in AXES:
        counts = count_by(items, axis).most_common(top)
        lines.append(f"| {axis} | {', '.join(f'{k} {n}' for k, n in counts)} |")
    for first, second in _PAIRS:
        pairs = Counter(f"{getattr(f, first)} / {getattr(f, second)}" for f in items)
        counts = pairs.most_common(top)
        lines.append(f"| {first} / {second} | {', '.join(f'{k} {n}' for k, n in counts)} |")
    return "\n".join(lines)


# ---- which detector found a span ---------------------------------------------------------------


class _Recorder:
    def __init__(self) -> None:
        self.depth = 0
        self.found: list[tuple[str, int, str, Span]] = []  # (text, depth, detector, span)


def _wrap(func: Callable[..., Any], rec: _Recorder) -> Callable[..., Any]:
    name = func.__name__.lstrip("_")

    def traced(*args: Any, **kwargs: Any) -> Any:
        rec.depth += 1
        try:
            result = func(*args, **kwargs)
            if isinstance(result, GeneratorType | Iterator) and not isinstance(result, str):
                items = list(result)
                result = iter(items)
            elif isinstance(result, list):
                items = result
            else:
                return result
            text = args[0] if args and isinstance(args[0], str) else ""
            depth = rec.depth
            rec.found += [(text, depth, name, s) for s in items if isinstance(s, Span)]
            return result
        finally:
            rec.depth -= 1

    traced.__wrapped__ = func  # type: ignore[attr-defined]
    return traced


def _detectors() -> Iterator[tuple[Any, str, Callable[..., Any]]]:
    """(module, attribute, function) of every span-finding function vlm.privacy's modules use."""
    for mod_name, module in list(sys.modules.items()):
        if not mod_name.startswith("vlm.privacy") or module is None:
            continue
        for attr, obj in list(vars(module).items()):
            if not inspect.isfunction(obj) or not obj.__module__.startswith("vlm.privacy"):
                continue
            if obj.__name__ in _NOT_TRACED:
                continue
            if attr.endswith("_spans") or attr.endswith("_names") or attr == "trim_name":
                yield module, attr, obj


@contextmanager
def traced_detectors() -> Iterator[_Recorder]:
    """Every span-finding function wrapped to record what it yields, restored afterwards."""
    import vlm.privacy  # noqa: F401  (all detector modules loaded before wrapping)

    rec = _Recorder()
    originals = list(_detectors())
    wrapped: dict[int, Callable[..., Any]] = {}
    for module, attr, func in originals:
        wrapped.setdefault(id(func), _wrap(func, rec))
        setattr(module, attr, wrapped[id(func)])
    try:
        yield rec
    finally:
        for module, attr, func in originals:
            setattr(module, attr, func)


def detector_of(rec: _Recorder, text: str, start: int, end: int, kind: str) -> str:
    """The most deeply nested detector that yielded a span overlapping [start, end) of `text`
    (trim_name stands for its caller's pattern: the next one out is named with it)."""
    hits = [(d, n) for t, d, n, s in rec.found if t == text and s.start < end and start < s.end]
    if not hits:
        return "known value" if kind == "known" else "case-wide"
    hits.sort(key=lambda h: -h[0])
    names = [n for _, n in hits if n != "trim_name"]
    inner = names[0] if names else "trim_name"
    if inner == "name_spans":
        return f"name_spans: {_name_pattern(text, start, end)}"
    return inner


def _name_pattern(text: str, start: int, end: int) -> str:
    """Which of name_spans' own patterns stands over [start, end) of `text`."""
    from vlm.privacy import names

    for label in ("TITLED", "CUED", "VERB_CUED", "FAMILY_GIVEN", "GREETING", "NAME_WORD"):
        pattern = getattr(names, label, None)
        if pattern is None:
            continue
        if any(m.start() < end and start < m.end() for m in pattern.finditer(text)):
            return label.lower()
    return "other"
