"""A one-letter word inside a sentence written in capitals ("ALTA A DOMICILIO", "CEFALEA O
MAREO", "DOLOR Y PARESTESIAS"): a preposition or a conjunction of Spanish, French or Italian, not
a first name's initial before an upper-case surname. After a word that introduces a person ("POR
A GARCÍA", "DR A GARCÍA") or outside a run of capitals ("valorado por A GARCÍA") the initial and
surname still go."""

from __future__ import annotations

import re

_LETTERS = frozenset("AYEOUÀ")
_WORD_BEFORE = re.compile(r"([^\W\d_]{2,})\.?[ \t]+$")
# Words after which a name follows: titles, "by", "with", "of", signatures.
_PERSON_BEFORE = frozenset(
    {
        "POR",
        "CON",
        "DE",
        "DEL",
        "PARA",
        "DR",
        "DRA",
        "SR",
        "SRA",
        "SRTA",
        "DON",
        "DOÑA",
        "DÑA",
        "ENF",
        "FDO",
        "FIRMA",
        "FIRMADO",
        "VISTO",
        "BY",
        "WITH",
        "PAR",
        "AVEC",
        "CHEZ",
        "MR",
        "MRS",
        "MS",
        "DOCTOR",
        "DOCTORA",
        "PROF",
        "PACIENTE",
        "PATIENT",
        "NOMBRE",
        "NOM",
        "NAME",
        "CC",
        "ATT",
    }
)


def letter_in_capital_sentence(text: str, start: int, first: str) -> bool:
    """`first` (at `start`) is one letter that a word in capitals, not a title, precedes."""
    if len(first) != 1 or first not in _LETTERS:
        return False
    m = _WORD_BEFORE.search(text, max(0, start - 30), start)
    if m is None:
        return False
    word = m.group(1)
    return word.isupper() and word not in _PERSON_BEFORE
