"""A list of candidates, then one of them named again on its own in a later sentence ("On my
list: A, B, C. With polycythaemia I'm going with B"): the one named again may be the answer,
so it is undecided or a hit, never "no single diagnosis committed"; the others stay
incorrect."""

from __future__ import annotations

from tests.support.verdicts import verdict

_LISTED = (
    "Candidates for a cystic cerebellar mass with a nodule in an adult: pilocytic astrocytoma, "
    "haemangioblastoma and a cystic metastasis. Given the raised haematocrit, haemangioblastoma "
    "it is."
)


def test_the_name_singled_out_after_the_list_is_not_judged_uncommitted() -> None:
    assert verdict(_LISTED, "Hemangioblastoma") is not False


def test_the_names_left_in_the_list_stay_incorrect() -> None:
    assert verdict(_LISTED, "Pilocytic astrocytoma") is False
    assert verdict(_LISTED, "Brain metastases") is False


def test_a_numbered_list_is_still_a_list() -> None:
    answer = "1. Pilocytic astrocytoma 2. Haemangioblastoma"
    assert verdict(answer, "Hemangioblastoma") is False


def test_a_later_everyday_commitment_is_read() -> None:
    answer = (
        "Metastasis, abscess or a high-grade glioma could all do this; I'll settle on abscess, "
        "given the smooth rim and the restricted diffusion."
    )
    assert verdict(answer, "Brain abscess") is True
    assert verdict(answer, "Brain metastases") is False
