"""Words the Chinese tagger reads as a person that are a noun's last character before a negation
("病史不详", history unknown: "史" + "不详"; "既往史无特殊") or a side before a shift ("中线结构
左移", the midline shifted left; "眼球右偏"): given names do not start with a negation, and a
side before a verb of moving is a direction, not the family name 左."""

from __future__ import annotations

__all__ = ["negation_or_shift"]

# Characters that negate or qualify what went before; none starts a given name.
_NEGATIONS = frozenset("不未无無非否尚暂暫均亦也")
_SIDES = frozenset("左右")
# What a side is before as a direction: shifts, tilts, turns and positions.
_SHIFTS = frozenset("移偏倾傾旋转轉侧側斜歪")


def negation_or_shift(word: str) -> bool:
    """Whether a "person" word is a family-name character before a negation, or a side before a
    shift."""
    if len(word) < 2:
        return False
    if word[1] in _NEGATIONS:
        return True
    return word[0] in _SIDES and word[1] in _SHIFTS
