"""Where an answer turns from one diagnosis to another before its conclusion: "wait, no",
"scratch that", a first-person choice after a list, or a contrast word ("however", "pero",
"aber", 但是) whose clause commits. The conclusion finder (vlm/conclusion.py) reads the span
after the turn."""

from __future__ import annotations

import re

from vlm.disease_words import looks_like_diagnosis

# Words just before a marker that lower or date it ("less likely", "I initially favoured").
LOWERED = re.compile(
    r"(?:\b(?:less|least|not|no|never|un|poco|menos|weniger|nicht|moins|peu|pas)|不|非)\s*$"
    # an opinion left behind: "I initially favoured X", "originally thought"
    r"|\b(?:initially|originally|at\s+first|first|previously|earlier)\s*$",
    re.I,
)


_TURN = re.compile(
    r"\b(?:wait,?\s*no|no,?\s*wait|scratch that|on second thought)\b\W*"
    # a name withdrawn by a bare "no" after a dash, arrow or ellipsis: "X → no, Y", "X... no: Y"
    r"|(?:[-–—→>]|\.\.\.|…)\s*no\s*[,:;]\s*",
    re.I,
)
# a first-person choice after a clause or sentence end: what the list before it settled on
_SETTLES = re.compile(
    r"[.;:!]\s+((?:so\s+|and\s+)?i(?:'m|’m|\s+am)\s+going\s+with|"
    r"i(?:'ll|’ll|\s+will)\s+(?:settle\s+on|go\s+with|pick)|i(?:'d|’d|\s+would)\s+pick)\b",
    re.I,
)
_CONTRAST = re.compile(
    r"\b(?:however|but|yet|although|though|pero|sin embargo|mais|cependant|toutefois|"
    r"néanmoins|aber|jedoch|allerdings|dennoch)\b|但是?|然而|不过|不過",
    re.I,
)
# German and French set the contrast after the clause's first words ("am ehesten handelt es
# sich aber um X", "il s'agit cependant de X"): their clause starts at the punctuation before.
_MID_CLAUSE = frozenset({"aber", "jedoch", "allerdings", "dennoch", "cependant", "toutefois"})
_CLAUSE_END = re.compile(r"[,;:.，；：。]")


def after_turn(plain: str, start: int, end: int, commit: re.Pattern[str]) -> int:
    """Where a span turns to another answer: after "wait, no" / "scratch that", or after the
    last "however" / "but" whose clause commits ("Most likely X; however, ... I would actually
    go with Y"); else `start`."""
    turns = list(_TURN.finditer(plain, start, end))
    if turns:
        start = turns[-1].end()
    settled = list(_SETTLES.finditer(plain, start, end))
    if settled and looks_like_diagnosis(plain[settled[-1].start() : end]):
        start = settled[-1].start(1)  # "A, B or C could do this; I'm going with B"
    for contrast in reversed(list(_CONTRAST.finditer(plain, start, end))):
        after = _clause_start(plain, start, contrast)
        commits = commit.finditer(plain, after, end)
        if any(not lowered_at(plain, max(after, c.start() - 24), c.start()) for c in commits):
            clause = plain[after:end]
            return after if looks_like_diagnosis(clause) else start
    return start


def _clause_start(plain: str, start: int, contrast: re.Match[str]) -> int:
    """Where the clause a contrast word turns to begins: after the word, or, for a German or
    French word set inside its clause, after the punctuation before it."""
    if contrast.group(0).casefold() not in _MID_CLAUSE:
        return contrast.end()
    ends = list(_CLAUSE_END.finditer(plain, start, contrast.start()))
    return ends[-1].end() if ends else contrast.end()


def lowered_at(plain: str, start: int, end: int) -> bool:
    """Whether the words just before `end` lower or date the marker ("less", "initially")."""
    return bool(LOWERED.search(plain[start:end]))
