"""A differential closed by the model's pick: "Top pick: X", "My top pick is X", "X is my top
pick", "Primera opción: X", and "Top pick: #2" pointing into the numbered list above. The pick
is the answer, not the list's first row, and a pointed-to item is read without the reasons
written after its name. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

_LIST = (
    "Differential:\n"
    "1. Pituitary macroadenoma - most common sellar mass in adults\n"
    "2. Craniopharyngioma - calcified, cystic and solid, suprasellar\n"
    "3. Rathke cleft cyst - non-enhancing, intrasellar\n\n"
)


@pytest.mark.parametrize(
    "closing",
    [
        "Top pick: craniopharyngioma, given the calcification in a 10-year-old.",
        "My top pick is craniopharyngioma.",
        "Given the calcification in a 10-year-old, craniopharyngioma is my top pick.",
        "Top pick: #2.",
        "My pick: 2 - the calcification settles it.",
    ],
)
def test_the_pick_not_the_first_row_is_the_answer(closing: str) -> None:
    assert verdict(_LIST + closing, "Craniopharyngioma") is True
    assert verdict(_LIST + closing, "Pituitary adenoma") is False


def test_an_item_pointed_to_is_read_without_its_reasons() -> None:
    answer = (
        "1. Cerebral amyloid angiopathy - lobar microbleeds, superficial siderosis\n"
        "2. Hypertensive arteriopathy - deep microbleeds\n"
        "3. Multiple cavernomas - popcorn lesions\n\n"
        "Top pick: #1."
    )
    assert verdict(answer, "Cerebral amyloid angiopathy") is True
    assert verdict(answer, "Superficial siderosis") is False


@pytest.mark.parametrize(
    "answer",
    [
        "Diagnóstico diferencial: meningioma, schwannoma vestibular, metástasis.\n"
        "Primera opción: schwannoma vestibular.",
        "Differenzialdiagnosen: Meningeom, Vestibularisschwannom, Metastase.\n"
        "Erste Wahl: Vestibularisschwannom.",
        "Diagnostic différentiel : méningiome, schwannome vestibulaire, métastase.\n"
        "Premier choix : schwannome vestibulaire.",
    ],
)
def test_a_pick_in_other_languages(answer: str) -> None:
    assert verdict(answer, "Vestibular schwannoma") is True
    assert verdict(answer, "Meningioma") is False
