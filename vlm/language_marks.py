"""Marks of a language in a text too short for langid to be sure of: letters and small
function words that belong to one language only, and whole alphabets.

A short answer in a language the readers do not read ("Diagnóstico final: glioblastoma com
necrose", "Diagnosi: ictus ischemico acuto nel territorio ...") shares its disease names with
the five read languages, so langid cannot tell it and the answer would be read as Spanish or
English. One word that only Portuguese writes ("com", "não") or one letter only Czech writes
("ě") is evidence enough there, as long as no word that only a read language writes stands
beside it ("with", "der", "avec" ...). Scripts other than Latin, Han, kana and hangul (Cyrillic,
Greek, Arabic, Hebrew, Devanagari, Thai) name their language outright.
"""

from __future__ import annotations

import re

# Alphabets that are the language (the main one that writes them).
_SCRIPTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("uk", re.compile(r"[\u0404\u0406\u0407\u0454\u0456\u0457\u0490\u0491]")),  # є і ї ґ
    ("ru", re.compile(r"[\u0400-\u04ff]")),
    ("el", re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")),
    ("ar", re.compile(r"[\u0600-\u06ff]")),
    ("he", re.compile(r"[\u0590-\u05ff]")),
    ("hi", re.compile(r"[\u0900-\u097f]")),
    ("th", re.compile(r"[\u0e00-\u0e7f]")),
)
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")

# Letters no read language (en, es, de, fr) writes, by the language that does.
_LETTERS: dict[str, str] = {
    "cs": "ěřůťď",
    "pl": "łąęśźżń",
    "tr": "ığş",
    "ro": "ășț",
    "pt": "ãõ",
    "sv": "å",
    "da": "øæ",
    "hu": "őű",
    "vi": "ơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ",
}

# Small words frequent in clinical prose of one language and not words of any other listed here,
# and a few clinical words only that language spells so ("conclusie", "lesão", "diagnosi").
_WORD_LISTS: dict[str, str] = {
    "en": "the of with and is are on for to from by this that which most likely without or as",
    "es": "del el los las con y por una se es lo sin sugestivo hallazgos",
    "de": "der die das mit und bei im ein eine einer eines ist kein keine am zu",
    "fr": "le les des du avec et une un sur dans est pas au aux",
    "pt": "com não uma um em na nas pelo pela ao também lesão lesões esquerda esquerdo direita "
    "direito compatível provável conclusão",
    "it": "della dello delle degli dell nel nella nei con di è diagnosi conclusione lesione "
    "lesioni sinistra sinistro destra destro compatibile probabile",
    "nl": "het een bij niet geen op voor wordt zijn conclusie beeld laesie laesies",
    "ca": "amb els dels",
    "sv": "och med av för på är",
    "pl": "oraz jest nie się ze przez",
}
_WORDS = {code: frozenset(words.split()) for code, words in _WORD_LISTS.items()}
_READ = ("en", "es", "de", "fr")
_WORD = re.compile(r"[^\W\d_]+")


def script_language(text: str) -> str:
    """The language an alphabet names, when most letters of `text` are in it; else ''."""
    latin = len(_LATIN.findall(text))
    for code, pattern in _SCRIPTS:
        found = len(pattern.findall(text))
        if found and 2 * found >= latin:
            return code
    return ""


def marked_language(text: str) -> str:
    """An unread language whose own letters or words are in `text` while no read language's
    own words are; '' when there is no such evidence (or evidence for two languages)."""
    words = [w.lower() for w in _WORD.findall(text) if not w.isupper()]  # no acronyms ("AV")
    own: dict[str, int] = {}
    for word in words:
        owners = [code for code, vocab in _WORDS.items() if word in vocab]
        if len(owners) == 1:
            own[owners[0]] = own.get(owners[0], 0) + 1
    if any(own.get(code) for code in _READ):
        return ""
    lowered = text.lower()
    for code, letters in _LETTERS.items():
        if any(letter in lowered for letter in letters):
            own[code] = own.get(code, 0) + 1
    unread = [code for code in own if code not in _READ]
    return unread[0] if len(unread) == 1 else ""
