"""A list whose ranking is said after it ("A, B and C, in that order") ranks its first item
first, as "in order: A, B, C" does; without the closing phrase it stays an uncommitted list."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge

_ORDERED = [
    "Restricted diffusion in the cortex and caudate. I would list sporadic CJD, "
    "autoimmune encephalitis and status epilepticus, in that order.",
    "Cortical and caudate diffusion restriction: sporadic CJD, autoimmune encephalitis, "
    "status epilepticus (in descending order of likelihood).",
    "Sporadic CJD, autoimmune encephalitis or status epilepticus - from most to least likely.",
]


@pytest.mark.parametrize("answer", _ORDERED)
def test_the_first_item_of_a_list_ranked_after_it_is_the_answer(answer: str) -> None:
    verdict = judge(answer, "Creutzfeldt-Jakob disease")
    assert verdict.correct is True, verdict.reason
    assert judge(answer, "Autoimmune encephalitis").correct is not True


def test_the_same_list_without_a_ranking_commits_to_none() -> None:
    answer = "Sporadic CJD, autoimmune encephalitis, status epilepticus."
    assert judge(answer, "Creutzfeldt-Jakob disease").correct is not True


def test_order_words_that_rank_nothing_leave_the_answer_alone() -> None:
    answer = "Scans were reviewed in that order. Diagnosis: glioblastoma."
    assert judge(answer, "Glioblastoma").correct is True
