"""Comparisons that rank two diagnoses in one clause: "more likely a haemangioblastoma than a
pilocytic astrocytoma" puts the name after "than" below the other, and so do "fits X better
than Y" and "I would rank X higher than Y"; "less likely than" ranks the name before it lower
and leaves the one after it as the answer. "than" ranks only after such a comparison of
likelihood, fit or rank (`compares_likelihood`): "burden greater than the atrophy" ranks
nothing."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.cues.kinds import FIRST, LOWER, PLAIN

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): ("than",),
    (PLAIN, "item"): ("more likely than not", "more often than not", "more probable than not"),
    # "Could be X, could be Y. Leaning X."
    (FIRST, "item"): (
        *("leaning", "leaning towards", "leaning toward", "i lean towards"),
        # "My top three, in order: A, B, C" ranks A first ("in order to" is no ranking)
        "in order",
    ),
    (PLAIN, "sentence"): ("in order to",),
    (LOWER, "post"): (
        *("less likely than", "less probable than", "is less probable than"),
        *("was less likely than", "seems less likely than", "fits less well than"),
    ),
}
# words that, before "than" in its sentence, make it a comparison of likelihood, fit or rank
# (how common a disease is in general ranks nothing: "MS is more common than NMOSD, but ...")
_RANKING_COMPARATIVES = {"better", "higher", "likelier"}
_AFTER_MORE = {
    *("likely", "probable", "typical", "consistent", "keeping", "suggestive", "compatible"),
    *("characteristic", "in", "plausible", "favoured", "favored"),
}
# "nothing fits better than X", "no diagnosis is more likely than X": X is the answer
_NONE_BETTER = {"nothing", "no", "none", "hardly", "little"}


def compares_likelihood(words: Sequence[str]) -> bool:
    """Whether the folded words before a "than" rank what follows it lower: a comparison of
    likelihood, fit or rank that no "nothing" / "no" turns round."""
    if _NONE_BETTER & set(words):
        return False
    return any(
        w in _RANKING_COMPARATIVES or (w == "more" and set(words[i + 1 : i + 3]) & _AFTER_MORE)
        for i, w in enumerate(words)
    )
