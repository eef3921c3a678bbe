"""People named by the family name and a word of address, as nurses and families speak of them:
Chinese "老王", "小李", "阿陳", "陳生" (Mr Chan), "陳太" (Mrs Chan), "黃姑娘", "張婆婆", "李伯伯";
and a family or a couple by its name in the six languages ("Los Sres. Iturriaga", "Familie
Jansen", "Ehepaar Schulz", "la famille Morel", "the Okafor family")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.chinese import SURNAMES
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.patterns import CAP, HAN, HAS_HAN
from vlm.privacy.spans import Span

_SURNAME = f"[{SURNAMES}]"
# Characters that may follow a name: grammar, time, kinship and verbs of saying.
_AFTER_NAME = (
    "于於在因由的是等及和与與陪到来來说說诉訴称稱女男年岁歲今昨前后後电電联聯签簽同"
    "表話话講讲知覺觉認认"
)
_ENDS = rf"(?=[^{HAN}]|[{_AFTER_NAME}]|$)"
# A prefix of address before the family name ("老王", "小李", "阿陳"; not "6小时", "小于", "小区",
# "老师"), or a word of address after it ("黃姑娘", "張婆婆"; a one-character word, "陳生",
# "陳太", only where a name may end: "生活", "太極", "如何太" are words).
_CHINESE = re.compile(
    rf"(?<![\dA-Za-z])(?:老|小|阿)(?![时時于於区區叶葉师師公])(?P<a>{_SURNAME}){_ENDS}"
    rf"|(?P<b>{_SURNAME})(?:姑娘|婆婆|伯伯|叔叔|阿姨|爺爺|爷爷|奶奶|嫲嫲|公公)"
    rf"|(?<![{HAN}])(?P<c>{_SURNAME})(?:生|太|伯|婆|叔|姨){_ENDS}"
)
_FAMILY = re.compile(
    r"(?:\b(?=[^\W\d_][a-zà-ÿ])(?:[Ll]os|[Ll]as)[ \t]+(?:Sres|Sras|Srs)\.?|"
    r"\b(?:Familie|Fam\.|familie|fam\.|"
    r"Ehepaar|Eheleute|[Ff]amilia|[Ll]a famille|[Ll]es époux|[Hh]et echtpaar|Mmes|MM\.|Messrs\.?)"
    rf")[ \t]+(?P<id>(?:(?:de|van|der|den|von|le|la|del)[ \t]+)*{CAP}(?:-{CAP})?)"
    rf"|\bthe[ \t]+(?=[A-Z][a-z])(?P<en>{CAP})[ \t]+family\b"
)


def familiar_name_spans(text: str) -> Iterator[Span]:
    """A Chinese family name with its word of address; a family named by its name."""
    chinese = HAS_HAN.search(text)
    for m in _CHINESE.finditer(text) if chinese else ():
        group = next(g for g in "abc" if m.group(g))
        yield Span(m.start(group), m.end(group), "name")
    for m in _FAMILY.finditer(text):
        group = "id" if m.group("id") else "en"
        if not is_clinical_word(m.group(group).split()[-1]):
            yield Span(m.start(group), m.end(group), "name")
