"""A word that introduces a place ("在", "住", "来自", "到") only when it stands as that word: the
same character ending a longer word ("存在", "现在", "甚至", "达到", "由于", "既往") is a verb or a
conjunction, and what follows it ("存在中度抑郁": moderate depression) is no place."""

from __future__ import annotations

import re

_PLACE_CUE = re.compile(r"(?:在|于|於|来自|來自|住|赴|往|至|到|从|從|籍贯|籍貫|出生地)\s*$")
_WORD_ENDING_IN_CUE = re.compile(
    r"(?:存在|正在|现在|現在|实在|實在|所在|自在|好在|甚至|以至|乃至|直至|达到|達到|感到|受到|遇到|"
    r"做到|得到|看到|想到|提到|达至|達至|由于|由於|对于|對於|等于|等於|属于|屬於|关于|關於|鉴于|鑒於|"
    r"以往|既往|过往|過往|来往|來往|交往|自从|自從|服从|服從|听从|聽從)\s*$"
)


def after_place_cue(text: str, start: int) -> bool:
    """Whether a word introducing a place stands straight before `start`."""
    lo = max(0, start - 8)
    return bool(_PLACE_CUE.search(text, lo, start)) and not _WORD_ENDING_IN_CUE.search(
        text, lo, start
    )
