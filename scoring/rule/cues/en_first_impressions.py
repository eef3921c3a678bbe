"""A first impression the answer reports and then leaves, phrased without "my" or "I": "X was
considered first", "at first sight X", "X came to mind first", "initially considered X". Like
an earlier opinion (en_superseded), the name ranks below whatever the answer settles on, and
alone it is no commitment."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): (
        *("at first sight", "at first glance", "on first inspection", "on first look"),
        *("at first look", "on first glance", "on first sight", "first impression was"),
        *("initially considered", "was initially considered", "was first considered"),
        *("first came to mind", "the first thing that comes to mind is"),
    ),
    (LOWER, "post"): (
        *("was considered first", "was considered initially", "was initially considered"),
        *("was first considered", "came to mind first", "comes to mind first"),
        *("was the first consideration", "was my first consideration", "was the initial thought"),
        *("was the first thought", "was the obvious first thought", "was the first impression"),
        *("was the first guess", "was my first reading", "was the first reading"),
        *("were both considered", "were considered first", "were both considered first"),
        *("were initially considered", "were first considered", "were both entertained"),
    ),
}
