"""Everyday ways of committing and declining: "I would not call this X; it is Y", "unlikely to
be anything other than X", "Leaning X", "X (favoured)" inside a differential list, and "X would
be my first thought; however, Y is more likely". Whole answers through the path a scored sample
takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "right", "wrong"),
    [
        (
            "I would not call this a glioma; it is a tumefactive demyelinating lesion.",
            "Tumefactive demyelinating lesion",
            "Glioma",
        ),
        (
            "With the empty delta sign this is unlikely to be anything other than superior "
            "sagittal sinus thrombosis.",
            "Superior sagittal sinus thrombosis",
            None,
        ),
        (
            "Could be a hypertensive bleed, could be CAA. Leaning cerebral amyloid angiopathy "
            "given the lobar site.",
            "Cerebral amyloid angiopathy",
            None,
        ),
        (
            "Differential: Susac syndrome (favoured), ADEM, multiple sclerosis.",
            "Susac syndrome",
            "Acute disseminated encephalomyelitis",
        ),
        (
            "Multiple sclerosis would be my first thought; however, Susac syndrome is more "
            "likely given the hearing loss and branch retinal artery occlusions.",
            "Susac syndrome",
            "Multiple sclerosis",
        ),
    ],
)
def test_the_committed_diagnosis_is_the_answer(answer: str, right: str, wrong: str | None) -> None:
    assert verdict(answer, right) is True
    if wrong is not None:
        assert verdict(answer, wrong) is False


def test_my_first_thought_alone_is_still_the_answer() -> None:
    assert verdict("My first thought is Susac syndrome.", "Susac syndrome") is True


def test_a_list_said_to_be_in_order_is_led_by_its_first_item() -> None:
    answer = "My top three, in order: Susac syndrome, ADEM, multiple sclerosis."
    assert verdict(answer, "Susac syndrome") is True
    assert verdict(answer, "Acute disseminated encephalomyelitis") is False


def test_in_order_to_ranks_nothing() -> None:
    answer = "In order to exclude Susac syndrome an eye exam is needed; the diagnosis is ADEM."
    assert verdict(answer, "Susac syndrome") is False
    assert verdict(answer, "Acute disseminated encephalomyelitis") is True
