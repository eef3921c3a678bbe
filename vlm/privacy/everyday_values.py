"""A withheld EHR value that names only a relation, a role or nothing ("Contactpersoon:
dochter", "Huisarts: eigen huisarts", "Verwijzer: Huisarts", "Acompañante: su hija",
"Contact: none"): it stays withheld, but hunting it through the note would take the same
words out of the clinical prose ("dochter belt morgen"). Any other word (a name, a surname, a
street) keeps the whole value hunted."""

from __future__ import annotations

import re

from vlm.privacy.first_names import function_words
from vlm.privacy.name_cues import RELATION_WORD, is_profession

# Words that say there is nobody or nothing to name, in the six languages' Latin-script five.
_NOTHING = frozenset(
    {"geen", "onbekend", "nvt", "eigen", "ninguno", "ninguna", "desconocido", "desconocida"}
    | {"keine", "keiner", "unbekannt", "aucun", "aucune", "inconnu", "none", "unknown", "own"}
    | {"nil", "n/a", "na", "no", "nee", "nein", "non"}
)
_WORD = re.compile(r"[^\W\d_]+(?:[-/][^\W\d_]+)*")


def is_everyday_value(value: str) -> bool:
    """Every word of `value` is a relation, a role, a function word or a word for nothing."""
    if any(ch.isdigit() for ch in value):
        return False
    words = _WORD.findall(value)
    return bool(words) and all(
        RELATION_WORD.fullmatch(w)
        or is_profession(w)
        or w.casefold() in function_words()
        or w.casefold() in _NOTHING
        for w in words
    )
