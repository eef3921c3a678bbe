"""A kind of hospital named without a name ("转介復康醫院", "转社区医院随访", "上级医院",
"来自社区卫生服务中心", "安排日間醫院", "查詢日間醫院"): a rehabilitation, community, psychiatric,
local, higher-level or day hospital, a care home or a community health centre in general, which
identifies no one."""

from __future__ import annotations

import re

_GENERIC = re.compile(
    r"(?:康复|康復|復康|社区|社區|精神病|精神科|专科|專科|综合|綜合|上级|上級|下级|下級|当地|當地|"
    r"基层|基層|私家|私立|公立|外|中|中西医结合|中西醫結合|老人|养老|養老|护理|護理|疗养|療養|"
    r"护老|護老|安老|护养|護養|日间|日間)?(?:医院|醫院|院|卫生服务中心|衛生服務中心)|"
    r"(?:康复|康復|復康|日间照料|日間照料|社区|社區|老年|长者|長者)(?:中心)|"
    # a department's day hospital or clinic ("老人科日間醫院", "精神科日间医院")
    r"[\u4e00-\u9fff]{1,3}科(?:日间|日間)(?:医院|醫院)"
)
# A kind of home named without a name ("曾於屋邨走失", "住公屋"): a public or private estate.
_GENERIC_HOME = re.compile(r"(?:公共)?屋邨|屋苑|公屋|居屋|村屋|私人屋苑|唐樓|唐楼")
# What ends the words before a hospital's name: a verb of going, coming or referring, or one of
# asking or applying for a place ("查詢日間醫院", "申请康复医院", "輪候護養院").
LEFT_OF_PLACE = re.compile(
    r".*(?:来自|來自|转介|轉介|安排|查询|查詢|询问|詢問|申请|申請|轮候|輪候|[在于於至到从從赴往入转轉])"
)


def is_generic_home(name: str) -> bool:
    """`name` is a kind of home, not one estate ("屋邨", "公屋")."""
    return bool(_GENERIC_HOME.fullmatch(name))


def is_generic_hospital(name: str) -> bool:
    """`name` is a kind of hospital, not one hospital ("復康醫院", "社区卫生服务中心")."""
    return bool(_GENERIC.fullmatch(name))
