"""Words of degree that jieba tags as places ("中度", moderate; "重度", severe): "稠至中度稠度"
follows a word that introduces a place, yet names a thickness, not a town."""

from __future__ import annotations

_DEGREE = frozenset(
    {
        "轻度",
        "輕度",
        "中度",
        "重度",
        "极重度",
        "極重度",
        "中重度",
        "轻中度",
        "輕中度",
        "高度",
        "极度",
    }
    | {"極度", "低度", "中等", "适度", "適度", "过度", "過度"}
)


def is_degree_word(word: str) -> bool:
    """Whether a place-tagged word is a word of degree."""
    return word in _DEGREE
