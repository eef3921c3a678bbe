"""A word before a grade in Roman numerals is a classification, not a person or a town ("Marshall
III", "Hunt IV", "Brunnstrom V"): only where no capitalised word stands before it on the line,
so a surname's generational suffix ("Robert Marshall III") still reads as a name, and never a
first name, which before a numeral names a king or a pope and the streets, schools and
hospitals named after them ("Carlos III", "Juan XXIII")."""

from __future__ import annotations

import re

from vlm.privacy.first_names import is_first_name

_ROMAN_AFTER = re.compile(r"[ \t]+(?:I{1,3}|IV|VI?)[a-c]?(?![\w'’-])")
_CAPITAL_BEFORE = re.compile(r"[A-Z][\w'’.-]*[ \t]+$")


def graded_by_roman(text: str, start: int, end: int) -> bool:
    """The word at `start`..`end` stands alone before a Roman-numeral grade."""
    if text[end + 1 : end + 2] not in ("I", "V") or not _ROMAN_AFTER.match(text, end):
        return False  # the cheap test first: this runs for every name-like word
    if is_first_name(text[start:end]):
        return False
    return not _CAPITAL_BEFORE.search(text, max(0, start - 30), start)
