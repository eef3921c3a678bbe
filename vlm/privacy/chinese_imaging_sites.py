"""Chinese imaging centres known by their brand and "影像" ("在康华影像完成", "at 匯康醫學影像"),
and Hong Kong general outpatient clinics named by their place ("石坡普通科門診"), after a word
that says a test was done or a patient is followed there. Imaging of a body part ("头颅影像"),
a department ("影像科") and imaging studies ("影像学") are no place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import HAN
from vlm.privacy.spans import Span

_ANCHORS = ("影像", "普通科")
_CUE = r"(?:於|于|在|至|到|往|赴|轉介|转介|經|经|\bat[ \t]?)"
_SITE = re.compile(
    rf"{_CUE}(?P<id>(?P<name>[{HAN}]{{2,6}}?)(?:醫學影像|医学影像|影像)(?:中心)?|"
    rf"(?P<place>[{HAN}]{{2,4}}?)(?:普通科門診|普通科门诊)(?:診所|诊所)?)"
    r"(?![科学學片]|资料|資料|报告|報告|检查|檢查|所见|所見|表现|表現)"
)
# A body part, a department, a kind of hospital or where it stands: no name of its own.
_GENERIC = re.compile(
    r"(?:头颅|頭顱|头部|頭部|胸部|腹部|颈部|頸部|脊柱|腰椎|颈椎|頸椎|盆腔|四肢|医学|醫學|本院|我院|"
    r"外院|该院|該院|他院|当地|當地|附近|私家|私人|放射|其他|社区|社區|公立|专科|專科|门诊|門診|"
    r"相关|相關|复查|複查|随访|隨訪|术后|術後|术前|術前|区内|區內|就近)"
)


def chinese_imaging_site_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for m in _SITE.finditer(text):
        prefix = m.group("name") or m.group("place")
        if not _GENERIC.search(prefix):
            yield Span(m.start("id"), m.end("id"), "institution")
