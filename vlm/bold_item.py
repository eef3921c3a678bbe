"""A differential whose one item is set in bold ("1. A 2. **B** 3. C", "- **A** — reasons
- B - C"): the model marks its pick by type, as chat models do, and the bold item is the answer.
Only a list of two or more items (numbered or bulleted lines) with exactly one of them holding
bold text counts, and only when that text is not a heading of its own ("**Less likely:**") and
no other item is bold; bold elsewhere (section headings) does not matter."""

from __future__ import annotations

import re

_LIST_LINE = re.compile(r"^[ \t]*(?:[-*•]|\d{1,2}[.)、]|\(\d{1,2}\))[ \t]+(?P<body>.+)$", re.M)
_BOLD = re.compile(r"\*\*(?P<text>[^*\n]{2,120}?)\*\*|__(?P<alt>[^_\n]{2,120}?)__")
# a bold run that heads a part of the answer, or lowers, rather than naming a pick
_NOT_A_PICK = re.compile(
    r"[:：]\s*$|\b(?:less likely|unlikely|excluded|ruled out|not|differential|findings?|"
    r"recommendation|poco probable|peu probable|unwahrscheinlich|ausgeschlossen|exclu)\b",
    re.I,
)


def bold_item(text: str) -> tuple[int, int] | None:
    """Where the bold text of the one bold list item stands in `text`, or None."""
    if "**" not in text and "__" not in text:
        return None  # the rare anchor first: most answers have no bold type
    lines = list(_LIST_LINE.finditer(text))
    if len(lines) < 2:
        return None
    bold = [(line, b) for line in lines for b in _BOLD.finditer(text, *line.span("body"))]
    if len(bold) != 1:  # no bold item, or several: no pick by type
        return None
    b = bold[0][1]
    group = "text" if b.group("text") is not None else "alt"
    if _NOT_A_PICK.search(b.group(group)) or _NOT_A_PICK.search(text[b.end() : b.end() + 2]):
        return None
    return b.start(group), b.end(group)
