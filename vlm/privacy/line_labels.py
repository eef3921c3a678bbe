"""A word a cue seems to introduce across a line break, when it opens the next line as a label
or an abbreviation ("Verwijsbrief huisarts\nAan: polikliniek …", "Konsiliarbericht\nPat. Werner
…", "Neurologist\nRe: …"): the next line's heading, not a name after the cue."""

from __future__ import annotations

import re

__all__ = ["label_on_next_line"]

_LABEL_END = re.compile(r"[ \t]*[:.]")


def label_on_next_line(text: str, cue_start: int, start: int, end: int) -> bool:
    """Whether the single word at [start, end), found after a cue that starts at `cue_start`,
    opens a new line and is followed by a colon or a full stop."""
    if "\n" not in text[cue_start:start]:
        return False
    return " " not in text[start:end].strip() and bool(_LABEL_END.match(text, end))
