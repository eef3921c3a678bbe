"""A first impression reported without 'I' or 'my' and then left ('X was considered first',
'at first sight X', 'X came to mind first') is no answer: the name the answer settles on in a
later sentence is judged, and the first impression alone commits to nothing."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict

_ANSWER = (
    "Posterior fossa mass in a child. Pilocytic astrocytoma was considered first. The lesion "
    "is solid, though, restricts diffusion and sits in the vermis roof of the fourth ventricle. "
    "Medulloblastoma, then."
)


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Pilocytic astrocytoma", False), ("Medulloblastoma", True)],
)
def test_the_later_settled_name_is_the_answer(reference: str, expected: bool) -> None:
    assert verdict(_ANSWER, reference) is expected


@pytest.mark.parametrize(
    "answer",
    [
        "Bilateral thalamic lesions. At first glance Wernicke encephalopathy. However the "
        "history is of a sudden coma and the lesions are paramedian: an artery of Percheron "
        "infarct.",
        "Bilateral thalamic lesions; Wernicke encephalopathy came to mind first. The sudden "
        "onset and the paramedian pattern make an artery of Percheron infarct the answer.",
    ],
)
def test_a_first_glance_name_is_not_judged(answer: str) -> None:
    assert verdict(answer, "Wernicke encephalopathy") is False
    assert verdict(answer, "Artery of Percheron infarct") is True
