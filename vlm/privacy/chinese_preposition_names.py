"""A family-name character that is also a preposition, before a word for this or that hospital,
ward or place ("患者于我院行手术", "于本院就诊", "于外院查", "于当地卫生院"): the preposition
"at", not a person called 于. A given name never starts with these words; a real 于 before a
given name ("患者于秀兰") is still a name."""

from __future__ import annotations

# Family names that are also prepositions of place or time.
_PREPOSITIONS = ("于", "於")
# What such a preposition stands before: a hospital, a department, a ward or a place in general.
_PLACES = (
    "我院",
    "本院",
    "外院",
    "他院",
    "该院",
    "該院",
    "我科",
    "本科",
    "我处",
    "当地",
    "當地",
    "家中",
    "门诊",
    "門診",
    "急诊",
    "急診",
    "病房",
    "院外",
    "社区",
    "社區",
)


def preposition_before_place(word: str) -> bool:
    """`word`, read as a name after a cue, is "于" or "於" before a word of place."""
    return word.startswith(_PREPOSITIONS) and word[1:].startswith(_PLACES)
