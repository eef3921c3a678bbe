"""Abbreviations Spanish reports write for table entries ('SEPR' for PRES, 'DCLewy' for dementia
with Lewy bodies) are read as those entries, in capitals only."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Edema vasogénico parieto-occipital bilateral tras la crisis hipertensiva. "
            "Diagnóstico: SEPR.",
            "Posterior reversible encephalopathy syndrome",
        ),
        (
            "Parkinsonismo, alucinaciones visuales y fluctuaciones; atrofia leve sin afectación "
            "hipocampal marcada. Impresión diagnóstica: DCLewy.",
            "Dementia with Lewy bodies",
        ),
    ],
)
def test_spanish_abbreviations_name_their_entry(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True
    assert verdict(answer, "Alzheimer disease") is False
