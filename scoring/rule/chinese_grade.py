"""A WHO grade written the Chinese way: "WHO 2级", "CNS WHO II級", "WHO四级" (the number before
级, folded from 級). Low is 1-2, high 3-4, as in scoring/rule/qualifiers.py; a Chinese numeral
counts only after "WHO", since "二级" alone also names a hospital tier or a relative."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.text import Token

_VALUES = {"1": "low", "2": "low", "i": "low", "ii": "low"}
_VALUES |= {"3": "high", "4": "high", "iii": "high", "iv": "high"}
_NUMERALS = {"一": "low", "二": "low", "三": "high", "四": "high"}


def chinese_grades(tokens: Sequence[Token]) -> set[str]:
    """The grades ("low", "high") these tokens state before 级."""
    out: set[str] = set()
    for i in range(1, len(tokens)):
        if tokens[i].text != "级":
            continue
        before = tokens[i - 1]
        if before.cue in _VALUES and tokens[i].start - before.end <= 1:  # "2级", "2 级"
            out.add(_VALUES[before.cue])
        elif before.text in _NUMERALS and i >= 2 and tokens[i - 2].cue == "who":
            out.add(_NUMERALS[before.text])
    return out
