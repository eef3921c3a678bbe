"""Words that settle a weighing: the parser's commit phrases and everyday closings, with the
comparatives that end a discussion ("the more plausible answer", "fits better", 更可能), read
over the folded words of a clause or sentence."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from scoring.rule.text import CJK, Token
from vlm.conclusion_markers import COMMITS, LEANS, PHRASES

# comparatives and everyday picks that settle a discussion, beside the parser's commit phrases
SETTLING: dict[str, tuple[str, ...]] = {
    "en": (
        *("more plausible", "more likely", "the likelier", "better fit", "fits better"),
        *("better explained by", "better explanation", "more in keeping with", "the answer"),
        *("my answer", "i'll say", "i'd say", "i would say", "my pick", "is my pick"),
        *("i'd call it", "i would call it", "i'll call it", "i'll go for", "i'd go for"),
        *("leaves", "which leaves", "this leaves"),
    ),
    "zh": ("更可能", "更倾向", "更符合", "更像", "最终考虑", "最终"),
    "es": ("más plausible", "más verosímil", "encaja mejor", "encaja con", "finalmente"),
    "de": ("wahrscheinlicher", "eher", "letztlich", "passt besser", "handelt es sich um"),
    "fr": ("plus plausible", "plus vraisemblable", "finalement", "colle mieux", "il s agit"),
}


@lru_cache(maxsize=2)
def _phrases(leans: bool) -> tuple[str, ...]:
    tables = (COMMITS, PHRASES, SETTLING, LEANS) if leans else (COMMITS, PHRASES, SETTLING)
    found = {p for table in tables for ps in table.values() for p in ps}
    return tuple(sorted(found, key=len, reverse=True))


def settles(tokens: Sequence[Token], leans: bool = False) -> str:
    """The first settling phrase among `tokens` (a clause or sentence), else ""; with `leans`,
    the weaker "consistent with", "likely" count too (after a turn they settle)."""
    words: list[str] = []
    for token in tokens:
        if token.is_cjk and words and CJK.fullmatch(words[-1][-1:]):
            words[-1] += token.cue or token.key
        else:
            words.append(token.cue or token.key)
    text = " ".join(words)
    padded = f" {text} "
    for phrase in _phrases(leans):
        if phrase in text if CJK.match(phrase) else f" {phrase} " in padded:
            return phrase
    return ""
