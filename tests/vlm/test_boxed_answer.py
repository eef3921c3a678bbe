"""A boxed answer is the model's own marking of its conclusion: its content is judged, with or
without a 'final answer' phrase before it, and the diseases weighed above it are not."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.boxed_answer import boxed_answer
from vlm.parse import parse_answer

_REASONING = (
    "Round T1-bright lesion at the foramen of Monro with hydrocephalus of both lateral "
    "ventricles; a central neurocytoma would be bubbly and attached to the septum.\n\n"
)


@pytest.mark.parametrize(
    "box",
    ["$\\boxed{\\text{Colloid cyst}}$", "\\boxed{Colloid cyst}", "\\(\\boxed{colloid cyst}\\)"],
)
def test_the_boxed_content_is_the_answer(box: str) -> None:
    answer = _REASONING + box
    assert parse_answer(answer).final_diagnosis.lower() == "colloid cyst"
    assert verdict(answer, "Colloid cyst") is True
    assert verdict(answer, "Central neurocytoma") is False


def test_the_last_box_wins_and_no_box_is_none() -> None:
    text = "First guess \\boxed{Meningioma}, revised: \\boxed{Solitary fibrous tumour}"
    span = boxed_answer(text)
    assert span is not None and text[span[0] : span[1]] == "Solitary fibrous tumour"
    assert boxed_answer("No box here, just a colloid cyst.") is None
