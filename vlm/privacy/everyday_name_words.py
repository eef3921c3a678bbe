"""First names of the lexicon that are everyday words of the note's own language ("Nur", "Eben",
"Zimmer" in German; "Dan", "Helder" in Dutch; "Nada", "Mira" in Spanish; "Rien" in French; "Sad"
in English; data/everyday_name_words.txt): a sentence's first word or a German noun, not a
person. The note's language comes from its function words (rare_words.note_language); a
telegraphic note with too few of them keeps the lexicon's reading."""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.rare_words import note_language

__all__ = ["is_everyday_word", "nouns_capitalised"]


@lru_cache(maxsize=1)
def _by_language() -> dict[str, frozenset[str]]:
    words: dict[str, set[str]] = defaultdict(set)
    for line in read_list("everyday_name_words.txt"):
        lang, _, word = line.partition(" ")
        words[lang].add(word.strip())
    return {lang: frozenset(ws) for lang, ws in words.items()}


@lru_cache(maxsize=8)
def _language(text: str) -> str | None:
    """The note's language, read once per text (the name finder asks for every candidate)."""
    return note_language(text)


def is_everyday_word(word: str, text: str) -> bool:
    """Whether `word`, a first name of the lexicon, is an everyday word of `text`'s language."""
    lang = _language(text)
    return lang is not None and word in _by_language().get(lang, frozenset())


def nouns_capitalised(text: str) -> bool:
    """German writes every noun with a capital: a capitalised word after a first name there is no
    sign of a surname ("Anders Kopfschmerz")."""
    return _language(text) == "de"
