"""A street followed by its house or flat number written with "#", as American and Mexican notes
write it ("Juniper Way #31", "Oak Hollow Dr #1206", "Calle Hidalgo #45"), where the street has
no number before it and no other rule reads it. Found only where "#" stands."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span, regex_spans

_STREET_WORD = (
    r"(?:St|Street|Rd|Road|Ave|Avenue|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Cir|"
    r"Circle|Ter|Terrace|Pkwy|Parkway|Hwy|Highway|Trl|Trail|Row|Close|Crescent|Grove|Sq|Square|"
    r"Loop|Pike|Run|Path)"
)
_HASH_ENGLISH = re.compile(
    rf"(?<![\w-])(?:[A-Z][a-z]+[ \t]+){{1,3}}{_STREET_WORD}\.?[ \t]*#[ \t]?\d{{1,5}}[A-Za-z]?\b"
)
_HASH_SPANISH = re.compile(
    r"(?<![\w-])(?:Calle|Av\.|Avenida|Privada|Cerrada|Andador|Callejón|Calzada|Boulevard|Blvd\.)"
    r"[ \t]+(?:[A-ZÁÉÍÓÚÑ][\wáéíóúñ.]*[ \t]+){1,4}#[ \t]?\d{1,5}[A-Za-z]?\b"
)


def hash_house_number_spans(text: str) -> Iterator[Span]:
    """A named street and its "#" number."""
    if "#" not in text:
        return
    yield from regex_spans(text, "address", (_HASH_ENGLISH, _HASH_SPANISH))
