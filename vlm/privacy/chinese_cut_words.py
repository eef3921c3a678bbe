"""Three characters after a cue ("患者", "病人") that are two words of the dictionary cut in the
middle, not a name: "患者康复训练" (rehabilitation + training), "患者安静入睡" (quiet + falling
asleep). The first two characters are a common word and the third starts a common word with the
character after it; a name's family name and first given character are rarely a word at all
("王建", "李美"), and where they are ("高峰", "王国庆") the third character does not join the next
one into a word."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["cuts_two_words"]

# Dictionary counts of everyday two-character words (jieba's "康复" 1018, "训练" 7829, "入睡" 415).
_COMMON = 300


def cuts_two_words(text: str, start: int, end: int, frequency: Callable[[str], int]) -> bool:
    """Whether the three characters at [start, end) are a common word and the first character
    of another that the text goes on with."""
    if end - start != 3 or end >= len(text):
        return False
    head, tail = text[start : start + 2], text[end - 1 : end + 1]
    return frequency(head) >= _COMMON and frequency(tail) >= _COMMON
