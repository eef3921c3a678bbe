"""Where a labelled conclusion's block ends in a Markdown report: at the next heading.

A report written as "## Impression" over its diagnosis and "## Differential" over the
alternatives, with no blank line between the sections, would otherwise be read as one block,
so the differential's names would join the impression as an uncommitted list."""

from __future__ import annotations

import re

_HEADING = re.compile(  # "## Differential", "**Differential diagnosis**", "**Alternatives:**"
    r"(?m)^[ \t]*(?:#{1,6}[ \t]+\S|\*\*[^*\n]{1,40}\*\*[ \t]*[:：]?[ \t]*$)"
)


def before_next_heading(text: str, start: int, end: int) -> int:
    """`end`, or where the first heading line after `start` begins, whichever is first."""
    found = _HEADING.search(text, start + 1, end)
    return found.start() if found and found.start() > start else end
