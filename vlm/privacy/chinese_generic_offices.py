"""Words jieba's dictionary tags as organisations that name a kind of office, field or trait,
never one body: an office named only by its field ("民政局", "住院部", "卫生院", "药检所"), a
discipline, a trade or a trait written with one more character ("中医药", "中医学", "中医师",
"上进心"). A place or a proper name before the head keeps it an institution ("北京市公安局",
"天坛医院", "复旦大学"): only a common word of the dictionary may stand before it."""

from __future__ import annotations

import re
from collections.abc import Callable

# Heads of an office, a department, a role or a body that the field before them completes.
_OFFICE_HEADS = (
    "委员会",
    "中心",
    "医师",
    "醫師",
    "医生",
    "醫生",
    "护士",
    "護士",
    "外科",
    "内科",
    "內科",
    "局",
    "部",
    "所",
    "委",
    "厅",
    "处",
    "站",
    "科",
    "室",
    "会",
    "院",
    "办",
    "队",
    "团",
    "署",
    "司",
)
# One character that makes a field's word a discipline, a trade or a trait.
_FIELD_TAILS = frozenset("学师心")
# Kinds of hospital by the patients or the care they take, or by their rank ("儿科医院",
# "中心医院", "公立医院"); a hospital named by any other word is one hospital ("天坛医院").
_HOSPITAL_KINDS = re.compile(
    r"(?:[\u4e00-\u9fff]?科|中心|公立|私立|中小|网上|專科|专科|综合|綜合|肿瘤|腫瘤|妇幼|婦幼|"
    r"口腔|精神病|传染病|傳染病|胸科)(?:医院|醫院)"
)
# The dictionary's tags of proper nouns: a place or a name before the head names one body.
_PROPER = frozenset({"nr", "nrfg", "nrt", "ns", "nt", "nz"})


def is_generic_office(word: str, tag_of: Callable[[str], str | None]) -> bool:
    """`word` (tagged as an organisation) is a common word of the dictionary before an office's
    or a role's head ("住院" + "医师", "普通" + "外科"), a kind of hospital ("儿科医院"), a
    kind of medicine ("中草药") or a field's word before the character that makes it a
    discipline or a trait ("中医" + "学", "上进" + "心"); `tag_of` gives the dictionary's tag
    of a word or None."""
    if _HOSPITAL_KINDS.fullmatch(word) or (word.endswith(("药", "藥")) and len(word) >= 3):
        return True
    if word.endswith(("外科", "内科", "內科")):  # "普通外科": a department, never a hospital
        return True
    for head in _OFFICE_HEADS:
        if word.endswith(head) and len(word) > len(head) and _common(word[: -len(head)], tag_of):
            return True
    if word[-1] in _FIELD_TAILS and len(word) >= 3:
        return _common(word[:-1], tag_of)
    return False


def _common(prefix: str, tag_of: Callable[[str], str | None]) -> bool:
    tag = tag_of(prefix)
    return tag is not None and tag not in _PROPER


# Tags of words that may stand before a kind of hospital or office without naming it: verbs,
# adverbs, pronouns, prepositions, places and times in general ("当地", "长期居住"), numbers.
_GENERAL_TAGS = frozenset({"v", "vn", "d", "r", "p", "s", "f", "t", "m", "q", "c", "u", "a", "ad"})
# Nouns that say who or where in general: the patient, the family, a township or a village.
_GENERAL_NOUNS = frozenset({"患者", "病人", "家属", "家屬", "乡镇", "鄉鎮", "基层", "基層"})


def is_generic_kind_phrase(
    words: list[tuple[str, str]],
    is_kind: Callable[[str], bool],
    tag_of: Callable[[str], str | None],
) -> bool:
    """The words (jieba's cut of a hospital's or an office's name, with tags) end in a kind of
    hospital or office (`is_kind`, or an office by its field) and every word before it is a
    word of time, place or grammar, a verb, or a general noun ("当地" + "中医院", "乡镇" +
    "卫生院", "患者长期居住" + "养老院"); a bare "医院" after them names one ("天坛医院" is one
    word of the dictionary)."""
    if not words:
        return False
    last, flag = words[-1]
    if last in ("医院", "醫院", "院"):
        return False
    if not (is_kind(last) or (flag == "nt" and is_generic_office(last, tag_of))):
        return False
    return all(tag in _GENERAL_TAGS or word in _GENERAL_NOUNS for word, tag in words[:-1])
