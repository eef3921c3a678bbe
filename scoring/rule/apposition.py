"""A name the table lacks, then the reference as its family in apposition: "giant cell tumour,
a rare form of glioblastoma" names one diagnosis (the unknown one) and its family, not the
reference; the verdict abstains (scoring/rule/decision.py)."""

from __future__ import annotations

from scoring.rule.context import Mention, Reading
from scoring.rule.disease_words import names_a_disease

_INDEFINITE = {"a", "an", "un", "una", "uno", "ein", "eine", "einer", "une"}


def apposed_unknown(mention: Mention, reading: Reading) -> bool:
    """Whether the mention's item opens with an indefinite article ("a rare form of X") and the
    item just before it, in its sentence, names something disease-like no table name matched."""
    k = mention.item
    if k == 0:
        return False
    before, item = reading.items[k - 1], reading.items[k]
    if before.sentence != item.sentence or any(m.item == k - 1 for m in reading.mentions):
        return False
    if reading.tokens[item.start].cue not in _INDEFINITE:  # "the visual variant of" defines
        return False
    return names_a_disease(reading.tokens[before.start : before.end])
