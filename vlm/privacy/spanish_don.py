"""A Spanish name after "D.", "Dª" or "Dña." (don, doña): the title is no initial, so the first
name and every surname after it go ("D. Fermín Zubiri Echeverría", "Dña. Rosa de la Fuente").
Two capitalised words or more must follow, none of the first two a clinical or a function word
("vitamin D. Calcium Carbonate" stays); a surname stops at a clinical word. Whether "D." is the
title or an initial, "D. … …" is a person either way."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_DON = re.compile(
    rf"(?<![\w.])(?:D\.|Dª|Dña\.?|Dna\.|Da\.)[ \t]+(?P<first>{CAP})"
    rf"(?P<rest>(?:[ \t]+(?:(?:de|del|de la|de los|y|i)[ \t]+)?{CAP}){{1,3}})"
)
_WORD = re.compile(CAP)
_LETTER_OF = re.compile(
    r"(?i:vitamin[ae]?|hepatitis|type|typ|tipo|grade|grado|stade|stadium|group|gruppe|groupe|"
    r"grupo|klasse|class|classe|clase|fase|phase|lead|derivación)[ \t]*\Z"
)


def spanish_don_spans(text: str) -> Iterator[Span]:
    if "D" not in text:
        return
    for m in _DON.finditer(text):
        if _LETTER_OF.search(text, max(0, m.start() - 14), m.start()):
            continue  # "vitamin D. Calcium …": the letter belongs to the word before
        words = [m.group("first"), *_WORD.findall(text, m.start("rest"), m.end("rest"))]
        if any(_not_a_name_word(w) for w in words[:2]):
            continue
        end = m.end("first")
        for w in _WORD.finditer(text, m.start("rest"), m.end("rest")):
            if _not_a_name_word(w.group()):
                break
            end = w.end()
        yield Span(m.start("first"), end, "name")


def _not_a_name_word(word: str) -> bool:
    from vlm.privacy.names import function_words

    return is_clinical_word(word) or word.casefold() in function_words() or word.isupper()
