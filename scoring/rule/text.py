"""Tokens for the rule: one token per Latin word or per Chinese character, folded for matching.

Folding makes British and American spelling the same string (haemorrhage/hemorrhage,
oedema/edema, tumour/tumor, leucoencephalopathy/leukoencephalopathy) and drops a plural 's', so
names and cues are compared on folded tokens; the original text is kept for the abbreviation
check (abbreviations match only in capitals).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace

from vlm.traditional_chinese import to_simplified

TOKEN = re.compile(r"[A-Za-z0-9]+|[\u3400-\u4dbf\u4e00-\u9fff]")
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
TYPO_MIN_LENGTH = 7  # one edit is forgiven only in words at least this long
_SPELLING = (("leuco", "leuko"), ("sulph", "sulf"), ("ae", "e"), ("oe", "e"))
_WORDS = {"infarction": "infarct", "infarcts": "infarct"}
# a type written in Roman or Arabic numerals is one key ("type I" = "type 1", "Typ II" = "Typ 2")
_TYPE_WORDS = {"type", "typ", "tipo"}
_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4"}


@dataclass(frozen=True)
class Token:
    """One word or Chinese character: `text` as written, `key` folded, char offsets in the text."""

    text: str
    key: str
    start: int
    end: int
    cue: str = ""  # folded without dropping a plural 's' ("rules out" is not "rule out")

    @property
    def is_cjk(self) -> bool:
        return bool(CJK.fullmatch(self.text))

    @property
    def is_abbreviation(self) -> bool:
        return is_abbreviation(self.text)


def is_abbreviation(word: str) -> bool:
    """Two or more capitals ('MS', 'GBM', 'iNPH'): compared only in capitals."""
    return sum(ch.isupper() for ch in word) >= 2


def strip_diacritics(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def clean(text: str) -> str:
    """Width, diacritics, German sharp s (Gefäß = Gefäss), quotes and traditional Chinese
    characters (診斷 = 诊断) folded, possessive 's removed; offsets are into this string."""
    text = to_simplified(strip_diacritics(text)).replace("\u00df", "ss").replace("\u1e9e", "SS")
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"(\w)'s\b", r"\1  ", text, flags=re.I)
    return re.sub(r"(\w)(s)'(?=\s|$)", r"\1\2 ", text, flags=re.I)


def fold_word(word: str, plural: bool = True) -> str:
    """The matching key of one word: lower case, American spelling, no plural 's'."""
    w = word.lower()
    if CJK.fullmatch(w) or w.isdigit():
        return w
    w = _WORDS.get(w, w)
    for old, new in _SPELLING:
        w = w.replace(old, new)
    if len(w) >= 6:
        w = re.sub(r"our(?=(?:s|ed|ing|ite|able|al|ally)?$)", "or", w)
    if len(w) >= 8:  # necrotising/necrotizing, organised/organized
        w = re.sub(r"(?<=\w{4})is(?=ing$|ed$|ation$|e$)", "iz", w)
    if plural and len(w) >= 5 and w.endswith("s") and not w.endswith(("ss", "is", "us", "ys")):
        w = w[:-1]
    return _WORDS.get(w, w)


def tokenize(text: str) -> list[Token]:
    """Tokens of `clean(text)` with offsets into that cleaned string."""
    cleaned = clean(text)
    tokens = [
        Token(m.group(), fold_word(m.group()), m.start(), m.end(), fold_word(m.group(), False))
        for m in TOKEN.finditer(cleaned)
    ]
    for i in range(1, len(tokens)):
        if tokens[i].key in _ROMAN and tokens[i - 1].key in _TYPE_WORDS:
            tokens[i] = replace(tokens[i], key=_ROMAN[tokens[i].key])
    return tokens


def keys(text: str) -> tuple[str, ...]:
    return tuple(t.key for t in tokenize(text))


def normalise_diagnosis(text: str) -> str:
    """The folded display form used for comparing names: 'alzheimer disease'."""
    return " ".join(m.group() for m in TOKEN.finditer(clean(text))).lower()


def within_one_edit(a: str, b: str) -> bool:
    """True when a and b differ by at most one insertion, deletion, substitution or swap."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    if la > lb:
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1 :]
