"""The first-name lexicon and the six languages' function words: word lists both the name finder
and the clinical-word check consult, kept in a leaf module so neither imports the other."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from vlm.privacy.language import READ, common_words

__all__ = ["DATA", "first_names", "function_words", "is_first_name", "read_list"]

DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=2)
def function_words(title: bool = False) -> frozenset[str]:
    """Pronouns, articles and prepositions of the six languages ("she", "la", "su", "elle")."""
    words = set(common_words(READ))
    words |= {"she", "he", "la", "su", "sa", "elle", "il", "ella", "él", "ze", "zij", "hij"}
    return frozenset(w.title() for w in words) if title else frozenset(words)


def read_list(filename: str) -> set[str]:
    path = DATA / filename
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return {ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")}


@lru_cache(maxsize=1)
def first_names() -> frozenset[str]:
    """The lexicon, read once on first use (68 KB, ~10 ms): common first names of 40 countries,
    taken from names-dataset 3.3.1 (rank <= 1000 in western Europe/North America/Oceania,
    <= 300 elsewhere), less the words in data/not_names.txt and the six languages' function
    words."""
    names = read_list("first_names.txt")
    return frozenset(names - read_list("not_names.txt") - function_words(title=True))


def is_first_name(word: str) -> bool:
    """In the lexicon, as written, without accents, or each part of a hyphenated name
    ("Hans-Walter"); acronyms ("MS", "ID") never are."""
    if word.isupper() and len(word) > 1:
        return False
    lexicon = first_names()
    if word in lexicon or _fold(word) in lexicon:
        return True
    if "-" not in word:
        return False
    parts = [p for p in word.split("-") if len(p) > 1]  # "Hans-J." keeps its initial
    return bool(parts) and all(p in lexicon or _fold(p) in lexicon for p in parts)


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
