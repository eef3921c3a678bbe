"""A two-person eponym written in the other order: "Jakob-Creutzfeldt disease" for
Creutzfeldt-Jakob disease, "Eaton-Lambert syndrome", "Spatz-Hallervorden disease". Both orders
are in clinical use, and an answer naming the other one read as a name the table lacks."""

from __future__ import annotations

import re

_PERSON = r"[A-Z][a-z\u00c0-\u024f]{2,}"
_PAIR = re.compile(
    rf"^(?P<a>{_PERSON})-(?P<b>{_PERSON})(?P<tail>(?:['\u2019]s)?\s+(?:disease|syndrome)"
    r"(?:\s.*)?)$"
)


def swapped_pair(name: str) -> str:
    """'B-A head' for a name 'A-B head' of two persons and a disease or syndrome head; else ''."""
    m = _PAIR.match(name.strip())
    return f"{m.group('b')}-{m.group('a')}{m.group('tail')}" if m else ""
