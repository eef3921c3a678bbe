"""A clinic or a service named after the disease it treats, itself named after a person:
"Parkinson Clinic", "Huntington's Disease Clinic", "Alzheimer-Sprechstunde". Only an eponym
that is neither a first name nor a town ("Mayo Clinic", "Cleveland Clinic", "Wilson Clinic"
stay institutions) and is seven letters or more (short eponyms are common family names)."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.first_names import is_first_name, read_list

_CLINIC = re.compile(
    r"(?P<eponym>[^\W\d_]+)(?:['’]s)?(?:[ \t]+(?:disease|Disease|DISEASE))?[ \t-]+"
    r"(?:clinic|clinics|service|nurse|team|MDT|Sprechstunde|Ambulanz|spreekuur|polikliniek|"
    r"consultation|consulta)",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def _eponyms_and_towns() -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(read_list("eponyms.txt")), frozenset(read_list("towns.txt"))


def is_disease_clinic(name: str) -> bool:
    """ "Parkinson Clinic", "PARKINSON CLINIC": a service named by a disease's eponym."""
    m = _CLINIC.fullmatch(name.strip())
    if m is None:
        return False
    eponym = m.group("eponym")
    eponym = eponym.title() if eponym.isupper() else eponym
    eponyms, towns = _eponyms_and_towns()
    return (
        len(eponym) >= 7 and eponym in eponyms and eponym not in towns and not is_first_name(eponym)
    )
