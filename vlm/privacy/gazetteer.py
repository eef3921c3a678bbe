"""The offline gazetteers of towns (GeoNames extracts under data/): a capitalised word is
read as a town only when one of them lists it, less words that are eponyms, titles or function
words, so "Parkinson" or "The" never counts as a place."""

from __future__ import annotations

from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.names import eponyms, function_words


@lru_cache(maxsize=1)
def small_towns() -> frozenset[str]:
    """The small gazetteer (data/small_towns.txt, GeoNames towns of 1,000 to 15,000 people in
    the countries whose languages the gate reads, ~0.55 MB), read on first use, less eponyms,
    titles and function words."""
    return frozenset(read_list("small_towns.txt") - eponyms() - function_words(title=True))


def is_small_town(name: str) -> bool:
    return name in small_towns()


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    """The gazetteer (data/towns.txt, GeoNames towns of over 15,000 people, ~0.45 MB), read on
    first use, less words that are eponyms, titles or function words."""
    return frozenset(read_list("towns.txt") - eponyms() - function_words(title=True))


def is_town(name: str) -> bool:
    return name in towns()
