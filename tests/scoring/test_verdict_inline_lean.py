"""A lean written after an item's name inside the list, with its article, in each read
language ("(la más probable)", "(le plus probable)", "(am wahrscheinlichsten)", "(my
favourite)") ranks that item first."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "first", "other"),
    [
        (
            "Opciones: absceso cerebral (el más probable), glioblastoma, metástasis.",
            "Brain abscess",
            "Glioblastoma",
        ),
        (
            "Hypothèses : sclérose en plaques (la plus probable), NMOSD, encéphalomyélite aiguë"
            " disséminée.",
            "Multiple sclerosis",
            "Neuromyelitis optica spectrum disorder",
        ),
        (
            "DD: Meningeom (am wahrscheinlichsten), Schwannom, Metastase.",
            "Meningioma",
            "Metastasis",
        ),
        (
            "Candidates: PRES (my favourite), RCVS, hypertensive encephalopathy.",
            "Posterior reversible encephalopathy syndrome",
            "Reversible cerebral vasoconstriction syndrome",
        ),
    ],
)
def test_an_inline_lean_ranks_its_item_first(answer: str, first: str, other: str) -> None:
    assert verdict(answer, first) is True
    assert verdict(answer, other) is False
