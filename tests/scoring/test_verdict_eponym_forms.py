"""An eponym written in another read language ("Morbus X", "X-Erkrankung", "maladie de X",
"síndrome de X", "X病") names the same disease as its English form, for a reference the table
lacks and for the table's own eponyms."""

from __future__ import annotations

import pytest

from scoring.rule.eponym_forms import eponym_forms
from tests.support.verdicts import verdict


def test_forms_follow_each_language_s_head_word() -> None:
    forms = eponym_forms("Rosai-Dorfman disease")
    assert forms["de"] == (
        "Rosai-Dorfman-Erkrankung",
        "Rosai-Dorfman-Krankheit",
        "Morbus Rosai-Dorfman",
    )
    assert forms["es"] == ("enfermedad de Rosai-Dorfman",)
    assert eponym_forms("Erdheim-Chester disease")["fr"] == ("maladie d'Erdheim-Chester",)
    assert eponym_forms("Alzheimer's disease")["fr"] == ("maladie d'Alzheimer",)
    assert eponym_forms("Joubert syndrome")["zh"] == ("Joubert综合征",)


@pytest.mark.parametrize(
    "name", ["moyamoya disease", "MELAS syndrome", "small vessel disease", "Alzheimer"]
)
def test_names_that_are_no_eponym_get_no_forms(name: str) -> None:
    assert eponym_forms(name) == {}


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Beurteilung: Rosai-Dorfman-Erkrankung mit duraständigen Raumforderungen, "
            "DD Meningeome.",
            "Rosai-Dorfman disease",
            True,
        ),
        (
            "Conclusion : maladie d'Erdheim-Chester (ostéosclérose diaphysaire et "
            "infiltration périaortique).",
            "Erdheim-Chester disease",
            True,
        ),
        (
            "Diagnóstico: enfermedad de Rosai-Dorfman; se descartan meningiomas múltiples.",
            "Meningioma",
            False,
        ),
    ],
)
def test_a_reference_the_table_lacks_is_found_in_other_languages(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Befund passend zu einer Foix-Alajouanine-Krankheit.", "Foix-Alajouanine syndrome"),
        ("Conclusion : syndrome de Dyke-Davidoff-Masson.", "Dyke-Davidoff-Masson syndrome"),
        ("诊断：Bickerstaff脑炎。", "Bickerstaff brainstem encephalitis"),
    ],
)
def test_a_table_eponym_is_found_in_other_languages(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True
