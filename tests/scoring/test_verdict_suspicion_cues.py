"""A suspected diagnosis is the answer's diagnosis (Spanish "sospecha de", like German "Verdacht
auf"), a low or absent suspicion denies it, and "first possibility" ranks a list."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Sospecha de meningioma de la convexidad parietal derecha.", "Meningioma", True),
        (
            "Se sospecha una encefalitis herpética por la afectación temporal.",
            "Herpes simplex encephalitis",
            True,
        ),
        (
            "Sin sospecha de metástasis; los hallazgos corresponden a cavernomas múltiples.",
            "Brain metastases",
            False,
        ),
        (
            "Baja sospecha de esclerosis múltiple; las lesiones son de pequeño vaso.",
            "Multiple sclerosis",
            False,
        ),
    ],
)
def test_suspicion_names_or_denies(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Primera posibilidad: encefalitis autoinmune. Segunda: encefalitis herpética.",
            "Autoimmune encephalitis",
            True,
        ),
        (
            "Primera posibilidad: encefalitis autoinmune. Segunda: encefalitis herpética.",
            "Herpes simplex encephalitis",
            False,
        ),
        (
            "Première hypothèse : abcès cérébral ; seconde hypothèse : métastase nécrosée.",
            "Brain abscess",
            True,
        ),
    ],
)
def test_a_first_possibility_ranks_the_list(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected
