"""Cue phrases by what they do to a diagnosis named near them, one module a language (English,
Chinese, Spanish, German, French; plural_negations holds the plural and feminine negations of
Spanish and French), merged: an answer is read with every language's cues, since models mix
languages and the phrases of these five do not collide.

pre: the cue comes before the name (within WINDOW words); post: after it; adjacent: right before
it ("non-MS", "非"); item: anywhere in the same list item; carry: this item and the rest of the
sentence ("Differentials: A, B"); sentence: every item of its sentence. Longer cues win
("cannot be excluded" is a hedge, not "excluded"); cue words inside a diagnosis name are not cues
("primary" in "primary CNS lymphoma"). Refusals come from the answer parser's own list
(vlm/conclusion_markers.py), so that what the parser calls a refusal the rule reads as one,
and so do the words that say a list is ranked.
Each language module also lists the words that split a sentence into list items (SPLITTERS),
open an either-or alternative (EITHER_OR), continue the item before ("due to": CONTINUATIONS),
and join two names ("and": AND).
"""

from __future__ import annotations

from types import ModuleType

from scoring.rule.cues import (
    alternatives,
    counterfactual,
    de,
    en,
    en_comparisons,
    en_concern,
    en_counterfactual,
    en_elimination,
    en_fallback_labels,
    en_favour_verbs,
    en_first_event,
    en_first_impressions,
    en_primary_site,
    en_ranking_verbs,
    en_set_aside,
    en_shorthand,
    en_superseded,
    en_variants,
    es,
    fr,
    inline_lean,
    plural_negations,
    ranked_order,
    set_aside_words,
    tilt_verbs,
    zh,
)
from scoring.rule.cues.kinds import (
    FIRST,
    HEDGED,
    LOOKALIKE,
    LOWER,
    NEGATED,
    PLAIN,
    REFUSED,
    WINDOW,
)
from vlm.conclusion_markers import RANKED
from vlm.refusal_markers import REFUSALS

LANGUAGES: tuple[ModuleType, ...] = (en, zh, es, de, fr, plural_negations)
# cue lists of one class each, beside their language's main list
_CLASSES: tuple[ModuleType, ...] = (
    en_set_aside,
    en_counterfactual,
    en_comparisons,
    en_fallback_labels,
    en_favour_verbs,
    en_concern,
    en_first_event,
    en_first_impressions,
    en_primary_site,
    en_ranking_verbs,
    en_shorthand,
    en_superseded,
    counterfactual,
    alternatives,
    en_elimination,
    en_variants,
    ranked_order,
    inline_lean,
    set_aside_words,
    tilt_verbs,
)


def _merged_cues() -> dict[tuple[str, str], tuple[str, ...]]:
    out: dict[tuple[str, str], list[str]] = {}
    for module in (*LANGUAGES, *_CLASSES):
        for key, phrases in module.CUES.items():
            out.setdefault(key, []).extend(phrases)
    out.setdefault((REFUSED, "sentence"), []).extend(p for ps in REFUSALS.values() for p in ps)
    return {key: tuple(dict.fromkeys(phrases)) for key, phrases in out.items()}


def _merged(name: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(w for m in LANGUAGES for w in getattr(m, name, ())))


CUES = _merged_cues()
SPLITTERS = _merged("SPLITTERS")
EITHER_OR = _merged("EITHER_OR")
CONTINUATIONS = _merged("CONTINUATIONS")
AND = _merged("AND")
JOINERS = _merged("JOINERS")
CONNECTORS = _merged("CONNECTORS")
FUNCTION_WORDS = _merged("FUNCTION_WORDS")
RANKING = tuple(p for ps in RANKED.values() for p in ps)  # the parser's own list

__all__ = [
    "AND",
    "CONNECTORS",
    "CONTINUATIONS",
    "CUES",
    "EITHER_OR",
    "FIRST",
    "FUNCTION_WORDS",
    "HEDGED",
    "JOINERS",
    "LOOKALIKE",
    "LOWER",
    "NEGATED",
    "PLAIN",
    "RANKING",
    "REFUSED",
    "SPLITTERS",
    "WINDOW",
]
