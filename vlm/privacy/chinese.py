"""Chinese names, places and institutions: jieba's part-of-speech tags (nr person, ns place,
nt organisation; its dictionary ships inside the PyPI package, nothing is downloaded)
checked against the common family names, plus patterns for what tags miss: a name after a cue
("患者", "其女", "医师：") or before a role ("张志明医生"), an address after a cue or written from
province down to the door number, and hospitals, clinics and universities by their last word.

jieba is imported on the first text that holds Chinese characters (about 0.6 s once), never at
app start."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from vlm.privacy.chinese_clinical_adjectives import clinical_adjective_in_name
from vlm.privacy.chinese_cut_words import cuts_two_words
from vlm.privacy.chinese_degree_words import is_degree_word
from vlm.privacy.chinese_disease_words import (
    disease_word_after,
    illness_after,
    sickness_in_given_name,
)
from vlm.privacy.chinese_drug_words import has_clinical_tail, in_drug_word
from vlm.privacy.chinese_drugs import DRUG_TAIL_DOSE
from vlm.privacy.chinese_generic_hospitals import (
    LEFT_OF_PLACE,
    is_generic_home,
    is_generic_hospital,
)
from vlm.privacy.chinese_generic_offices import is_generic_kind_phrase, is_generic_office
from vlm.privacy.chinese_home_places import chinese_home_place_spans
from vlm.privacy.chinese_institutions import is_hospital_label
from vlm.privacy.chinese_negated_words import negation_or_shift
from vlm.privacy.chinese_place_cues import after_place_cue
from vlm.privacy.chinese_places import chinese_place_spans
from vlm.privacy.chinese_preposition_names import preposition_before_place
from vlm.privacy.ehr_keys import is_clinical_key
from vlm.privacy.gazetteer import is_town
from vlm.privacy.hong_kong import hong_kong_spans
from vlm.privacy.patterns import HAN, HAS_HAN
from vlm.privacy.spans import Span, regex_spans

# The commonest family names (simplified and traditional), about nine in ten people.
SURNAMES = (
    "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何林高罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹"
    "彭曾肖萧蕭田董袁潘于蒋蔣蔡余杜叶葉程苏蘇魏吕呂丁任沈姚卢盧姜崔钟鍾谭譚陆陸汪范金石廖贾賈夏韦韋"
    "付方白邹鄒孟熊秦邱江尹薛闫閆段雷侯龙龍史陶黎贺賀顾顧毛郝龚龔邵万萬钱錢严嚴覃武戴莫孔向汤湯常"
    "温溫康施文牛樊葛邢安齐齊易乔喬伍庞龐颜顏倪庄莊聂聶章鲁魯岳翟殷詹申欧歐耿关關兰蘭焦俞左柳甘祝包"
    "宁寧尚符舒阮柯纪紀梅童凌毕畢单單季裴霍涂成苗谷盛曲翁冉骆駱蓝藍路游辛靳管柴蒙鲍鮑华華喻祁蒲房"
    "滕屈饶饒解牟艾尤阳陽时時穆农農司卓古吉缪繆简簡车車项項连連芦蘆麦麥褚娄婁窦竇戚岑景党宫宮费費卜冷"
    "晏席卫衛米柏宗瞿桂全佟应應臧闵閔苟邬鄔边邊卞姬师師和仇栾欒隋商刁沙荣榮巫寇桑郎甄丛叢仲虞敖巩鞏"
    "明佘池查麻苑迟遲邝鄺官封谈談匡鞠惠荆荊乐樂冀郁胥南班储儲原栗燕楚鄢劳勞谌諶奚皮粟冼蓝"
    "傅洪晋晉廉屠郜揭竺蔺藺漆邸"
)
_SURNAME = f"[{SURNAMES}]"
# Characters that end a name written without a break ("王丽于3天前", "陈伟电话").
_AFTER_NAME = "于於在因由的是等及和与與陪到来來说說诉訴称稱女男年岁歲今昨前后後电電联聯签簽同"
_CUE = (
    r"(?:姓名|患者|病人|病者|其子|其女|其夫|其妻|儿子|兒子|女儿|女兒|丈夫|妻子|家属|家屬|"
    r"联系人|聯絡人|聯繫人|医师|醫師|医生|醫生|主治医师|主治醫師|主任医师|住院医师|会诊医师|"
    r"簽名|签名|记录者|記錄者|护士|護士|陪同者?|之女|之子|孙子|孫子|孙女|孫女|母亲|母親|父亲|父親|"
    r"转介医生|轉介醫生|主诊医生|主診醫生|审核|審核|复核|覆核|报告医生|報告醫生|申请医生|申請醫生|"
    r"检查者|檢查者|操作者|书写|書寫|之妻|之夫|之母|之父|其母|其父|個女|個仔|老婆|老公|太太|"
    r"女兒)"
)
# Family names of two characters ("欧阳", "诸葛", "钟离").
_COMPOUND_SURNAMES = (
    "欧阳", "歐陽", "司马", "司馬", "上官", "诸葛", "諸葛", "东方", "東方", "皇甫", "尉迟", "尉遲",
    "钟离", "鍾離", "公孙", "公孫", "令狐", "慕容", "夏侯", "端木", "宇文", "长孙", "長孫", "独孤",
    "獨孤", "南宫", "南宮", "轩辕", "軒轅", "西门", "西門", "澹台", "司徒", "司空", "申屠",
)  # fmt: skip
_FAMILY = "(?:" + "|".join(_COMPOUND_SURNAMES) + "|" + _SURNAME + ")"
CUED_NAME = re.compile(
    # a cue, or an English one in a Hong Kong note ("Wife 何淑儀")
    rf"(?:{_CUE}|(?i:\b(?:wife|husband|son|daughter|mother|father|sister|brother|mr|mrs|ms|"
    rf"dr|patient|pt|name|contact|carer)\b\.?))\s*[：:]?\s*(?P<id>{_FAMILY}[{HAN}]{{1,2}})"
)
ROLE_NAME = re.compile(
    rf"(?P<id>{_FAMILY}[{HAN}]{{1,2}}?)(?:副主任医师|副主任醫師|主任医师|主任醫師|主治医师|"
    rf"主治醫師|住院医师|住院醫師|副主任|副教授|医生|醫生|医师|醫師|教授|护士|護士|主任|先生|女士|"
    rf"太太)"
)
# A name after a department in a list of those present ("放射科钟离浩、康复科刘晓婷").
DEPARTMENT_NAME = re.compile(rf"[{HAN}]科(?P<id>{_FAMILY}[{HAN}]{{1,2}})(?=[、，,；;。\s)）]|$)")
BRACKETED_NAME = re.compile(rf"[(（](?P<id>{_SURNAME}[{HAN}]{{1,3}})[)）]")
_ADDRESS_CUE = (
    r"(?:现住址|現住址|住址|地址|家住|现住|現住|居住地|居住于|居住於|居住在|住在|住于|住於|居于|居於|"
    r"寓于|寓於)"
)
ADDRESSES = [
    re.compile(rf"{_ADDRESS_CUE}\s*[：:]?\s*(?P<id>[^\s。；;，,\n]{{2,}})"),
    re.compile(
        rf"[{HAN}]{{2,6}}(?:省|市|自治区|特别行政区)[{HAN}\d-]{{0,40}}?(?:号|號|室|村|小区|苑|邨)"
        rf"(?:[{HAN}\d-]{{0,12}}?(?:室|层|層|楼|樓|座))?"
    ),
    # a Hong Kong estate or court and its block: "富亨邨亨泰樓", "兆康苑兆麟閣12樓C室"
    re.compile(
        rf"[{HAN}]{{2,6}}(?:邨|苑)(?:[{HAN}]{{1,4}}(?:樓|楼|閣|阁|座))?"
        rf"(?:\d{{1,2}}[樓楼层層])?(?:[A-Z\d]{{1,4}}室)?"
    ),
]
# An employer after its cue: "工作单位：…", "就职于…".
EMPLOYER = re.compile(
    r"(?:工作单位|工作單位|就职于|就職於|任职于|任職於|受雇于|受僱於)\s*[：:]?\s*(?P<id>[^\s。；;，,\n]{2,20})"
)
INSTITUTIONS = re.compile(
    rf"[{HAN}]{{2,20}}?(?:医院|醫院|卫生院|衛生院|诊所|診所|医学中心|醫學中心|医疗中心|醫療中心|"
    rf"保健院|疗养院|療養院|护理院|護理院|养老院|養老院|卫生服务中心|衛生服務中心|護老院|护老院|"
    rf"安老院|老人院|護養院|护养院|頤養院|颐养院)"
)
# What follows a transliterated eponym ("巴宾斯基征", "帕金森病"): not a person or a place.
_CLINICAL_AFTER = re.compile(
    r"(?:征|徵|病|综合征|綜合徵|综合症|氏|试验|試驗|反射|症|型|手术|手術|评分|評分|量表|分级|"
    r"分級|指数|指數|线|線|环|環|体|體|区|區|核|束|叶|葉|回|沟|溝|脑|腦|瘤|出血|细胞|細胞|"
    r"动脉炎|動脈炎|转氨酶|轉氨酶|酶)"
)


_ADMIN_SUFFIX = re.compile(r".*(?:省|市|区|區|县|縣|镇|鎮|乡|鄉|村|街道|路|街|岛|島|湾|灣)$")


_DOCUMENT_AFTER = re.compile(r"(?:身份证|身份證|居民身份|护照|護照|永久性居民|居民)")
_EPONYM_TAIL = re.compile(rf"[{HAN}]{{0,2}}{_CLINICAL_AFTER.pattern}")
# The tagger may cut a transliterated eponym before its last syllables ("朱伯" + "特综合征",
# "罗索" + "利莫征"): one or two transliteration syllables, then a disease word, end an eponym,
# not a name.
_SPLIT_EPONYM = re.compile(
    r"[特斯尔爾克德森曼格夫顿頓恩姆伯布罗羅利亚亞尼诺諾洛维維奇基卡遜逊默廷丁莫]{1,2}"
    r"(?:综合征|綜合徵|综合症|病|征|徵|症|氏)"
)
_HYPHENATED_CLINICAL = re.compile(rf"[-‐–·・][{HAN}]{{1,8}}?{_CLINICAL_AFTER.pattern}")


def chinese_spans(text: str) -> Iterator[Span]:
    """Names, addresses and institutions in any text that holds Chinese characters."""
    if not HAS_HAN.search(text):
        return
    for pattern in (CUED_NAME, ROLE_NAME, BRACKETED_NAME, DEPARTMENT_NAME):
        for m in pattern.finditer(text):
            span = _name_span(text, m.start("id"), m.end("id"))
            word = text[span.start : span.end]
            if _common_word(word) or (pattern is ROLE_NAME and _dictionary_word(word)):
                continue  # "麻醉医师": a specialty before a role, though tagged as a person
            if cuts_two_words(text, span.start, span.end, _frequency):
                continue  # "患者康复训练": two words cut in the middle, no name
            if preposition_before_place(word):
                continue  # "患者于我院": "at our hospital", no one called 于
            yield span
    for pattern in ADDRESSES:
        for m in pattern.finditer(text):
            start, end = m.span("id") if "id" in pattern.groupindex else m.span()
            rest = LEFT_OF_PLACE.sub("", text[start:end], count=1)
            if not (is_generic_hospital(rest) or is_generic_home(rest)):
                yield Span(start, end, "address")  # "住在养老院", "曾於屋邨": a kind of home
    yield from hong_kong_spans(text)
    yield from chinese_home_place_spans(text)
    yield from chinese_place_spans(text)
    yield from regex_spans(text, "institution", (EMPLOYER,))
    for m in INSTITUTIONS.finditer(text):
        left = LEFT_OF_PLACE.match(m.group())
        name = m.group()[left.end() if left else 0 :]
        if not (is_hospital_label(name) or is_generic_hospital(name)) and not (
            is_generic_kind_phrase(_cut(name), is_generic_hospital, _tag_of)
        ):  # "当地中医院", "乡镇卫生院": a kind of hospital with general words before it
            yield Span(m.start() + (left.end() if left else 0), m.end(), "institution")
    yield from tagged_spans(text)


def _common_word(word: str) -> bool:
    """A word jieba's dictionary knows as something other than a person ("申请", "言语"), a
    clinical heading ("查体"), a family name before a word of time, number or grammar ("于今日":
    "on this day"), or a word for a person's role ("陈述者", "记录者": who gave the history)."""
    tags = _posseg().dt.word_tag_tab
    compound = word.startswith(_COMPOUND_SURNAMES)  # "钟离" is also a word, never the name's start
    for part in (word,) if compound else (word, word[:2]):
        tag = tags.get(part)
        if (tag is not None and tag not in _PROPER) or is_clinical_key(part):
            return True
    if word.endswith(_ROLE_SUFFIX):
        return True
    given = word[2:] if word.startswith(_COMPOUND_SURNAMES) else word[1:]
    return tags.get(given) in _FUNCTION_TAGS


