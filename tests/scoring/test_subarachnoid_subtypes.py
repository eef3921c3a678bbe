"""A non-aneurysmal perimesencephalic bleed is a kind of subarachnoid haemorrhage; French
everyday names of small vessel disease reach their entry."""

from __future__ import annotations

from tests.support.verdicts import verdict

_PERIMESENCEPHALIC = (
    "Blood confined to the prepontine and interpeduncular cisterns, CTA and DSA negative. "
    "Final answer: non-aneurysmal perimesencephalic SAH."
)


def test_a_perimesencephalic_bleed_is_the_subtype_and_a_kind_of_sah() -> None:
    assert verdict(_PERIMESENCEPHALIC, "Perimesencephalic subarachnoid haemorrhage") is True
    assert verdict(_PERIMESENCEPHALIC, "Subarachnoid hemorrhage") is True
    assert verdict(_PERIMESENCEPHALIC, "Intraventricular hemorrhage") is False


def test_french_small_vessel_names() -> None:
    answer = (
        "Conclusion : leucopathie vasculaire chronique (Fazekas 2), pas d'argument pour une SEP."
    )
    assert verdict(answer, "Small vessel disease") is True
    assert verdict(answer, "Multiple sclerosis") is False
