"""An infarct called prior, previous or the sequela of a stroke is old: it contradicts an acute
reference; "prior to" dates something else and says nothing about acuity."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Encephalomalacia: sequelae of a prior right MCA stroke.",
        "Gliosis from a previous left PCA infarct, nothing new.",
        "Longstanding lacunar infarct in the left internal capsule.",
    ],
)
def test_an_old_infarct_is_not_an_acute_stroke(answer: str) -> None:
    assert verdict(answer, "Acute ischemic stroke") is False


def test_prior_to_is_no_acuity() -> None:
    answer = "Acute left MCA infarct, imaged prior to thrombectomy."
    assert verdict(answer, "Acute ischemic stroke") is True
