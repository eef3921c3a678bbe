"""Words that put one diagnosis ahead of another ("ahead of", "beats", "trumps", "edges out")
rank the second below the first: it is no hit, and the first one stays the answer."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "MOG antibody disease ahead of multiple sclerosis, given the fluffy lesions.",
        "For me MOGAD beats MS: the optic nerve sheath enhances and the cord lesion is long.",
        "MOGAD trumps multiple sclerosis on these findings.",
        "MOGAD narrowly edges out MS as the answer.",
    ],
)
def test_the_name_put_behind_is_no_hit(answer: str) -> None:
    assert verdict(answer, "Multiple sclerosis") is False


def test_the_name_put_ahead_is_the_answer() -> None:
    answer = "MOGAD trumps multiple sclerosis on these findings."
    assert verdict(answer, "MOG antibody-associated disease") is True
