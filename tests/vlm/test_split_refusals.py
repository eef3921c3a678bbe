"""A refusal whose modal stands apart from its verb ("Ich kann anhand der Bilder nicht sicher
sagen, ob ...") is still a refusal: no diagnosis is given, so naming the reference inside it is
no hit; a commitment after it still counts."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge, verdict


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Ich kann anhand dieser Sequenzen nicht sicher sagen, ob es sich um eine "
            "Neurosarkoidose handelt.",
            "Neurosarcoidosis",
        ),
        (
            "From a single axial FLAIR image I'm not able to give a diagnosis; neurosarcoidosis "
            "is one of several possibilities.",
            "Neurosarcoidosis",
        ),
        (
            "I'm sorry, but I can't interpret medical images to confirm neurosarcoidosis; a "
            "radiologist should review this scan.",
            "Neurosarcoidosis",
        ),
        (
            "Without the history I won't guess at a diagnosis; neurosarcoidosis is one thing "
            "that can enhance like this.",
            "Neurosarcoidosis",
        ),
        (
            "Ob es sich um eine Neurosarkoidose handelt, kann ich anhand dieser Bilder nicht "
            "sicher sagen.",
            "Neurosarcoidosis",
        ),
        (
            "Eine Diagnose kann ich anhand eines einzelnen Schnittbildes nicht stellen.",
            "Neurosarcoidosis",
        ),
        (
            "Whether this is neurosarcoidosis I cannot say from these images.",
            "Neurosarcoidosis",
        ),
        (
            "Con estas imágenes no se puede decir si se trata de una neurosarcoidosis.",
            "Neurosarcoidosis",
        ),
        (
            "Sans biopsie, il est impossible de savoir s'il s'agit d'une neurosarcoïdose.",
            "Neurosarcoidosis",
        ),
    ],
)
def test_a_split_refusal_gives_no_diagnosis(answer: str, reference: str) -> None:
    found = judge(answer, reference)
    assert found.correct is False
    assert "refusal" in found.reason


def test_a_commitment_after_the_refusal_still_counts() -> None:
    answer = (
        "Ich kann anhand der Bilder nicht sicher sagen, welche Ursache vorliegt, aber am "
        "ehesten handelt es sich um eine Neurosarkoidose."
    )
    assert verdict(answer, "Neurosarcoidosis") is True
