"""A word in the list of a medication line is a drug, even when it is also a first name
("Medications: Levothyroxine, Calcium Carbonate, Senna", "Medikation: Madopar, Sirdalud,
Lyrica"): the line opens with a medication heading and the word stands first or after a list's
comma, semicolon or slash. Read by names."""

from __future__ import annotations

import re

_HEADING = re.compile(
    r"(?im)^[ \t]*(?:(?:current|regular|home|discharge|usual)[ \t]+)?(?:medications?|meds|"
    r"drugs|drug history|tto|medikation|medikamente|dauermedikation|entlassmedikation|"
    r"traitements?(?:[ \t]+habituel)?|médicaments|medicaci[oó]n(?:[ \t]+habitual)?|"
    r"tratamiento(?:[ \t]+habitual)?|f[aá]rmacos|medicatie|thuismedicatie|ontslagmedicatie)"
    r"[ \t]*:[ \t]*"
)
# How far back a medication line's heading is looked for (a long line of drugs and doses).
_LONGEST_LIST = 400
# What the list may hold between the heading and the word: no sentence's end, no line break.
_LIST_SO_FAR = re.compile(r"[^.\n]*(?:[,;/+][ \t]*)?")


def in_medication_list(text: str, start: int) -> bool:
    """The word at `start` is an item of a medication line's list."""
    window = max(0, start - _LONGEST_LIST)
    newline = text.rfind("\n", window, start)
    if newline < 0 and window > 0:
        return False  # no line start near: read back a bounded stretch, never the whole text
    line_start = newline + 1
    head = _HEADING.match(text, line_start)
    if head is None or head.end() > start:
        return False
    between = text[head.end() : start]
    return between == "" or bool(
        _LIST_SO_FAR.fullmatch(between) and between.rstrip()[-1:] in {",", ";", "/", "+"}
    )
