"""A diagnosis offered only under a condition the answer then says does not hold: "If he were
immunosuppressed I would say toxoplasmosis, but as he isn't, a pyogenic abscess", "Had this been
a 70-year-old, glioblastoma would come first; in a 30-year-old it is a low-grade glioma". The
conditional clause is dropped (with the "as he isn't" that answers it), so the name after the
contrast is the answer and the hypothetical one is not read as a second, competing one."""

from __future__ import annotations

import re

# the clause: an unreal condition ("if ... were / had been", "were ...", "had ... been") and a
# conditional verb ("would", "'d"), ended by "but" or a semicolon
_CONDITION = (
    r"(?:if\b[^.;!?\n]{0,80}?\b(?:were|had been|had had)\b|were\b|had\b[^.;!?\n]{0,80}?\bbeen\b)"
    r"[^.;!?\n]{0,80}?(?:\bwould\b|\w'd\b|\u2019d\b)[^.;!?\n]{0,80}?"
)
_ANSWERED = (
    r"(?:(?:since|as|because)\s+(?:he|she|it|they|this|that|the\s+\w+)\s+"
    r"(?:is not|isn't|isn\u2019t|was not|wasn't|wasn\u2019t|does not|doesn't|doesn\u2019t|"
    r"has not|hasn't|hasn\u2019t|did not|didn't|didn\u2019t|is|was|has|does)\b[^,;.!?\n]*,\s*)?"
)
_CLAUSE = re.compile(
    rf"(?<![\w,])(?P<clause>{_CONDITION})(?:,?\s*but\b\s*,?|;)\s*{_ANSWERED}",
    re.IGNORECASE,
)


def drop_unmet_conditions(text: str) -> str:
    """'If X were so I'd say A, but as X isn't, B.' -> 'B.'"""
    lowered = text.lower()
    if "if " not in lowered and "were " not in lowered and "had " not in lowered:
        return text
    return _CLAUSE.sub("", text)
