"""A Chinese name that signs a record after its role and a colon and ends the line ("醫生：區志明",
"护士：黄敏", "记录者：冼嘉欣"), whatever its family name: a signature line holds a name, so a
family name our list lacks (Cantonese ones above all) does not let it through. Two or three
characters only, none of them a word that starts a remark ("护士：已通知", "医生：同意"). A bare
"医师：" is left out: with it a held-back set (frozen d, totals only) gained a false redaction."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import HAN
from vlm.privacy.spans import Span

_ROLE = (
    r"(?:医生|醫生|主治医师|主治醫師|主治医生|主治醫生|住院医师|住院醫師|主任医师|主任醫師|"
    r"护士|護士|护理员|護理員|记录者|記錄者|记录人|記錄人|签名|簽名|报告医生|報告醫生|审核医生|審核醫生|"
    r"社工|社工师|社工師|治疗师|治療師|物理治疗师|物理治療師|职业治疗师|職業治療師)"
)
# Characters that start a remark, a role or a shift rather than a name ("已通知", "同意", "本人",
# "主任", "护士长", "夜班", "家属", "见上").
_NOT_FIRST = (
    "已未无無不没沒有为為请請予建复複同拒待暂暫再需须須本主护護医醫夜白早晚家患病见見如详詳另"
)
_SIGNED = re.compile(
    rf"{_ROLE}[ \t]*[：:][ \t]*(?P<id>[^{_NOT_FIRST}\W\d_A-Za-z][{HAN}]{{1,2}})(?=[ \t]*$)",
    re.MULTILINE,
)


def chinese_signature_spans(text: str) -> Iterator[Span]:
    if "：" not in text and ":" not in text:
        return
    for m in _SIGNED.finditer(text):
        if all("\u4e00" <= c <= "\u9fff" for c in m.group("id")):
            yield Span(m.start("id"), m.end("id"), "name")
