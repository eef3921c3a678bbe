"""Where an uncommitted-list verdict ("no single diagnosis committed") stands: where the
reference is in the list, which form the list takes, and whether the answer leans elsewhere.

The verdict is right when the answer offers alternatives and picks none, and wrong when a
reader sees a pick the rule did not. Counting decided verdicts by these sub-classes
(`python -m scoring.rule.evaluate --by-signal`) says which kinds of list can be trusted as
"incorrect" and which cannot.
"""

from __future__ import annotations

import re
from itertools import pairwise

from scoring.rule.context import Reading

# the list's form, first match wins: a table, numbered or lettered lines, bullets, "includes",
# "A vs B", an either-or in prose, else items run on with commas / semicolons / slashes
_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("table", re.compile(r"^\s*\|.*\|", re.M)),
    ("numbered", re.compile(r"^\s*(?:\d{1,2}|[A-Ea-e])[.)]\s|\(\d\)\s|#\d", re.M)),
    ("bulleted", re.compile(r"^\s*[-*•·]\s", re.M)),
    (
        "includes",
        re.compile(
            r"\b(?:includ\w*|consider\w*|possibilit\w*|options?|opciones|hypothèses|"
            r"infrage|in frage)\b|鉴别|考虑",
            re.I,
        ),
    ),
    ("vs", re.compile(r"\b(?:vs\.?|versus|frente a|gegenüber|contre)\b|对比", re.I)),
    ("either-or", re.compile(r"\b(?:or|o|u|oder|ou)\b|或|还是", re.I)),
)

# a word elsewhere in the answer that leans (favours, ranks, sets apart), in the five languages
_LEAN = re.compile(
    r"\b(?:favou?r\w*|lean\w*|likel\w*|likeli\w*|probabl\w*|best fit|top|first|"
    r"most|obvious|until proven|working diagnosis|tips? (?:it )?towards?|points? to|"
    r"más probable|me inclino|inclina|en premier|retenir|retiens|plutôt|am ehesten|"
    r"wahrscheinlich\w*|führend|vorrangig)\b|\*\*|\d{1,3}\s?%|首先|倾向|可能性大|多考虑",
    re.I,
)


def list_form(text: str) -> str:
    """The form of the list in `text` (the judged span)."""
    for name, pattern in _FORMS:
        if pattern.search(text):
            return name
    return "comma"


def leans(answer: str, span: str) -> str:
    """'yes' when the answer holds a leaning or ranking word, 'in span' when the judged span
    holds it, else 'no'."""
    if _LEAN.search(span):
        return "in span"
    return "yes" if _LEAN.search(answer) else "no"


def reference_position(reading: Reading, matches: set[int]) -> str:
    """'first' when the reference is the list's first name, else 'later' (`matches`: indices
    of `reading.mentions` that name the reference)."""
    order = sorted(range(len(reading.mentions)), key=lambda i: reading.mentions[i].hit.start)
    if not order:
        return "absent"
    return "first" if order[0] in matches else "later" if matches else "absent"


# words that join list items without saying anything of them
_JOINING = frozenset(
    (
        *("and", "or", "vs", "versus", "a", "an", "the", "y", "o", "u", "e", "el", "la", "los"),
        *("las", "un", "una", "und", "oder", "der", "die", "das", "ein", "eine", "einer", "et"),
        *("ou", "le", "les", "des", "un", "une", "d", "l", "de", "和", "或", "与", "及"),
    )
)


def names_apart(reading: Reading) -> bool:
    """Whether every two names next to each other in the span stand three or more words
    apart (joining words and Chinese characters at half weight aside): a sentence that says
    something of the names, not a list that lays them out."""
    hits = sorted({(m.hit.start, m.hit.end) for m in reading.mentions})
    if len(hits) < 2:
        return False
    for (_, end), (start, _) in pairwise(hits):
        gap = sum(
            0.5 if t.is_cjk else 1.0
            for t in reading.tokens[end:start]
            if t.key not in _JOINING and not t.text.isdigit()
        )
        if gap < 3:
            return False
    return True


# words that offer the names as alternatives even when they stand apart in a sentence
_OFFERS = re.compile(
    r"\b(?:may|might|could|can|possible|possibly|perhaps|either|differential\w*|consider\w*|"
    r"includ\w*|puede|podría|posible|quizás|kann|könnte|möglich|vielleicht|peut|pourrait|"
    r"possible|peut-être)\b|可能|或|还是|鉴别",
    re.I,
)


def offers_alternatives(span: str) -> bool:
    """Whether `span` holds a word that offers its names as alternatives ("may", "could",
    "possible", "differential", in the five languages)."""
    return bool(_OFFERS.search(span))
