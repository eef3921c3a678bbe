"""German 'führend' ranks first and 'wenig wahrscheinlich' sets aside; French 'en priorité'
ranks first beside 'à discuter'."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("DD Lymphom; führend ist ein Glioblastom mit zentraler Nekrose.", "Glioblastoma", True),
        ("DD Lymphom; führend ist ein Glioblastom mit zentraler Nekrose.", "Lymphoma", False),
        ("Beurteilung: Meningeom. Ein Schwannom ist wenig wahrscheinlich.", "Schwannoma", False),
        ("Beurteilung: Meningeom. Ein Schwannom ist wenig wahrscheinlich.", "Meningioma", True),
        (
            "Hypothèses : en priorité un abcès cérébral ; à discuter une métastase nécrosée.",
            "Brain abscess",
            True,
        ),
        (
            "Hypothèses : en priorité un abcès cérébral ; à discuter une métastase nécrosée.",
            "Brain metastases",
            False,
        ),
    ],
)
def test_ranking_words(answer: str, reference: str, expected: bool) -> None:
    assert judge(answer, reference).correct is expected
