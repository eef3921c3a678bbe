"""Chinese "cannot exclude" in its other wordings is a hedge, not the negation "排除" inside it;
"原发灶待查" (the primary tumour still to be found) does not hedge the metastases before it."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize("cue", ["无法排除", "难以排除", "尚不能排除", "无法除外"])
def test_cannot_exclude_is_a_hedge(cue: str) -> None:
    assert verdict(f"{cue}自身免疫性脑炎。", "Autoimmune encephalitis") is None


@pytest.mark.parametrize("tail", ["原发灶待查", "原发灶不明"])
def test_the_primary_still_to_be_found_leaves_the_metastases_named(tail: str) -> None:
    answer = f"小脑及额叶多发环形强化结节，考虑脑转移瘤，{tail}。"
    assert verdict(answer, "Brain metastases") is True
