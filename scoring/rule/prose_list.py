"""A list read from prose that offers no alternatives: the rule's weakest 'incorrect'.

"No single diagnosis committed" is sure when the answer lays out alternatives (a comma list,
"X or Y", "X vs Y", "possible: ...", "cannot distinguish"). When the words the rule read as a list
are an English sentence of some length with none of those cues ("so X is my answer", "the
picture is that of X: ... Y ..."), the answer most often commits in a way the rule does not
parse, and calling it uncommitted is a guess: the verdict abstains instead.
"""

from __future__ import annotations

import re

from scoring.rule.decision import Verdict, make_verdict

_UNCOMMITTED = "no single diagnosis committed"
_MIN_WORDS = 10
_WORD = re.compile(r"[^\W\d_]+")
# words that lay out alternatives or uncertainty: with one of them the list reading stands
_ALTERNATIVES = re.compile(
    r"\b(?:or|either|nor|vs|versus|possib\w*|consider\w*|candidates?|include\w*|"
    r"differential|ddx|may|might|could|cannot|can't|can ?not|unable|not able|uncertain|"
    r"unclear|both|top|options?|hypothes\w*|undecided|distinguish\w*|differentiate|decide|"
    r"suggest\w*|think about)\b"
    r"|[/\n]|\d[.)]",
    re.I,
)


def opens_with_list(span: str) -> bool:
    """'A, B, C. With ... I'm going with B': the first sentence is a comma list of short names
    (three or more, four words at most each), a list the reading rightly found."""
    first = re.split(r"[.;:]\s", span, maxsplit=1)[0]
    parts = [p for p in first.split(",") if p.strip()]
    return len(parts) >= 3 and all(len(_WORD.findall(p)) <= 4 for p in parts)


def prose_list_abstains(verdict: Verdict, span: str, language: str) -> Verdict:
    """`verdict`, or an undecided one where an uncommitted-list verdict rests on an English
    sentence that names no alternatives."""
    if verdict.correct is not False or not verdict.reason.startswith(_UNCOMMITTED):
        return verdict
    if language not in ("", "en") or len(_WORD.findall(span)) < _MIN_WORDS:
        return verdict
    if _ALTERNATIVES.search(span) or opens_with_list(span):
        return verdict
    return make_verdict(
        None,
        f"conclusion uncertain: a list read from a sentence that offers no alternatives "
        f"({verdict.reason})",
    )
