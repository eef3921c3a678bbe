"""A hospital called by the person it is named after, with no head word: the article or the
contracted preposition before it is one a person never takes ("Abklärung im Lukas", "Verlegung
ins Elisabeth", "operada en el Gregorio Marañón", "ingresó al Carlos Haya", "opgenomen in het
Catharina", "seen at the Alexandra", "admitted to the Queen Elizabeth"). A first name of the
offline lexicon in that slot is the house's name, with the words that continue it; a first
name that is also a word of the six languages, a month, a clinical word or an eponym is not."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.anchors import matches
from vlm.privacy.first_names import is_first_name, read_list
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_SLOT = re.compile(
    r"(?<![\w'’-])(?:"
    r"im|ins|vom|zum|beim|ans|(?:aus|in|von|zu|nach|bei)[ \t]+dem|in[ \t]+das|"  # German
    r"del|al|(?:en|desde|hacia|por|para|a)[ \t]+el|"  # Spanish
    r"(?:in|uit|naar|van|bij)[ \t]+het|"  # Dutch
    r"(?:at|to|from|in|into)[ \t]+the"  # English
    r")[ \t]+(?:(?:Queen|King|Prince|Princess|Royal|Sint|Sankt|San|Santa)[ \t]+)?"
    rf"(?P<id>{CAP}(?:[ \t]+(?:y[ \t]+)?{CAP}){{0,2}})(?![\w'’-])"
)


@lru_cache(maxsize=1)
def _word_names() -> frozenset[str]:
    return frozenset(w.casefold() for w in read_list("word_names.txt"))


def person_named_hospital_spans(text: str) -> Iterator[Span]:
    for m in matches(_SLOT, text):
        words = m.group("id").split()
        first = words[0]
        if not is_first_name(first) or first.casefold() in _word_names() or not_a_place(first):
            continue
        keep = 1
        for w in words[1:]:
            if w == "y" or not not_a_place(w):
                keep += 1
                continue
            break
        while keep > 1 and words[keep - 1] == "y":
            keep -= 1
        start = m.start("id")
        yield Span(start, start + len(" ".join(words[:keep])), "institution")
