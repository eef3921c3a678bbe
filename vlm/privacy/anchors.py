"""A cheap test that a pattern cannot match a text, read off the pattern itself: the strings one
of which every match must contain (the literals at its start, or a list every match passes
through: "@" of an e-mail, the street words after a capitalised name). Most detectors' patterns
start with a word boundary, a look-behind or a case-insensitive list, so the regex engine tries
them at every position; one search for their anchors in the lower-cased text skips those that
cannot match. The test only ever says "cannot match" when no match exists, so no output changes.
Where every match starts with one of a short list of strings, `matches` also tries the pattern
only where one of them stands, rather than at every position of the text, with the same matches.

Texts are compared lower-cased, with the characters the regex engine treats as one letter when
ignoring case ("ſ" and "s", "µ" and "μ") folded together; a text whose lower-case form changes
length is never skipped."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from re import _casefix, _constants, _parser  # type: ignore[attr-defined]
from typing import Any

_LONGEST = 4  # characters of each anchor: enough to be rare, few enough to stay a short list
_MOST_ANCHORS = 400  # more alternatives than this: no test (a list that long is no anchor)
_MOST_PROBES = 4096  # patterns whose test is kept (the modules compile far fewer)
_MOST_CLASS = 8  # a character class of more letters than this ends an anchor

Heads = frozenset[tuple[str, bool]]  # (anchor, whether the item ends there and more may follow)
_OPEN: Heads = frozenset({("", True)})
_CLOSED: Heads = frozenset({("", False)})


def _fold_table() -> dict[int, int]:
    """Each character the engine matches as another when ignoring case, to one of its class."""
    table: dict[int, int] = {}
    for code, others in _casefix._EXTRA_CASES.items():
        group = {code, *others}
        for member in group:
            table[member] = min(group | {table.get(member, member)})
    return table


_FOLD = _fold_table()


def fold(text: str) -> str | None:
    """`text` as anchors are compared with it; None when lower-casing changes its length."""
    low = text.lower()
    if len(low) != len(text):
        return None
    return low.translate(_FOLD)


@lru_cache(maxsize=8)
def folded(text: str) -> str | None:
    """fold(text), kept for the few texts being scrubbed now (every detector asks)."""
    return fold(text)


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only when `pattern` cannot match anywhere in `text`."""
    probe = _probes.get(pattern)
    if probe is None:
        if len(_probes) >= _MOST_PROBES:  # patterns compiled per text: keep memory bounded
            _probes.clear()
        probe = _probes[pattern] = _probe(pattern)
    if probe is _ALWAYS:
        return True
    low = folded(text)
    return low is None or probe(low)


