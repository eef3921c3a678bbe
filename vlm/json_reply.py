"""A grader's reply read as one JSON object, with or without a Markdown code fence: the first
check every schema-validated prompt (the rubric grader, the category suggester) makes."""

from __future__ import annotations

import json
import re
from typing import Any

_FENCED = re.compile(r"```(?:json)?\s*(.*?)\s*```", re.S)


class ReplyNotObject(ValueError):
    """The reply is not one JSON object (the message says why, in one line)."""


def read_json_object(text: str) -> dict[str, Any]:
    """The JSON object a reply holds, or ReplyNotObject ("not JSON: ...", "not a JSON object")."""
    stripped = text.strip()
    fenced = _FENCED.fullmatch(stripped)
    if fenced:
        stripped = fenced.group(1)
    try:
        doc = json.loads(stripped)
    except json.JSONDecodeError as exc:
        raise ReplyNotObject(f"not JSON: {exc.msg}") from None
    if not isinstance(doc, dict):
        raise ReplyNotObject("not a JSON object")
    return doc
