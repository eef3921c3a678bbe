"""A Chinese drug name written without a dose, or a laboratory noun ("白蛋白", albumin), cut by
jieba into a "person" and the rest ("倍他" + "司汀", "艾司" + "唑仑", "雷" + "沙吉兰"): the run of
characters around the word holds a character that transliterated drug names use and given
names do not (唑, 仑, 泮, 嗪, 哌…), or ends in a drug name's ending ("他汀", "吉兰", "卡朋",
"喷丁": "加巴喷丁止痛").
A name beside a drug is still a name: the run stops at punctuation, a space, Latin letters and
the particles that join words."""

from __future__ import annotations

import re

# Characters of transliterated drug names that Chinese given and family names do not use.
# Amines, esters, ketones, alkaloids and pills ("拉考沙胺", "牛黄丸") too.
_DRUG_CHARACTERS = frozenset("汀唑仑侖泮嗪哌噻肼啶坦吡酞胺酯酮碱鹼丸")
# Two-character endings of drug names (statins, sartans, -giline, -capone, -olol, -pril…;
# the factor Xa and thrombin inhibitors, heparins and biguanides: "利伐沙班", "达比加群").
_DRUG_ENDINGS = re.compile(
    r"(?:他汀|吉兰|吉蘭|卡朋|普兰|普蘭|沙星|西林|霉素|黴素|地尔|地爾|洛尔|洛爾|普利|沙坦|替尼|单抗|"
    r"單抗|地平|硫平|哌齐|哌齊|西坦|卡因|芬净|芬淨|喷丁|噴丁|替丁|巴林|洛芬|酚丁|沙班|加群|肝素|双胍|雙胍)"
)
# What follows a family-name character in a laboratory or clinical noun the tagger reads as a
# person ("白" + "蛋白": albumin; "白" + "内障": cataract; "毛" + "黏液样": pilomyxoid).
_CLINICAL_TAILS = ("蛋白", "血病", "内障", "內障", "血球", "癜风", "癜風", "黏液", "粘液")
_NOT_IN_RUN = re.compile(r"[^\u4e00-\u9fff]|[、，。；：！？的和及与與或]")


def in_drug_word(text: str, start: int, end: int) -> bool:
    """Whether [start, end) of `text` is part of a drug name: within two characters before and
    three after, in the same run of Chinese characters, stands a drug name's character or
    ending."""
    lo = start
    while lo > max(0, start - 2) and not _NOT_IN_RUN.match(text[lo - 1]):
        lo -= 1
    hi = end
    while hi < min(len(text), end + 3) and not _NOT_IN_RUN.match(text[hi]):
        hi += 1
    run = text[lo:hi]
    if _DRUG_CHARACTERS & set(run):
        return True
    return any(m.end() > start - lo for m in _DRUG_ENDINGS.finditer(run))


def has_clinical_tail(word: str) -> bool:
    """Whether a "person" word is a family-name character before a clinical noun ("白蛋白")."""
    return word[1:].startswith(_CLINICAL_TAILS) or word[2:].startswith(_CLINICAL_TAILS)
