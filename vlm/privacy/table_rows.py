"""A table pasted into a note ("| Name | Delbert Fairchild |", "Naam | J. de Wit"): a row whose
first cell names an identifier (a name, a contact, an address, a town, a county, a birth date,
an age over 89) has its value removed, as the EHR field of that key would be withheld. Rows of
clinical values ("| Sodium | 135 |") stay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.spans import Span

_KEY = (
    r"(?i:(?:patient(?:'s)? )?name|full name|surname|first name|given name|naam|achternaam|"
    r"voornaam|nom|prénom|nom de naissance|name des patienten|vorname|nachname|nombre|apellidos?|"
    r"(?:emergency )?contact(?: person)?|next of kin|nok|contactpersoon|personne à prévenir|"
    r"angehörige[rn]?|familiar responsable|address|home address|adres|adresse|anschrift|"
    r"dirección|domicilio|city|town|county|state|woonplaats|ville|commune|wohnort|ort|"
    r"localidad|población|municipio|postcode|zip|postleitzahl|code postal|código postal|"
    r"date of birth|dob|birth date|geburtsdatum|geb\\.?|date de naissance|fecha de nacimiento|"
    r"geboortedatum|gp|huisarts|hausarzt|médecin traitant|médico de cabecera|"
    r"employer|werkgever|arbeitgeber|employeur|empresa)"
)
_ROW = re.compile(
    rf"(?m)^[ \t]*\|?[ \t]*(?P<key>{_KEY})[ \t]*\|[ \t]*"
    r"(?P<value>[^|\n]*?[^|\s][^|\n]*?)[ \t]*(?:\||$)"
)
_PLACE_KEY = re.compile(
    r"(?i:.*(?:address|adres|anschrift|dirección|domicilio|city|town|county|state|plaats|ville|"
    r"commune|ort|localidad|población|municipio|postcode|zip|postleitzahl|postal))"
)
_AGE_ROW = re.compile(
    r"(?m)^[ \t]*\|?[ \t]*(?i:age|alter|âge|edad|leeftijd)[ \t]*\|[ \t]*(?P<n>\d{2,3})\b"
)


def table_row_spans(text: str) -> Iterator[Span]:
    """Values of identifier rows in a pasted table; an age over 89 in its row."""
    if "|" not in text:
        return
    for m in _ROW.finditer(text):
        kind = "address" if _PLACE_KEY.fullmatch(m.group("key")) else "name"
        yield Span(m.start("value"), m.end("value"), kind)
    for m in _AGE_ROW.finditer(text):
        if 89 < int(m.group("n")) <= 120:
            yield Span(m.start("n"), m.end("n"), "age")