def matches(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """pattern.finditer(text)'s matches, not run where its anchors are absent, and tried only
    where a match can start when the pattern says how every match starts."""
    if not may_match(pattern, text):
        return iter(())
    starts = _starts.get(pattern, _UNREAD)
    if starts is _UNREAD:
        if len(_starts) >= _MOST_PROBES:
            _starts.clear()
        starts = _starts[pattern] = _start_search(pattern)
    low = folded(text)
    if starts is None or low is None:
        return pattern.finditer(text)
    return _from_starts(pattern, text, low, starts)


def _from_starts(
    pattern: re.Pattern[str], text: str, low: str, starts: re.Pattern[str]
) -> Iterator[re.Match[str]]:
    """finditer's matches, tried at each place a start anchor stands (a position where none
    does cannot start a match). Many places tried in vain: the engine scans the rest itself."""
    find, match = starts.search, pattern.match
    pos, budget = 0, _TRIES + len(text) // _CHARS_PER_TRY
    while (found := find(low, pos)) is not None:
        at = found.start()
        m = match(text, at)
        if m is not None:
            yield m
            pos = m.end()  # never empty: every match starts with a non-empty anchor
            continue
        budget -= 1
        if budget < 0:
            yield from pattern.finditer(text, at + 1)
            return
        pos = at + 1


def _start_search(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A search over the folded text for the places a match of `pattern` can start; None when
    there is no short list of strings every match starts with, or when the engine finds those
    places faster itself: it tests a first letter matched with its case quickly, but tries a
    list of words ignoring case alternative by alternative at every position."""
    heads = start_anchors(pattern)
    if not heads:
        return None
    ignoring_case = _starts_ignoring_case(_parser.parse(pattern.pattern, pattern.flags))
    if ignoring_case or (ignoring_case is False and min(map(len, heads)) >= 2):
        return re.compile(_trie(heads))
    return None


def _starts_ignoring_case(parsed: Any) -> bool | None:
    """Whether a letter a match of `parsed` can start with is matched ignoring case; None when
    a match can start with something else (a category, any character)."""

    def firsts(items: Iterable[tuple[Any, Any]], flags: int) -> tuple[set[bool | None], bool]:
        """(how each first consuming item is matched, whether `items` can match nothing)."""
        out: set[bool | None] = set()
        for op, av in items:
            if op in _ZERO_WIDTH:
                continue
            if op is _constants.SUBPATTERN:
                inner, empty = firsts(av[3].data, (flags | av[1]) & ~av[2])
            elif op is _constants.BRANCH:
                found = [firsts(alternative.data, flags) for alternative in av[1]]
                inner = set().union(*(f for f, _ in found))
                empty = any(e for _, e in found)
            elif op in _REPEATS:
                inner, empty = firsts(av[2].data, flags)
                empty = empty or av[0] == 0
            elif op in (_constants.LITERAL, _constants.IN):
                inner, empty = {bool(flags & re.IGNORECASE)}, False
            else:
                inner, empty = {None}, False
            out |= inner
            if not empty:
                return out, False
        return out, True

    found, _ = firsts(parsed.data, parsed.state.flags)
    return True if True in found else None if None in found or not found else False


def _always(low: str) -> bool:
    return True


_ALWAYS: Callable[[str], bool] = _always
_probes: dict[re.Pattern[str], Callable[[str], bool]] = {}
_UNREAD = re.compile("")  # a pattern's start search not read yet
_starts: dict[re.Pattern[str], re.Pattern[str] | None] = {}
_TRIES = 16  # places a start search may try in vain, plus one per _CHARS_PER_TRY characters
_CHARS_PER_TRY = 4
_MOST_STARTS = 2000  # a longer list of start anchors is no test


def _probe(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """A test over the folded text that is False only where `pattern` cannot match."""
    anchors = pattern_anchors(pattern)
    if not anchors:
        return _ALWAYS
    if len(anchors) == 1:
        (only,) = anchors
        return lambda low: only in low
    search = re.compile(_trie(anchors)).search
    return lambda low: search(low) is not None


def _trie(anchors: Iterable[str]) -> str:
    """One regular expression that finds any of `anchors`, branching once per character (a
    flat list is tried alternative by alternative at every position)."""
    by_first: dict[str, list[str]] = {}
    for anchor in anchors:
        by_first.setdefault(anchor[0], []).append(anchor[1:])
    parts = []
    for first, rests in sorted(by_first.items()):
        if "" in rests:  # a shorter anchor is enough: its longer forms need no test
            parts.append(re.escape(first))
        else:
            parts.append(re.escape(first) + "(?:" + _trie(rests) + ")")
    return "|".join(parts)


def pattern_anchors(pattern: re.Pattern[str]) -> frozenset[str]:
    """Folded strings one of which every match of `pattern` contains; empty when there is no
    such short list (a pattern that starts with a capital letter class and nothing after)."""
    if not isinstance(pattern.pattern, str):
        return frozenset()
    try:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError):
        return frozenset()
    best: frozenset[str] = frozenset()
    for heads in [_sequence(parsed.data), *_mandatory(parsed.data)]:
        found = frozenset(s for s, _ in heads)
        if not found or len(found) > _MOST_ANCHORS or "" in found:
            continue
        if not best or _better(found, best):
            best = found
    return best


def start_anchors(pattern: re.Pattern[str]) -> frozenset[str]:
    """Folded strings one of which every match of `pattern` starts with (after its zero-width
    assertions); shorter ones where the long ones are too many; empty when there is no short
    list (a pattern that can match nothing, or starts with a large class)."""
    if not isinstance(pattern.pattern, str):
        return frozenset()
    try:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError):
        return frozenset()
    for longest in range(_LONGEST, 1, -1):
        found = frozenset(s for s, _ in _sequence(parsed.data, longest, _MOST_STARTS))
        if found and len(found) <= _MOST_STARTS and "" not in found:
            return found
    return frozenset()


def _better(a: frozenset[str], b: frozenset[str]) -> bool:
    """The rarer list: longer shortest anchor, then fewer anchors."""
    return (min(map(len, a)), -len(a)) > (min(map(len, b)), -len(b))


def _mandatory(items: Iterable[tuple[Any, Any]]) -> list[Heads]:
    """The heads of every item each match must pass through, at any depth of groups."""
    out: list[Heads] = []
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue
        if op is _constants.SUBPATTERN:
            inner = av[3].data
            out.append(_sequence(inner))
            out += _mandatory(inner)
        elif op is _constants.ATOMIC_GROUP:
            out.append(_sequence(av.data))
            out += _mandatory(av.data)
        elif op in _REPEATS:
            low, _, sub = av
            if low >= 1:
                out.append(_sequence(sub.data))
                out += _mandatory(sub.data)
        else:
            out.append(_item(op, av))
    return out


_ZERO_WIDTH = {_constants.AT, _constants.ASSERT, _constants.ASSERT_NOT}
_REPEATS = {_constants.MAX_REPEAT, _constants.MIN_REPEAT, _constants.POSSESSIVE_REPEAT}


def _sequence(
    items: Iterable[tuple[Any, Any]], longest: int = _LONGEST, most: int = _MOST_ANCHORS
) -> Heads:
    """The folded starts of what `items` in a row match (each cut at `longest` characters; no
    test past `most` of them)."""
    acc: Heads = _OPEN
    for op, av in items:
        if not any(more for _, more in acc):
            break
        heads = _item(op, av, longest, most)
        grown: set[tuple[str, bool]] = set()
        for start, more in acc:
            if not more:
                grown.add((start, False))
                continue
            for piece, piece_more in heads:
                joined = start + piece
                if len(joined) >= longest:
                    grown.add((joined[:longest], False))
                else:
                    grown.add((joined, piece_more))
        if len(grown) > most:
            return _CLOSED
        acc = frozenset(grown)
    return acc


def _item(op: Any, av: Any, longest: int = _LONGEST, most: int = _MOST_ANCHORS) -> Heads:
    """The folded starts of what one parsed item matches."""
    if op in _ZERO_WIDTH:
        return _OPEN
    if op is _constants.LITERAL:
        char = _fold_char(chr(av))
        return _CLOSED if char is None else frozenset({(char, True)})
    if op is _constants.IN:
        chars = _class_chars(av)
        return _CLOSED if chars is None else frozenset((c, True) for c in chars)
    if op is _constants.SUBPATTERN:
        return _sequence(av[3].data, longest, most)
    if op is _constants.ATOMIC_GROUP:
        return _sequence(av.data, longest, most)
    if op is _constants.BRANCH:
        out: set[tuple[str, bool]] = set()
        for alternative in av[1]:
            out |= _sequence(alternative.data, longest, most)
        return frozenset(out) if len(out) <= most else _CLOSED
    if op in _REPEATS:
        low, high, sub = av
        inner = _sequence(sub.data, longest, most)
        if low == high == 1:
            return inner
        once = frozenset((s, False) for s, _ in inner)
        return once | _OPEN if low == 0 else once
    return _CLOSED


def _class_chars(items: list[tuple[Any, Any]]) -> set[str] | None:
    """The folded letters of a small character class; None for a large or negated one."""
    chars: set[str] = set()
    for op, av in items:
        if op is _constants.LITERAL:
            codes = [av]
        elif op is _constants.RANGE and av[1] - av[0] < _MOST_CLASS:
            codes = list(range(av[0], av[1] + 1))
        else:
            return None
        for code in codes:
            char = _fold_char(chr(code))
            if char is None:
                return None
            chars.add(char)
    return chars if len(chars) <= _MOST_CLASS else None


def _fold_char(char: str) -> str | None:
    folded_char = fold(char)
    return folded_char if folded_char and len(folded_char) == 1 else None