def _dictionary_word(word: str) -> bool:
    """A person-tagged word the dictionary counts often is a word ("麻木", numb; "高峰", peak):
    patients' names are not in it, and a name after a cue is found by the cue patterns. A word
    ending in a department's or a place's character ("康复科") is no person either."""
    if word.endswith(_UNIT_SUFFIX):
        return True
    return _frequency(word) >= _COMMON_FREQUENCY


_UNIT_SUFFIX = ("科", "室", "部", "组", "組", "院", "所", "站", "区", "區")
_COMMON_FREQUENCY = 100


def _frequency(word: str) -> int:
    dt = _posseg().dt.tokenizer if hasattr(_posseg().dt, "tokenizer") else _posseg().dt
    freq: dict[str, int] = dt.FREQ
    return int(freq.get(word, 0) or 0)


# Words no given name is: time (今日), numbers, measures, directions, prepositions, conjunctions,
# particles, pronouns and adverbs.
_FUNCTION_TAGS = frozenset({"t", "m", "q", "f", "p", "c", "u", "r", "d", "tg", "mq"})
_ROLE_SUFFIX = ("者", "员", "員", "师", "師", "人")


# The dictionary's tags of proper nouns (persons, places, organisations, other names): a name may
# also be a place's or a slogan's ("马建国").
_PROPER = frozenset({"nr", "nrfg", "nrt", "ns", "nt", "nz"})


