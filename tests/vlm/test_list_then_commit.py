"""A short differential list closed by a sentence that commits to one of its items is judged
on that sentence; a closing sentence that names none of the items leaves the list as read."""

from __future__ import annotations

from tests.support.verdicts import verdict
from vlm.list_then_commit import commit_after_list
from vlm.parse import parse_answer

_ANSWER = (
    "Enhancing mass in the cerebellopontine angle. Differential:\n"
    "1. Meningioma\n2. Vestibular schwannoma\n3. Epidermoid cyst\n\n"
    "With the widened internal auditory canal, vestibular schwannoma is the most likely."
)


def test_the_closing_commitment_is_the_answer() -> None:
    assert "schwannoma" in parse_answer(_ANSWER).final_diagnosis
    assert verdict(_ANSWER, "Vestibular schwannoma") is True
    assert verdict(_ANSWER, "Meningioma") is False


def test_a_closing_sentence_naming_no_item_is_not_taken() -> None:
    text = "1. Metastasis\n2. Abscess\nMost likely a metastatic melanoma."
    closing = (text.index("Most"), len(text) - 1)
    assert commit_after_list(text, closing) is None
    text = "1. Metastasis\n2. Abscess\nMost likely metastasis, given the known melanoma."
    closing = (text.index("Most"), len(text) - 1)
    assert commit_after_list(text, closing) == closing


def test_a_commitment_above_the_list_is_not_a_closing_one() -> None:
    text = "Most likely a meningioma.\n1. Meningioma\n2. Schwannoma"
    assert commit_after_list(text, (0, 24)) is None
