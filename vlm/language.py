"""Which language a model's answer is written in, so that what reads answers can abstain on a
language it does not read instead of reading it as if it were English.

Scripts decide first (kana is Japanese, hangul Korean, Han alone Chinese, Cyrillic Russian ...);
Latin alphabets go to py3langid (langid.py's model ships inside the package: nothing is
downloaded), loaded on first use and limited to languages a model is likely to answer in, so
medical Latin does not read as Latin. A text too short for langid is told by the letters and
small words only an unread language writes (vlm/language_marks.py).

vlm/privacy/language.py differs on purpose: the privacy gate reads a different six languages, must
decide on every text, telegraphic notes included, by positive evidence; this one may be unsure.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from vlm.language_marks import marked_language, script_language

# languages the answer readers understand (conclusion markers, negation and hedging cues, names)
READ_LANGUAGES = ("en", "zh", "es", "de", "fr")
NAMES = {
    "en": "English",
    "zh": "Chinese",
    "es": "Spanish",
    "de": "German",
    "fr": "French",
    "it": "Italian",
    "pt": "Portuguese",
    "nl": "Dutch",
    "ja": "Japanese",
    "ko": "Korean",
    "ru": "Russian",
    "pl": "Polish",
    "tr": "Turkish",
    "sv": "Swedish",
    "da": "Danish",
    "no": "Norwegian",
    "ro": "Romanian",
    "ca": "Catalan",
    "cs": "Czech",
    "el": "Greek",
    "ar": "Arabic",
    "he": "Hebrew",
    "hi": "Hindi",
    "id": "Indonesian",
    "vi": "Vietnamese",
    "th": "Thai",
    "fi": "Finnish",
    "hu": "Hungarian",
    "uk": "Ukrainian",
    "fa": "Persian",
}
SURE = 0.98  # langid's normalised probability above which a guess counts as sure
MIN_WORDS = 6  # fewer words than this are too short to tell (disease names are shared)

_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af\u1100-\u11ff]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_WORD = re.compile(r"(?<![\w-])[^\W\d_]{2,}(?![\w-])")
_lock = threading.Lock()


@dataclass(frozen=True)
class LanguageGuess:
    """`code` is an ISO 639-1 code ('' when the text is too short to tell), `sure` whether the
    guess can be acted on, `probability` langid's normalised probability (1.0 for a script)."""

    code: str
    sure: bool
    probability: float = 1.0

    @property
    def read(self) -> bool:
        """Whether the readers understand this text (unknown counts as readable)."""
        return not self.code or self.code in READ_LANGUAGES

    @property
    def name(self) -> str:
        return NAMES.get(self.code, self.code)


@lru_cache(maxsize=1)
def _identifier() -> Any:
    from py3langid.langid import MODEL_FILE, LanguageIdentifier  # deferred: loads a model

    identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    identifier.set_languages(sorted(NAMES))
    return identifier


def load_identifier() -> None:
    """Load langid's model now (a batch does, as it starts), not on the first answer read:
    every request thread whose answer arrives meanwhile would wait on it."""
    with _lock:
        _identifier()


def detect_language(text: str) -> LanguageGuess:
    """The language of `text`: by script where the script says it, else by langid."""
    if _KANA.search(text):
        return LanguageGuess("ja", True)
    if _HANGUL.search(text):
        return LanguageGuess("ko", True)
    script = script_language(text)
    if script:
        return LanguageGuess(script, True)
    words = [w for w in _WORD.findall(_HAN.sub(" ", text)) if not w.isupper()]  # no acronyms
    han = len(_HAN.findall(text))
    if han and han >= 2 * sum(len(w) for w in words if w.isascii()) // 4:
        return LanguageGuess("zh", True)
    if not words:
        return LanguageGuess("", False, 0.0)
    with _lock:  # the identifier keeps per-call state
        code, probability = _identifier().classify(" ".join(words))
    sure = len(words) >= MIN_WORDS and probability >= SURE
    if not sure:  # too short for langid: an unread language's own letters or words tell it
        marked = marked_language(text)
        if marked:
            return LanguageGuess(marked, True, float(probability))
    return LanguageGuess(str(code), sure, float(probability))
