"""A kind of dwelling after a verb of living is where a patient lives, not an address: "Vive en
Piso Tutelado", "Woont in Serviceflat", "Vit seule en Appartement", "wohnt in Betreutem
Wohnen", "moved to Town", "admitted from Home". The whole span must be the kind with at most a
word of ownership or care around it; a name after the kind keeps it an address or a home
("Haus Rosenhügel", "Residencia San José")."""

from __future__ import annotations

import re

from vlm.privacy.spans import Span

__all__ = ["names_a_dwelling"]

_QUALIFIER = (
    r"(?:own|rented|private|council|adapted|sheltered|supported|shared|family|ground-floor|"
    r"eigene[mnrs]?|betreute[mnrs]?|barrierefreie[mnrs]?|"
    r"eigen|eigene|zelfstandige?|aangepaste?|"
    r"propi[oa]|familiar|tutelad[oa]|adaptad[oa]|alquilad[oa]|compartid[oa]|"
    r"individuel(?:le)?|adapt[ée]e?|familial(?:e)?|de\s+plain-pied|personnel(?:le)?)"
)
_DWELLING = (
    r"(?:home|house|flat|bungalow|town|apartment|accommodation|housing|living|"
    r"wohnung|haus|einfamilienhaus|mietwohnung|eigenheim|wohnen|heim|"
    r"serviceflat|aanleunwoning|appartement|woning|eengezinswoning|seniorenwoning|flat|"
    r"domicilio|piso|casa|vivienda|apartamento|"
    r"maison|domicile|logement|foyer-logement)"
)
_KIND = re.compile(rf"(?i)(?:{_QUALIFIER}\s+)?{_DWELLING}(?:\s+{_QUALIFIER})?")


_QUALIFIER_ALONE = re.compile(rf"(?i){_QUALIFIER}")
_DWELLING_AFTER = re.compile(rf"(?i)\s+{_DWELLING}\b")


def names_a_dwelling(text: str, span: Span) -> bool:
    """Whether an address or institution span holds only a kind of dwelling, or only the word
    of ownership or care before one ("Betreutem" of "Betreutem Wohnen")."""
    if span.kind not in ("address", "institution"):
        return False
    words = text[span.start : span.end].strip()
    if _KIND.fullmatch(words):
        return True
    return bool(_QUALIFIER_ALONE.fullmatch(words)) and bool(_DWELLING_AFTER.match(text, span.end))
