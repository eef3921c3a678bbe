"""An acuity word written inside a Chinese name, before its head noun: "大脑中动脉供血区急性梗死"
is "大脑中动脉供血区梗死" said to be acute, "硬膜下慢性血肿" a chronic "硬膜下血肿". Chinese
reports put the acuity there as often as before the name; the name is found with it skipped,
and the acuity is still read as a qualifier of the span (scoring/rule/qualifiers.py)."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.text import Token

# longest first: "亚急性" before "急性"
_ACUITY = tuple(tuple(w) for w in ("超急性期", "亚急性期", "超急性", "亚急性", "陈旧性", "急性期"))
_ACUITY += tuple(tuple(w) for w in ("急性", "慢性", "陈旧"))


def match_with_acuity_inside(keys: Sequence[str], tokens: Sequence[Token], i: int) -> int | None:
    """The end of a Chinese name of `keys` found at tokens[i] with one acuity word inside it
    (never before its first or after its last character), or None."""
    j, k, skipped = i, 0, False
    while k < len(keys):
        if j < len(tokens) and tokens[j].key == keys[k]:
            j, k = j + 1, k + 1
            continue
        word = _acuity_at(tokens, j) if k > 0 and not skipped else None
        if word is None:
            return None
        j, skipped = j + word, True
    return j if skipped else None


def _acuity_at(tokens: Sequence[Token], j: int) -> int | None:
    for word in _ACUITY:
        if tuple(t.key for t in tokens[j : j + len(word)]) == word:
            return len(word)
    return None
