"""A short answer whose second sentence settles in everyday words ("On reflection, ...",
"We're looking at X", "I'll say X", "... make it Y the better answer") is judged on that
sentence, not on the first impression or the history in the first."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.short_settling import settling_sentence


@pytest.mark.parametrize(
    ("answer", "settled", "first"),
    [
        (
            "At first glance a demyelinating plaque. On reflection, the wedge shape and the "
            "restricted diffusion in one arterial territory make it an acute infarct.",
            "Ischemic stroke",
            "Multiple sclerosis",
        ),
        (
            "Symmetric pallidal T1 signal; Wilson disease came up for a 50-year-old. We're "
            "dealing with acquired hepatocerebral degeneration here, given the cirrhosis.",
            "Acquired hepatocerebral degeneration",
            "Wilson disease",
        ),
        (
            "A colloid cyst was my first thought for a foramen of Monro mass. On closer "
            "inspection it is a subependymal giant cell astrocytoma, given the tubers.",
            "Subependymal giant cell astrocytoma",
            "Colloid cyst",
        ),
    ],
)
def test_the_settling_sentence_is_the_answer(answer: str, settled: str, first: str) -> None:
    assert settling_sentence(answer) is not None
    assert verdict(answer, settled) is True
    assert verdict(answer, first) is False


@pytest.mark.parametrize(
    "answer",
    [
        "We're looking at a glioblastoma.",  # one sentence: read whole as before
        "Ring-enhancing lesion with oedema. A contrast study would help on reflection.",
    ],
)
def test_no_settling_sentence(answer: str) -> None:
    assert settling_sentence(answer) is None
