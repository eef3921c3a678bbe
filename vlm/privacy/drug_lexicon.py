"""Drug names, generic and brand, in the languages the gate reads ("Keppra", "Sintrom",
"Ceftriaxona", "Marcumar"), from the dictionary that ships inside the pinned
`drug-named-entity-recognition` package (DrugBank, MeSH and Wikipedia names; MIT, CC0 and
CC BY-SA data): brands have no INN stem, and a brand in running prose is capitalised and rare, as
a hospital's name is. The package itself is never imported (its module reads a cache in the
home folder and offers downloads); only its data file is read, once, on the first lookup."""

from __future__ import annotations

import bz2
import importlib.util
import pickle
import re
from functools import lru_cache
from pathlib import Path

_PACKAGE = "drug_named_entity_recognition"
_FILE = "drug_ner_dictionary.pkl.bz2"
_ONE_WORD = re.compile(r"[^\W\d_]{4,}(?:-[^\W\d_]+)*")


@lru_cache(maxsize=1)
def drug_words() -> frozenset[str]:
    """Every one-word drug name of the dictionary, casefolded (empty if the package is absent)."""
    spec = importlib.util.find_spec(_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(next(iter(spec.submodule_search_locations))) / _FILE
    with bz2.open(path, "rb") as f:
        data = pickle.load(f)  # the pinned package's own data file, read as it reads it
    names = data.get("drug_variant_to_canonical", {})
    return frozenset(n.casefold() for n in names if _ONE_WORD.fullmatch(n))


def is_drug_name(word: str) -> bool:
    """A generic or brand drug name ("Antivert", "Vimpat"), compared casefolded."""
    return word.casefold() in drug_words()
