"""A list whose first name is the reference, in a span that also holds a word that leans
("favoured", "most likely", "probable", "leaning", a percentage, bold type, 倾向, "am
ehesten") the rule did not attach to any name: the answer may well commit to its first item,
and "no single diagnosis committed" would rest on the rule's failure to read the lean, so the
verdict is undecided. A word that lowers ("less likely", "unlikely"), counts ("top three") or
is denied ("cannot favour either", "would not choose") is no lean, nor one over an either-or
("most likely A or B": the lean is the disjunction's) or percentages that tie."""

from __future__ import annotations

import re

_LEAN = re.compile(
    r"\b(?:favou?r\w*|lean\w*|most likely|likeliest|probabl[ey]|best fit|best explained|"
    r"front[- ]runner|working diagnosis|until proven otherwise|by far|"
    r"más probable|me inclino|inclina\w*|en premier lieu|retenir|retiens|plus probable|"
    r"am ehesten|wahrscheinlichste\w*|am wahrscheinlichsten|führend)\b|"
    r"\*\*|\d{1,3}\s?%|首先|倾向|可能性大|可能性最大",
    re.I,
)
_NOT_A_LEAN = re.compile(
    r"\b(?:less|least|un|not|no|cannot|can't|nor|poco|peu|wenig|nicht)\W*(?:\w+\W+)?"
    r"(?:likely|probable|favou?r\w*|probabl\w*|wahrscheinlich\w*)|\beither\b|"
    r"\b(?:not|cannot|can't|won't)\s+(?:\w+\s+)?(?:choose|decide|commit|pick)\b",
    re.I,
)


_PERCENT = re.compile(r"\d{1,3}\s?%")
_EITHER_OR = re.compile(r"\b(?:or|vs\.?|versus|o|u|oder|ou)\b|或|还是", re.I)


def unattached_lean(span: str) -> str:
    """The leaning word of `span` when it has one and nothing in it denies or lowers a lean,
    else ''."""
    if _NOT_A_LEAN.search(span) or _EITHER_OR.search(span):
        return ""  # denied, lowered, or a lean over a disjunction ("most likely A or B")
    several = len(_PERCENT.findall(span)) > 1  # percentages that tie: the parser found no top
    for found in _LEAN.finditer(span):
        if not (several and _PERCENT.fullmatch(found.group())):
            return found.group()
    return ""