def _name_span(text: str, start: int, end: int) -> Span:
    while end - start > 2 and text[end - 1] in _AFTER_NAME:
        end -= 1
    return Span(start, end, "name")


def tagged_spans(text: str) -> Iterator[Span]:
    """jieba's person, place and organisation words, merged where a family name and a given
    name came apart; a person must start with a common family name, and no word followed by a
    clinical suffix counts."""
    words = _cut(text)
    pos = 0
    i = 0
    while i < len(words):
        word, flag = words[i]
        start = pos
        pos += len(word)
        i += 1
        if flag not in ("nr", "nrfg", "nrt", "ns", "nt") or not HAS_HAN.search(word):
            continue
        end = pos
        if flag.startswith("nr"):
            # "陈" + "秀英": a family name the tagger split from the given name
            while i < len(words) and len(word) < 4 and _joins_name(words[i], end - start):
                end += len(words[i][0])
                pos = end
                i += 1
            if text[start] not in SURNAMES or not 2 <= end - start <= _longest(text, start):
                continue
            if _common_word(text[start:end]) or _dictionary_word(text[start:end]):
                continue
            if sickness_in_given_name(text[start:end]):  # "枕骨大孔疝": a hernia, not 孔 + a name
                continue
            if clinical_adjective_in_name(text[start:end]):  # "窦性心律": sinus rhythm
                continue
            if negation_or_shift(text[start:end]):  # "病史不详", "左移": no given name
                continue
        elif end - start < 2 or (flag == "ns" and not _is_place(text, start, end)):
            continue
        elif flag == "ns" and is_degree_word(text[start:end]):
            continue  # "调稠至中度": a degree, not a place
        if _clinical_after(text, start, end) or _drug_or_body(text, start, end):
            continue
        if in_drug_word(text, start, end) or has_clinical_tail(text[start:end]):
            continue  # "倍他司汀改善眩晕", "白蛋白": a drug or a lab value, cut by the tagger
        if text[end - 1] in "医醫" and text[end : end + 1] == "院":
            continue  # "復康醫" + "院": a hospital's kind, cut by the tagger
        if text[end - 1 : end + 1] in _ROLE_CUT and text[max(0, start - 3) : end - 1].endswith(
            _ROLE_KINDS
        ):
            continue  # "社康護" + "士": a community nurse, cut by the tagger ("陳醫" + "生" goes)
        if _after_latin_term(text, start):
            continue
        if flag == "nt" and is_generic_hospital(text[start:end]):
            continue  # "转入康复中心": a kind of centre, not one
        if flag == "nt" and is_generic_office(text[start:end], _tag_of):
            continue  # "民政局", "中医药": an office or a field, not one body
        if flag == "ns" and _DOCUMENT_AFTER.match(text, end):
            continue  # "香港身份證": the kind of identity card, not where the patient lives
        kind = {"ns": "address", "nt": "institution"}.get(flag, "name")
        yield Span(start, end, kind)


