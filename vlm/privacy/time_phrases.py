"""A capitalised word straight before a weekday or a month opens a phrase of time, not a name:
German "Ab Mittwoch", "Bis Freitag" ("Ab" is also a Dutch first name), "Tot maandag"; a
surname is never a weekday or a month. Read by names."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.dates import MONTH, WEEKDAY

_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_]+)")
_CALENDAR_WORD = re.compile(rf"(?:{WEEKDAY}|{MONTH})", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _is_calendar_word(word: str) -> bool:
    return _CALENDAR_WORD.fullmatch(word) is not None


def before_calendar_word(text: str, end: int) -> bool:
    """The word ending at `end` is followed by a weekday or a month ("Ab Mittwoch")."""
    nxt = _NEXT_WORD.match(text, end)
    return nxt is not None and len(nxt.group(1)) > 2 and _is_calendar_word(nxt.group(1))
