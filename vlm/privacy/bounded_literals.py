"""Where any of a text's own short list of literal strings stands as a whole word, found with
str.find instead of a regular expression compiled for that text (compiling one per text cost
more than the search). The result is the one `(?<![\\w<before>])(?:a|b|…)(?![\\w<after>])`
gives with the alternatives longest first: at each position the longest literal that ends at a
word boundary, scanning on from its end."""

from __future__ import annotations

from collections.abc import Iterable


def bounded_literals(
    text: str, literals: Iterable[str], before: str = "", after: str = ""
) -> list[tuple[int, int]]:
    """(start, end) of each non-overlapping whole-word occurrence, left to right; a literal
    stands where the character before it is no word character nor one of `before`, and the one
    after it no word character nor one of `after`."""
    longest: dict[int, int] = {}
    for literal in set(literals):
        if not literal:
            raise ValueError("an empty literal matches everywhere")
        size = len(literal)
        at = text.find(literal)
        while at != -1:
            end = at + size
            free = _free(text, at - 1, before) and _free(text, end, after)
            if free and end > longest.get(at, -1):
                longest[at] = end
            at = text.find(literal, at + 1)
    out: list[tuple[int, int]] = []
    pos = 0
    for start in sorted(longest):
        if start >= pos:
            out.append((start, longest[start]))
            pos = longest[start]
    return out


def _free(text: str, index: int, extra: str) -> bool:
    """Outside the text, or a character that is neither a word character (as the regex engine
    reads \\w) nor one of `extra`."""
    if index < 0 or index >= len(text):
        return True
    char = text[index]
    return not (char.isalnum() or char == "_" or char in extra)