# A role whose first character ends a word the tagger read as a person ("社康護" + "士"), when
# the rest of the word is a kind of nurse or doctor, never a family name ("陳醫" + "生": Dr Chan).
_ROLE_CUT = frozenset({"护士", "護士", "医生", "醫生", "医师", "醫師"})
_ROLE_KINDS: tuple[str, ...] = (
    "社康",
    "社區",
    "社区",
    "註冊",
    "注册",
    "登記",
    "登记",
    "專科",
    "专科",
    "病房",
)
_ROLE_KINDS += ("值班", "主管", "資深", "资深", "實習", "实习", "責任", "责任", "家訪", "家访")


# A Latin word straight before a Chinese word makes it the rest of a term ("Monro孔", "Willis环",
# "Verocay小体"), unless the word is a title ("Dr王") or an acronym ("CT陈…": a name may follow).
_LATIN_BEFORE = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,})$")
_TITLE = frozenset({"dr", "dra", "mr", "mrs", "ms", "miss", "prof", "pt", "sr", "sra"})


def _after_latin_term(text: str, start: int) -> bool:
    m = _LATIN_BEFORE.search(text, max(0, start - 30), start)
    word = m.group(1) if m else ""
    return bool(word) and not word.isupper() and word.casefold() not in _TITLE


