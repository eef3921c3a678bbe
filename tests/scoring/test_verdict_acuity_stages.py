"""A late stage or a range of two stages dates a lesion past its acute phase ("late subacute",
"subacute to chronic", an "established" infarct); a range that starts or stays acute does not,
and "subacute" alone still reads acute."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

ACUTE_STROKE = "Acute ischemic stroke"


@pytest.mark.parametrize(
    "answer",
    [
        "Subacute to chronic infarct of the left occipital lobe, with some volume loss.",
        "Late subacute right MCA territory infarct, roughly three weeks old.",
        "Chronic-to-remote bilateral thalamic lacunes.",
        "Impression: established infarct in the right PCA territory.",
        "Infarto subagudo tardío del hemisferio cerebeloso derecho.",
    ],
)
def test_a_stage_past_the_acute_one_contradicts_an_acute_reference(answer: str) -> None:
    assert verdict(answer, ACUTE_STROKE) is False


@pytest.mark.parametrize(
    "answer",
    [
        "Hyperacute to acute left MCA infarct on a DWI-FLAIR mismatch.",
        "Acute to early subacute right cerebellar infarct.",
        "Subacute infarct in the left ACA territory, about a week old.",
    ],
)
def test_a_range_that_stays_acute_is_a_hit(answer: str) -> None:
    assert verdict(answer, ACUTE_STROKE) is True


def test_nothing_new_is_no_acute_lesion() -> None:
    answer = "Old left frontal infarct with gliosis; nothing new on diffusion."
    assert verdict(answer, ACUTE_STROKE) is False
