"""Untrusted text (model answers, grader reasons, case notes) made safe to show in Markdown.

Gradio's Markdown sanitises scripts but still renders `<img>` and `![a](url)`, so a model answer
could load a remote resource (a tracking beacon that also leaks the Referer). Everything a model,
a grader or a case file wrote is therefore shown as literal text: Markdown and HTML syntax is
escaped, and bidirectional control characters (which can reverse what a reader sees) are replaced
by a visible marker. Pure functions, no gradio.
"""

from __future__ import annotations

import re

# U+202A-U+202E (embeddings/overrides), U+2066-U+2069 (isolates), LRM/RLM, Arabic letter mark.
BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)
_BIDI_RE = re.compile("[" + "".join(sorted(BIDI_CONTROLS)) + "]")
# C0 controls other than tab/newline, DEL and C1 controls: invisible, some terminals act on them.
_CONTROL_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# The characters that start emphasis, code, headings, tables, links, images, HTML or entities.
_MARKDOWN_SPECIAL = frozenset("\\`*_[]<>#|!~&")


def neutralise_bidi(text: object) -> str:
    """Bidi controls become a visible `[U+202E]` marker; other invisible controls are dropped."""
    out = _BIDI_RE.sub(lambda m: f"[U+{ord(m.group()):04X}]", str(text))
    return _CONTROL_RE.sub("", out)


def escape_markdown(text: object) -> str:
    """Literal text for a Markdown widget: no heading, table, link, image or raw HTML survives.

    `&` is escaped too, so `&lt;img&gt;` shows as typed instead of as an entity."""
    return "".join("\\" + ch if ch in _MARKDOWN_SPECIAL else ch for ch in neutralise_bidi(text))


def code_block(text: object) -> str:
    """A fenced block the text cannot close (the fence is longer than any backtick run inside):
    Markdown shows its content verbatim, so HTML and image syntax inside render as text."""
    body = neutralise_bidi(text)
    longest = max((len(run) for run in re.findall(r"`+", body)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{body}\n{fence}"


def plain_cell(value: object) -> object:
    """A table cell shown as plain text: strings lose bidi controls, other values pass through."""
    return neutralise_bidi(value) if isinstance(value, str) else value