def _is_place(text: str, start: int, end: int) -> bool:
    """A place word is a town when it reads as one: an administrative suffix, a town in the
    gazetteer, or a word before it that introduces a place ("来自", "住")."""
    word = text[start:end]
    return bool(_ADMIN_SUFFIX.match(word) or is_town(word) or after_place_cue(text, start))


def _clinical_after(text: str, start: int, end: int) -> bool:
    """A transliterated eponym, not a person or a place: the word ends in a clinical suffix
    ("白塞病"), one follows it ("帕金森病"), or one ends the hyphenated name it starts
    ("马查多-约瑟夫病", "米勒-费希尔综合征")."""
    word = text[start:end]
    if illness_after(text, end) or illness_after(text, end - 1):
        return False  # "张伟病情加重": the person's illness, not a disease's name
    if len(word) > 2 and _CLINICAL_AFTER.fullmatch(word[-1]):
        return True
    if _CLINICAL_AFTER.match(text, end) or _SPLIT_EPONYM.match(text, end):
        return True
    if disease_word_after(text, end):
        return True  # "李斯特" + "菌菱脑炎", "高安" + "动脉炎"
    if start > 0 and text[start - 1] in "-‐–·・" and _EPONYM_TAIL.match(text, end):
        return True  # the second half of a hyphenated eponym ("哈勒沃登-施帕茨病")
    return bool(_HYPHENATED_CLINICAL.match(text, end))


