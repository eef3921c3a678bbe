"""An earlier opinion the answer has left ("my first thought was X", "I initially favoured X",
"X loses out to Y", "X → no, Y") is not the answer. Whole answers through the path a scored
sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Tumefactive demyelination, although I initially favoured a glioblastoma.",
        "Tumefactive demyelination (my first thought was glioblastoma, before the open ring).",
        "Glioblastoma loses out to tumefactive demyelination once the perfusion is seen.",
        "Glioblastoma → no, tumefactive demyelination: the ring is open toward the cortex.",
        "I was going to say glioblastoma, but the incomplete ring makes it tumefactive "
        "demyelination.",
        "Most people would say glioblastoma. The low rCBV says tumefactive demyelination.",
    ],
)
def test_a_superseded_opinion_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Glioblastoma") is False


def test_what_the_answer_settles_on_is_still_a_hit() -> None:
    answer = "Tumefactive demyelination, although I initially favoured a glioblastoma."
    assert verdict(answer, "Tumefactive demyelination") is True


def test_the_earlier_label_dropped_in_favour_of_another() -> None:
    answer = "The earlier MS label should be dropped in favour of MOG antibody disease."
    assert verdict(answer, "Multiple sclerosis") is False


def test_a_first_thought_kept_is_unchanged() -> None:
    # "first" dates nothing here and sets nothing aside: the plain answer stays a hit
    assert verdict("First-line answer: glioblastoma, IDH-wildtype.", "Glioblastoma") is True
