"""Answers in traditional Chinese meet the same conclusion markers, negations and names as
simplified ones (診斷 = 诊断), and the judged span is quoted as the answer wrote it. Whole
answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer
from vlm.traditional_chinese import to_simplified


def test_folding_keeps_every_offset() -> None:
    text = "側腦室旁病灶。診斷：多發性硬化。"
    folded = to_simplified(text)
    assert len(folded) == len(text)
    assert folded == "侧脑室旁病灶。诊断：多发性硬化。"
    assert to_simplified("多发性硬化") == "多发性硬化"


def test_the_conclusion_after_a_traditional_marker_is_quoted_as_written() -> None:
    answer = "左側顳葉環狀強化，中央瀰散受限，發燒。\n最後診斷：腦膿瘍。"
    assert parse_answer(answer).final_diagnosis.startswith("腦膿瘍")
    assert verdict(answer, "Brain abscess") is True
    assert verdict(answer, "Glioblastoma") is False


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("雙側海馬明顯萎縮，頂葉後部亦萎縮。診斷：阿茲海默症。", "Alzheimer disease"),
        ("皮層呈緞帶狀瀰散受限，病程進展快速。考慮為庫賈氏病。", "Creutzfeldt-Jakob disease"),
        (
            "皮質脊髓束高訊號，上下運動神經元皆受累。診斷：漸凍人症。",
            "Amyotrophic lateral sclerosis",
        ),
        ("雙側尾狀核頭萎縮。印象：亨丁頓舞蹈症。", "Huntington disease"),
        ("右側內囊後肢新發病灶。結論：急性腦中風。", "Stroke"),
    ],
)
def test_names_used_in_taiwan_and_hong_kong_are_read(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


def test_a_traditional_exclusion_is_a_negation() -> None:
    answer = "雙側顳葉內側高訊號，腦脊液PCR陰性。排除單純疱疹病毒性腦炎，較傾向自體免疫性腦炎。"
    assert verdict(answer, "Herpes simplex encephalitis") is False
