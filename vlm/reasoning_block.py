"""A reasoning model's thinking block (<think>...</think>) is not its answer.

Reasoning models (and chat templates that open the block in the prompt, leaving only the
closing tag in the reply) write their deliberation first, naming every disease they weigh, and
answer after the block. The block is blanked, not cut, so that offsets into the answer (the span
a verdict quotes) stay those of the raw text.
"""

from __future__ import annotations

import re

_TAGS = "think|thinking|reasoning|thought|scratchpad"
_BLOCK = re.compile(rf"<(?P<tag>{_TAGS})>.*?</(?P=tag)>", re.I | re.S)
_CLOSE_ONLY = re.compile(rf"^.*?</(?:{_TAGS})>", re.I | re.S)
_OPEN = re.compile(rf"<(?:{_TAGS})>", re.I)


def _blank(match: re.Match[str]) -> str:
    return re.sub(r"[^\n]", " ", match.group())


def blank_reasoning(text: str) -> str:
    """`text` with its closed thinking blocks blanked (a reply that opens with only a closing
    tag: everything up to it), when an answer stands after them; else `text` unchanged (a
    reply cut off inside its block has nothing else to judge)."""
    out = _BLOCK.sub(_blank, text)
    close = _CLOSE_ONLY.search(out)
    if close and not _OPEN.search(close.group()):
        out = _blank(close) + out[close.end() :]
    return out if out.strip() else text
