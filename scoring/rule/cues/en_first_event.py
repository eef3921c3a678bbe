""" "First" that dates an event rather than ranking a diagnosis: "a first attack of multiple
sclerosis", "first episode of", "first-ever stroke" name when it happened, so the name after
them is not the answer's ranked-first diagnosis."""

from __future__ import annotations

from scoring.rule.cues.kinds import PLAIN

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (PLAIN, "item"): (
        *("first attack of", "a first attack of", "first episode of", "a first episode of"),
        *("first event of", "first presentation of", "first manifestation of", "first ever"),
        *("first demyelinating event", "first clinical event", "first relapse of"),
        *("first attack", "first episode", "first bout of"),
        # a first thought is an impression, not a ranking: "X would be my first thought;
        # however, Y is more likely"
        *("first thought", "my first thought", "first impression", "my first impression"),
    ),
}
