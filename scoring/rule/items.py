"""An answer cut into list items, and the cue phrases found in each (scoring/rule/context.py
reads what the cues say about the names). Items end at commas, semicolons, brackets, 'or',
'vs', '/', 'but', Chinese 、，；或, and their Spanish, German and French equivalents, inside
sentences; an item opened by 'or' is an either-or alternative, one opened by 'due to' continues
the item before. A numbered list ranks its items only when the answer says it is ranked."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from scoring.rule.cues import CONTINUATIONS, CUES, EITHER_OR, RANKING, SPLITTERS
from scoring.rule.text import Token, tokenize
from vlm.disease_words import looks_like_diagnosis

_LATIN_SPLITTERS = "|".join(
    re.escape(w).replace(r"\ ", r"\s+")
    for w in sorted(SPLITTERS, key=len, reverse=True)
    if w.isascii()
)
_CJK_SPLITTERS = "|".join(w for w in sorted(SPLITTERS, key=len, reverse=True) if not w.isascii())
# "/" splits "MS/NMOSD" but not shorthand of single letters ("s/p", "h/o", "c/w"); a Chinese
# full stop or exclamation mark ends its sentence before a Chinese character too ("不像。更像Y":
# the denial does not reach Y); "？" does not, since "X？不像" answers the question it closes;
# a splitter word before a hyphen is a compound's first part ("U-fibres"), not Spanish "u"
_SEPARATORS = re.compile(
    r"(?P<sentence>[。！]+|[.。!?！？]+(?=\s|$|[^\w])|\n\s*\n)"
    r"|(?P<colon>[:：])"
    rf"|(?P<item>\s+and/or\s+|[;,()\[\]{{}}\n，；、（）【】]|\s+(?:{_LATIN_SPLITTERS})\b(?!-)"
    rf"|(?<!\d)(?<!\b[A-Za-z])/(?!\d)(?![A-Za-z]\b)|{_CJK_SPLITTERS})",
    re.I,
)


def folded(phrases: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(t.cue for t in tokenize(p)) for p in phrases)


_CONTINUATIONS = folded(CONTINUATIONS)
_VS = {"vs", "versus"}
# whole phrases: "frente a" opens an alternative, a lone "a" (an article) does not
_EITHER_OR = folded(EITHER_OR)
_RANKING = folded(RANKING)
_HEDGE_WORDS = {
    *("probably", "likely", "possibly", "presumably", "perhaps", "most", "more", "also"),
    *("wahrscheinlich", "vermutlich", "moglicherweise", "probablemente", "posiblemente"),
    *("probablement", "possiblement", "可能"),
}


@dataclass(frozen=True)
class Cue:
    kind: str
    where: str
    keys: tuple[str, ...]


@dataclass
class Item:
    """One list item: tokens [start, end) of the answer, its sentence, what follows it."""

    start: int
    end: int
    sentence: int
    colon_after: bool = False
    continues: bool = False  # "secondary to CAA": part of the item before, not an alternative
    either_or: bool = False  # opened by 'or', 'vs', '/', 或: an alternative to the item before
    aside: bool = False  # "X (vs Y)": an alternative set aside in brackets, below X


def _cue_table() -> dict[tuple[str, ...], list[Cue]]:
    table: dict[tuple[str, ...], list[Cue]] = {}
    for (kind, where), phrases in CUES.items():
        for phrase in phrases:
            ks = tuple(t.cue for t in tokenize(phrase))
            table.setdefault(ks, []).append(Cue(kind, where, ks))
    return table


CUE_TABLE = _cue_table()
_MAX_CUE = max(len(k) for k in CUE_TABLE)


_WORD_BEFORE = re.compile(r"([a-z]+)$")
_WORD_AFTER = re.compile(r"^([a-z]+)")


def _joins_descriptors(text: str, sep: re.Match[str]) -> bool:
    """A slash between two lowercase words that name no disease ('teratoid/rhabdoid', 'grey/white
    matter', 'blanche/substance grise') joins descriptors of one name, not two alternatives."""
    if sep.group() != "/":
        return False
    before = _WORD_BEFORE.search(text, 0, sep.start())
    after = _WORD_AFTER.match(text[sep.end() : sep.end() + 40])
    if not before or not after:
        return False
    return not any(looks_like_diagnosis(w.group(1)) for w in (before, after))


def split_items(text: str, tokens: Sequence[Token]) -> list[Item]:
    """List items of the cleaned text, as token ranges, with their sentence numbers."""
    seps = [
        (m.start(), m.lastgroup or "item", m.group())
        for m in _SEPARATORS.finditer(text)
        if not _joins_descriptors(text, m)
    ]
    items: list[Item] = []
    openers: list[str] = [""]
    start, sentence, si = 0, 0, 0
    for i in range(1, len(tokens) + 1):
        if i == len(tokens):
            items.append(Item(start, i, sentence))
            break
        kinds, marks = set(), ""
        while si < len(seps) and seps[si][0] < tokens[i].end:
            if seps[si][0] >= tokens[i - 1].end:
                kinds.add(seps[si][1])
                marks += seps[si][2]
            si += 1
        if kinds:
            items.append(Item(start, i, sentence, colon_after="colon" in kinds))
            openers.append(marks.strip().lower())
            start = i
            sentence += "sentence" in kinds
    for k, item in enumerate(items):
        first = tuple(t.cue for t in tokens[item.start : item.start + 6])
        opens = any(first[: len(p)] == p for p in _EITHER_OR)
        item.either_or = k > 0 and (opens or "/" in openers[k])
        item.aside = item.either_or and openers[k].endswith(("(", "（", "[")) and first[0] in _VS
        item.either_or = item.either_or and not item.aside
        bracket = openers[k].endswith(("(", "（", "[")) and not item.either_or and not item.aside
        while first and first[0] in _HEDGE_WORDS:  # "probably due to CAA" continues too
            first = first[1:]
        item.continues = k > 0 and (bracket or any(first[: len(c)] == c for c in _CONTINUATIONS))
    return items


def _longest_at(tokens: Sequence[Token], p: int, end: int, covered: set[int]) -> int:
    for n in range(min(_MAX_CUE, end - p), 0, -1):
        span = range(p, p + n)
        if any(j in covered for j in span):
            continue
        if tuple(tokens[j].cue for j in span) in CUE_TABLE:
            return n
    return 0


def find_cues(
    tokens: Sequence[Token], item: Item, covered: set[int]
) -> list[tuple[int, int, list[Cue]]]:
    """Cues left to right, longest first; a cue that overlaps a longer one starting inside it
    yields to that one ('is not' in 'is not unlikely')."""
    found = []
    p = item.start
    while p < item.end:
        best = _longest_at(tokens, p, item.end, covered)
        later = [(q, _longest_at(tokens, q, item.end, covered)) for q in range(p + 1, p + best)]
        longer = [(q, n) for q, n in later if n and q + n > p + best]
        if longer:
            p = longer[0][0]
            continue
        if best:
            found.append((p, p + best, CUE_TABLE[tuple(tokens[j].cue for j in range(p, p + best))]))
            p += best
        else:
            p += 1
    return found


# "A > B > C" (or -> / =>) ranks A first (not "> 50%")
RANKED_ARROW = re.compile(
    r"(?<=[A-Za-z)\u4e00-\u9fff])\s*(?:->|=>|>{1,3}|≫|→)\s*(?=[A-Za-z\u4e00-\u9fff])"
)
_NUMBERED = re.compile(r"(^|[\s:：;；,，])([1-9])\s*[.)、]\s*(?=\S)")


def mark_numbering(text: str) -> str:
    """A numbered list the answer calls ranked ranks its items: '1. A 2. B' -> 'rank1: A rank2:
    B' (cues in cues/en.py); an unranked one is a plain list: '; A; B'."""
    if not (re.search(r"(^|[\s:：;；,，])1\s*[.)、]", text) and re.search(r"\s2\s*[.)、]", text)):
        return text
    folded = tuple(t.cue for t in tokenize(text))
    ranked = any(
        folded[i : i + len(r)] == r for r in _RANKING for i in range(len(folded) - len(r) + 1)
    )
    if not ranked:
        return _NUMBERED.sub(lambda m: f"{m.group(1)}; ", text)
    return _NUMBERED.sub(lambda m: f"{m.group(1)}; rank{m.group(2)}: ", text)
