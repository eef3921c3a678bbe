"""Chinese clinicians as ward notes name them: a family name alone before a title or role
("由陳醫生跟進", "李主任查房", "黃姑娘", "陸院長", "林Sir") and a full name after a role that
is not a cue of its own ("护士长王丽娟", "物理治療師陳美玲", "社工吳家明"). The tagger reads
neither: one character is no word, and a role before a name hides where the name starts.

A family-name character that ends a word with the character before it ("任何医生": any doctor,
"责任护士": the nurse in charge, "检查医生") or that is also a word of grammar ("和医生讨论",
"向主任汇报") is not taken."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.chinese import (
    _COMPOUND_SURNAMES,
    _ROLE_KINDS,
    SURNAMES,
    _common_word,
    _frequency,
    _name_span,
)
from vlm.privacy.patterns import HAN, HAS_HAN
from vlm.privacy.spans import Span

# Titles and roles written straight after a family name.
_TITLE = (
    r"(?:副主任医师|副主任醫師|主任医师|主任醫師|主治医师|主治醫師|顾问医生|顧問醫生|顾问医师|顧問醫師|"
    r"医生|醫生|医师|醫師|大夫|主任|教授|院长|院長|姑娘|护士|護士|治疗师|治療師|小姐|先生|女士|"
    r"太太|(?i:sir)(?![A-Za-z]))"
)
# A Cantonese family name the common list lacks ("區").
_EXTRA_FAMILY = "區"
# Family names that are also words of grammar: "和", "向", "于", "时", "应" before a role are
# "with", "to", "at", "when", "should".
_GRAMMAR = frozenset("和向于於时時应應")
_FAMILY_BEFORE_TITLE = re.compile(
    "(?P<id>" + "|".join(_COMPOUND_SURNAMES) + f"|[{SURNAMES}{_EXTRA_FAMILY}])(?={_TITLE})"
)
# Words in traditional script that end in a family-name character (the tagger's dictionary is
# simplified): "責任護士", "檢查醫生", "社區醫生"; a kind of nurse ("社康護士") counts too.
_TRADITIONAL_WORDS = frozenset({"責任", "檢查", "為何", "幾何", "社區", "病區", "轄區", "主管"})
# Roles after which a full name follows without a colon.
_ROLE = (
    r"(?:护士长|護士長|治疗师|治療師|社工|院长|院長|教授|病房经理|病房經理|药剂师|藥劑師|营养师|"
    r"營養師|助产士|助產士|顾问医生|顧問醫生|驻院医生|駐院醫生|进修医生|進修醫生|实习医生|實習醫生|"
    r"规培医生|值班医生|值班醫生|管床医生|责任护士|責任護士|主管护士)"
)
_FAMILY = "(?:" + "|".join(_COMPOUND_SURNAMES) + f"|[{SURNAMES}])"
_ROLE_THEN_NAME = re.compile(rf"{_ROLE}[ \t]*[：:]?[ \t]*(?P<id>{_FAMILY}[{HAN}]{{1,2}})")


def chinese_clinician_spans(text: str) -> Iterator[Span]:
    """A family name before a title or role, and a full name after a role."""
    if not HAS_HAN.search(text):
        return
    for m in _FAMILY_BEFORE_TITLE.finditer(text):
        if not _inside_word(text, m.start("id"), m.end("id")):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in _ROLE_THEN_NAME.finditer(text):
        span = _name_span(text, m.start("id"), m.end("id"))
        if span.end - span.start == 3 and _frequency(text[span.end - 1 : span.end + 1]) > 0:
            span = Span(span.start, span.end - 1, "name")  # "刘敏" + "评估": the verb after it
        if not _common_word(text[span.start : span.end]):
            yield span


def _inside_word(text: str, start: int, end: int) -> bool:
    """The family-name character is the end of a word ("任何", "责任") or a word of grammar."""
    family = text[start:end]
    if family in _GRAMMAR:
        return True
    if start == 0 or not HAS_HAN.match(text[start - 1]):
        return False
    pair = text[start - 1 : end]
    return pair in _TRADITIONAL_WORDS or pair in _ROLE_KINDS or _frequency(pair) > 0
