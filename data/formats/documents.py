"""Reading JSON and YAML documents safely: a size cap and a nesting cap checked before parsing.

Python's JSON and YAML parsers recurse once per nesting level, so a file nested 100,000 deep
raises RecursionError (or worse) inside the parser. A cheap scan of the brackets outside strings
finds the depth first, and a file that is too large or too deep is refused with a one-line
LoadError that says what the limit is.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from data.errors import LoadError, format_size

MAX_DOCUMENT_BYTES = 512 * 1024 * 1024
MAX_NESTING = 100
# JSON strings (and YAML double-quoted ones) hide brackets that do not nest anything.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def nesting_depth(text: str) -> int:
    """The deepest bracket nesting ([ and {) outside double-quoted strings; linear time."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    codes = np.frombuffer(brackets.encode("ascii"), dtype=np.uint8)
    steps = np.where((codes == ord("[")) | (codes == ord("{")), 1, -1)
    return int(np.cumsum(steps).max(initial=0))


def read_document_text(
    path: Path,
    what: str,
    max_bytes: int = MAX_DOCUMENT_BYTES,
    max_nesting: int = MAX_NESTING,
) -> str:
    """The file's text, once it is known to be small and shallow enough to parse."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise LoadError(path, f"cannot read {what}: {exc.strerror or exc}") from exc
    if size > max_bytes:
        raise LoadError(
            path,
            f"{what} is {format_size(size)}; the limit is {format_size(max_bytes)} "
            "(split it into several files)",
        )
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LoadError(path, f"cannot read {what}: {exc}") from exc
    depth = nesting_depth(text)
    if depth > max_nesting:
        raise LoadError(
            path,
            f"{what} is nested {depth:,} levels deep; the limit is {max_nesting} "
            "(a damaged or hostile file?)",
        )
    return text
