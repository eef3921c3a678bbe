"""A mimic whose name holds the reference's word: tumour spread along the meninges is called
"carcinomatous meningitis" but is no meningitis. Whole answers through the path a scored sample
takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Thick nodular enhancement of the cauda equina and the cerebellar folia in a patient "
        "with melanoma: neoplastic meningitis.",
        "Final diagnosis: lymphomatous meningitis (secondary CNS involvement by DLBCL).",
        "Realce leptomeníngeo nodular en una paciente con cáncer de mama: meningitis "
        "carcinomatosa.",
    ],
)
def test_tumour_on_the_meninges_is_not_meningitis(answer: str) -> None:
    assert verdict(answer, "Meningitis") is False


def test_it_is_still_a_hit_for_leptomeningeal_spread() -> None:
    answer = (
        "Sugar-coating of the spinal cord in a patient with lung cancer: carcinomatous meningitis."
    )
    assert verdict(answer, "Leptomeningeal carcinomatosis") is True


def test_an_infective_meningitis_is_still_a_hit() -> None:
    answer = "Basal meningeal enhancement with hydrocephalus and infarcts: tuberculous meningitis."
    assert verdict(answer, "Meningitis") is True
