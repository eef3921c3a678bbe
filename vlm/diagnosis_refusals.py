"""Refusals by a verb of reaching a diagnosis ("Without clinical information, I cannot reach a
diagnosis", "unable to arrive at a specific diagnosis", "cannot settle on a diagnosis"): the
diseases named before it were discussed, not concluded. As with every refusal, a commitment
stated beside it ("..., but I favour X") still wins."""

from __future__ import annotations

_MODALS = ("cannot", "can't", "can not", "unable to", "not able to", "won't")
_VERBS = ("reach", "arrive at", "settle on", "come to", "establish", "make", "give", "offer")
_KINDS = ("a", "a specific", "a single")  # "a definitive diagnosis" is only a hedge

DIAGNOSIS_REFUSALS: dict[str, tuple[str, ...]] = {
    "en": (
        *(f"{m} {v} {k} diagnosis" for m in _MODALS for v in _VERBS for k in _KINDS),
        *(f"{m} say which it is" for m in _MODALS),
        *(f"{m} choose between them" for m in _MODALS),
        *(f"{m} decide between them" for m in _MODALS),
        *(f"{m} distinguish between these" for m in _MODALS),
        *(f"{m} distinguish between them" for m in _MODALS),
    ),
}
