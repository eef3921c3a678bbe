"""Words after a name's cue that are everyday words of one language only ("Tochter Besorgt",
"Hija Preocupada", "Dochter Bezorgd", "Paciente Consciente y Orientada"): wordfreq knows an
inflected adjective or participle of German, French, Spanish or Dutch in its own language and
not at all in the others, while surnames, even local ones, turn up in every language's news and
encyclopaedia text ("Müller", "Urrutia", "Verhoeven" all score in English). English words leak
into the other languages' text, so English has no such test; its states are listed in
state_words.py."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import function_words, is_first_name
from vlm.privacy.rare_words import zipf
from vlm.privacy.state_words import is_state_word

__all__ = ["everyday_after_cue", "is_one_language_word"]

_LANGUAGES = ("de", "fr", "es", "nl")
_OTHERS = ("en", "de", "fr", "es", "nl")
# Common in its own language (Zipf at least 3.0: a few uses per million words) and unknown
# to the others (under 1.0: not once in a hundred million words).
_OWN = 3.0
_ELSEWHERE = 1.0
# A word after the first may be rarer in its own language ("Marcapasos", "Rotatorio").
_LATER = 2.0
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def is_one_language_word(word: str, own: float = _OWN) -> bool:
    """Whether `word` is common in one of four languages (Zipf `own` or more) and unknown to
    the others."""
    if len(word) < 4 or is_first_name(word):
        return False
    low = word.casefold()
    for lang in _LANGUAGES:
        if zipf(low, lang) >= own:
            return all(zipf(low, other) < _ELSEWHERE for other in _OTHERS if other != lang)
    return False


def everyday_after_cue(words: str) -> bool:
    """Whether the words a cue introduced are states or one-language words, joined only by
    function words ("Consciente y Orientada"), rather than a name. After the first, a rarer word
    of one language or a clinical word may follow ("Portadora de Marcapasos")."""
    found = _WORD.findall(words)
    capitalised = [w for w in found if w[:1].isupper()]
    if not capitalised:
        return False
    if any(w.casefold() not in function_words() for w in found if not w[:1].isupper()):
        return False
    first, rest = capitalised[0], capitalised[1:]
    if not (is_state_word(first) or is_one_language_word(first)):
        return False
    return all(
        is_state_word(w) or is_one_language_word(w, _LATER) or is_clinical_word(w) for w in rest
    )
