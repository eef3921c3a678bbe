"""The side an answer states in its explanation when its conclusion names none: "Enhancing mass
in the left cerebellopontine angle ... Impression: vestibular schwannoma" is a left one, and
contradicts a right-sided reference. Only a side standing before a place of the lesion counts
("left CPA", "right frontal lobe"), never one of a symptom ("right hemiparesis" is opposite
its lesion), and only when the explanation states one side and no other."""

from __future__ import annotations

from scoring.rule.deficit_side import DEFICIT
from scoring.rule.qualifiers import SIDE, read_qualifiers
from scoring.rule.text import tokenize

_SIDES = frozenset(("left", "right"))
# places of a lesion (folded keys), in English: a side before one of these is the lesion's
_PLACES = frozenset(
    (
        *("hemisphere", "hemispheric", "frontal", "temporal", "parietal", "occipital", "insula"),
        *("insular", "lobe", "cerebellopontine", "cpa", "cerebellar", "cerebellum", "thalamu"),
        *("thalamic", "capsule", "putamen", "putaminal", "caudate", "basal", "convexity"),
        *("mca", "aca", "pca", "ica", "vertebral", "carotid", "transverse", "sigmoid", "sinu"),
        *("hippocampu", "hippocampal", "mesial", "iac", "orbit", "orbital", "optic", "pontine"),
        *("medulla", "medullary", "midbrain", "centrum", "periventricular", "subdural"),
        *("extra", "intra", "internal", "sylvian", "perisylvian", "cerebral", "middle"),
    )
)
_BETWEEN = frozenset(("sided", "side", "side-", "and", "the", "of", "mesial", "posterior"))


def explained_side(answer: str) -> str:
    """The one lesion side the answer states ("left" or "right"), or "" when it states none or
    more than one."""
    if "left" not in answer.lower() and "right" not in answer.lower():
        return ""  # the cheap test first: most answers name no side
    tokens = tokenize(answer)
    keys = [t.key for t in tokens]
    found: set[str] = set()
    for i, key in enumerate(keys):
        if key in _SIDES and _before_place(keys, i):
            found.add(key)
    return next(iter(found)) if len(found) == 1 else ""


def _before_place(keys: list[str], i: int) -> bool:
    for j in range(i + 1, min(i + 4, len(keys))):
        if keys[j] in _PLACES:
            return True
        if keys[j] not in _BETWEEN:
            return False
    return False


def span_states_side(span: str) -> bool:
    """Whether the judged span states a side of its own (a symptom's side does not count)."""
    return bool(read_qualifiers(tokenize(span))[SIDE] - {DEFICIT})
