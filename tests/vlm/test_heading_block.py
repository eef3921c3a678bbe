"""A Markdown report's labelled section ends at the next heading: the impression is the
answer, and the differential under the following heading is not part of it."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.heading_block import before_next_heading
from vlm.parse import parse_answer

_ZH = (
    "## 影像所见\n右侧小脑桥脑角区占位，内听道扩大，明显强化。\n"
    "## 印象\n右侧听神经瘤。\n## 鉴别\n脑膜瘤、表皮样囊肿。"
)
_EN = (
    "### Findings\nSmooth extra-axial mass at the left cerebellopontine angle widening the "
    "internal auditory canal.\n### Impression\nLeft vestibular schwannoma.\n"
    "### Differential\nMeningioma; epidermoid cyst."
)
_BOLD = (
    "Findings: extra-axial mass at the left cerebellopontine angle.\nImpression:\n"
    "Left vestibular schwannoma.\n**Differential**\nMeningioma, epidermoid cyst."
)


@pytest.mark.parametrize("answer", [_ZH, _EN, _BOLD])
def test_the_impression_ends_at_the_next_heading(answer: str) -> None:
    judged = parse_answer(answer).final_diagnosis
    assert "脑膜瘤" not in judged and "Meningioma" not in judged
    assert verdict(answer, "Vestibular schwannoma") is True
    assert verdict(answer, "Meningioma") is False


def test_a_block_without_a_later_heading_keeps_its_end() -> None:
    text = "## Impression\nLeft vestibular schwannoma, Koos grade 2.\nFollow-up in a year."
    start = text.index("Left")
    assert before_next_heading(text, start, len(text)) == len(text)
    assert before_next_heading(text + "\n## Plan\nMRI", start, len(text) + 12) == len(text) + 1