# A transliterated eponym marked by "氏" a character or two on ("梅尼爾氏病", "霍纳氏征").
_EPONYM_MARK = re.compile(
    rf"[{HAN}]{{0,2}}氏(?:病|征|徵|症|综合征|綜合徵|综合症|試驗|试验|反射|手術|手术)"
)
# A dose after a word makes it a drug ("倍他司汀16mg", "加巴喷丁 300 毫克").
_DOSE_AFTER = re.compile(
    r"\s*\d+(?:\.\d+)?\s*(?:mg|g|ml|mcg|μg|ug|iu|毫克|克|毫升|微克|单位|單位|片|粒)", re.I
)
# "左耳", "右手": a side and a part of the body (左 and 右 are also family names).
_SIDE_BODY = re.compile(
    r"[左右双雙][耳眼目手足脚腳腿臂肩膝髋髖腰颈頸面脸臉头頭胸腹背侧側肢踝腕肘指趾]"
)


def _drug_or_body(text: str, start: int, end: int) -> bool:
    """A drug before its dose (or inside one: "氟桂利嗪5mg"), a transliterated eponym before
    "氏", a side and a body part."""
    return bool(
        _DOSE_AFTER.match(text, end)
        or DRUG_TAIL_DOSE.match(text, end)
        or DRUG_TAIL_DOSE.match(text, end - 1)  # "拉考沙胺（维派特）100mg": the word ends the drug
        or _EPONYM_MARK.match(text, end)
        or _SIDE_BODY.match(text, start)
    )


def _longest(text: str, start: int) -> int:
    """A Chinese name has two or three characters, four after a two-character family name."""
    return 4 if text.startswith(_COMPOUND_SURNAMES, start) else 3


def _joins_name(word_flag: tuple[str, str], length: int) -> bool:
    """The next word completes a name: another name part, or the given name after a family
    name ("周" + "建华"), never a clinical word ("叶" + "脑炎")."""
    word, flag = word_flag
    if not HAS_HAN.search(word) or word[0] in _AFTER_NAME or length + len(word) > 3:
        return False
    return flag.startswith("nr") or (length == 1 and not _CLINICAL_AFTER.match(word))


def _cut(text: str) -> list[tuple[str, str]]:
    """Words and tags from the dictionary alone: jieba's HMM for unknown words costs ~0.6 s per
    1,000 characters of traditional script, and the cue patterns and the family-name join above
    find the names it would add."""
    return [(w.word, w.flag) for w in _posseg().cut(text, HMM=False)]


def _tag_of(word: str) -> str | None:
    """The dictionary's tag of a word, None for a word it does not hold."""
    tag: str | None = _posseg().dt.word_tag_tab.get(word)
    return tag


@lru_cache(maxsize=1)
def _posseg() -> Any:
    """jieba's tagger, loaded once (its dictionary is inside the package)."""
    import logging

    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()
    return jieba.posseg
