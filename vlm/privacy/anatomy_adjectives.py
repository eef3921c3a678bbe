"""A first name of the lexicon right after a noun of anatomy or of a finding is that noun's
adjective, as Spanish and Latin American reports write them with capitals: "Sustancia Blanca",
"Materia Gris", "Línea Media", "Cápsula Interna", "Arteria Cerebral Media". A name after a cue
or a title is found by those rules before this one is asked."""

from __future__ import annotations

import re

# Nouns of anatomy and findings that take an adjective after them in Spanish and the others.
_NOUN = re.compile(
    r"(?i:sustancia|materia|línea|linea|cápsula|capsula|zona|región|region|fosa|rama|vena|"
    r"arteria|cara|pared|cavidad|raíz|raiz|médula|medula|corteza|núcleo|nucleo|lesión|lesion|"
    r"lesiones|imagen|imágenes|señal|densidad|sustancias|substantia|substance|matter|stof)"
)
_BEFORE = re.compile(r"([^\W\d_]+) $")


def after_anatomy_noun(text: str, start: int) -> bool:
    """The word at `start` follows, after one space, a noun of anatomy or of a finding (a
    department, "Neurología Blanca Herrera", is no such noun: the name stays a name)."""
    before = _BEFORE.search(text, max(0, start - 30), start)
    if before is None:
        return False
    return bool(_NOUN.fullmatch(before.group(1)))
