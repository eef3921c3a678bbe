"""The word "primary" as a metastasis's source is no ranking word: a metastasis named beside
"no known primary" is not thereby the answer's first choice."""

from __future__ import annotations

from tests.support.verdicts import verdict


def test_a_metastasis_beside_no_known_primary_is_not_ranked_first() -> None:
    answer = (
        "A metastasis is difficult to defend with one lesion and no known primary. Glioblastoma "
        "is what I would put down."
    )
    assert verdict(answer, "Brain metastases") is not True


def test_metastases_from_an_unknown_primary_are_still_the_answer() -> None:
    answer = "Several enhancing nodules at the grey-white junction: metastases, unknown primary."
    assert verdict(answer, "Brain metastases") is True


def test_the_ranking_word_still_ranks() -> None:
    answer = "The primary consideration is glioblastoma, lymphoma being less likely."
    assert verdict(answer, "Glioblastoma") is True
