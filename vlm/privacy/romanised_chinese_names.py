"""Cantonese and Mandarin names in Latin letters written against Chinese text, where no word
boundary stands between them ("病人NG Kwok-wah（…）", "兒子Ng Siu-lung。"): a known surname, in
capitals or not, then a given name of one hyphenated or two separate syllables. Read only in
text that holds a Chinese character, and only after a known surname."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span

# Common surnames as Hong Kong, Macau and mainland romanisations write them (public knowledge).
_SURNAME_WORDS = (
    "chan wong lee li lau cheung leung lam ho ng tsang yip tang kwok chow chau chu lo law fung "
    "yeung mak tam siu choi cheng ma hui kwan poon yuen wu ko wan tse lai ip chung chiu "
    "tong shek fong kong lui tai lok mok kam cheuk au yu yau hung luk chen zhang wang liu yang "
    "zhao huang zhou sun xu zhu lin guo gao luo zheng liang xie song tang han feng deng cao "
    "peng zeng xiao tian dong pan yuan cai jiang yan"
)
_SURNAMES = frozenset(_SURNAME_WORDS.split())
_HAN = re.compile(r"[\u4e00-\u9fff]")
_ROMANISED = re.compile(
    r"(?<![A-Za-z])(?P<sur>[A-Z]{1,6}|[A-Z][a-z]{1,5})[ ]{1,2}"
    r"[A-Z][a-z]{1,6}(?:-[a-z]{1,6}|[ ][A-Z][a-z]{1,6})(?![A-Za-z-])"
)


def romanised_chinese_name_spans(text: str) -> Iterator[Span]:
    if not _HAN.search(text):
        return
    for m in _ROMANISED.finditer(text):
        if m.group("sur").lower() in _SURNAMES:
            yield Span(m.start(), m.end(), "name")
