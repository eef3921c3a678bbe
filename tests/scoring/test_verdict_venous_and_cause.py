"""A venous infarct is no arterial ischaemic stroke; a procedure stated right after a name
("intracranial hypotension after a lumbar puncture") makes it a secondary form, against a
spontaneous reference; a spontaneous leak stays spontaneous."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

SIH = "Spontaneous intracranial hypotension"


@pytest.mark.parametrize(
    "answer",
    [
        "Haemorrhagic venous infarction in the left temporal lobe.",
        "Venous infarct, right parietal.",
    ],
)
def test_a_venous_infarct_is_not_an_ischaemic_stroke(answer: str) -> None:
    assert verdict(answer, "Acute ischemic stroke") is False


def test_a_venous_infarct_beside_its_sinus_thrombosis_keeps_the_hit() -> None:
    answer = "Straight sinus thrombosis with bilateral thalamic venous infarcts."
    assert verdict(answer, "Cerebral venous sinus thrombosis") is True


@pytest.mark.parametrize(
    "answer",
    [
        "Intracranial hypotension after a diagnostic lumbar puncture.",
        "Intracranial hypotension following lumbar spine surgery.",
    ],
)
def test_a_procedure_after_the_name_is_no_spontaneous_form(answer: str) -> None:
    assert verdict(answer, SIH) is False


def test_a_spontaneous_leak_after_the_name_keeps_the_hit() -> None:
    answer = "Intracranial hypotension from a spinal CSF leak at a calcified disc."
    assert verdict(answer, SIH) is True


def test_a_venous_infarct_listed_beside_its_thrombosis_is_no_rival() -> None:
    answer = "Impression: transverse sinus thrombosis (left), venous infarct in the temporal lobe."
    assert verdict(answer, "Cerebral venous sinus thrombosis") is True
    assert verdict(answer, "Acute ischemic stroke") is False
