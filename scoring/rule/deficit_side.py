"""A side that belongs to a symptom, not to the lesion: "left-sided weakness from an MCA
infarct", "contralateral to the right hemiparesis". A hemispheric lesion is opposite its
deficit, a cerebellar one on the same side, so the lesion's side cannot be read from it: the
side is recorded as DEFICIT, which agrees with no reference side, and a verdict resting on it
alone is left undecided (scoring/rule/decision.py)."""

from __future__ import annotations

from collections.abc import Sequence

DEFICIT = "deficit"
_DEFICIT_WORDS = frozenset(
    (
        *("weakness", "hemiparesis", "hemiplegia", "numbness", "paresthesia", "paraesthesia"),
        *("deficit", "deficits", "symptoms", "signs", "neglect", "hemianopia", "hemianopsia"),
        *("ataxia", "dysmetria", "hemisensory", "sensory", "motor", "face", "arm", "leg"),
        *("limb", "limbs", "body", "facial", "hemibody", "ptosis", "tremor", "rigidity"),
    )
)
_BETWEEN = frozenset(("sided", "side", "hemi", "upper", "lower", "and", "body"))


def deficit_side(lower: Sequence[str], i: int) -> bool:
    """Whether the side word at `i` is followed, within three words, by a deficit word with only
    side words between ("left-sided weakness", "right arm and leg weakness")."""
    for j in range(i + 1, min(i + 4, len(lower))):
        if lower[j] in _DEFICIT_WORDS:
            return True
        if lower[j] not in _BETWEEN:
            return False
    return False
