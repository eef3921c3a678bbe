"""Roles and grades that name a clinician in the six languages ("Reg", "OA", "kiné",
"enfermera", "arts-assistent"), and the words that make a capitalised word a common noun: a
role is never a first name ("Kiné : marche avec…"), nor is a German noun after an article joined
to its preposition ("Rollator im Zimmer", "zum Essen"). Read by clinician_roles and names."""

from __future__ import annotations

import re
from functools import lru_cache

ROLE = (
    r"(?:cons|consultant|reg|registrar|spr|sho|fy[12]|f[12]|st[1-8]|ct[1-3]|ho|intern|resident|"
    r"fellow|attending|hospitalist|night float|day team|on-?call|med reg|surg reg|tech|"
    r"technician|physio|physiotherapist|OT|SALT|pharmacist|PharmD|dietitian|"
    r"OA|OÄ|AA|AÄ|AÄin|FOA|FA|CA|Stationsarzt|Stationsärztin|Assistenzarzt|Assistenzärztin|"
    r"Oberarzt|Oberärztin|Schwester|Pfleger|Pflegerin|Physiotherapeut(?:in)?|Ergotherapeut(?:in)?|"
    r"Logopäd(?:e|in)|interne|externe|chef de clinique|CCA|kiné|kinésithérapeute|IDE|"
    r"infirmière|infirmier|orthophoniste|ergothérapeute|consœur|confrère|"
    r"residente|adjunt[oa]|R[1-5]|MIR|FEA|enfermer[oa]|fisioterapeuta|logopeda|Fisioterapia|"
    r"compañer[oa]|arts-assistent|AIOS|ANIOS|supervisor|verpleegkundige|fysiotherapeut|"
    r"logopedist|ergotherapeut|geachte heer|geachte mevrouw|geachte collega)"
)
_ROLE_WORD = re.compile(rf"(?i:{ROLE})")
# German prepositions joined to their article: the capitalised word after them is a noun.
_CONTRACTED_ARTICLE = frozenset(
    {"im", "ins", "am", "ans", "zum", "zur", "vom", "beim", "aufs", "ums", "unterm", "überm"}
)


@lru_cache(maxsize=4096)
def is_role_word(word: str) -> bool:
    """A role or a grade written alone ("Kiné", "Physio", "Schwester"): no first name. Short
    ones ("Reg", "Ho") are first names or family names too, so only four letters and more."""
    return len(word) >= 4 and _ROLE_WORD.fullmatch(word) is not None


def after_contracted_article(text: str, start: int) -> bool:
    """The word at `start` follows "im", "zum", "beim"…: a German noun, not a person."""
    if start < 3 or text[start - 1] not in " \t":
        return False
    before = text[max(0, start - 9) : start].split()
    return bool(before) and before[-1].casefold() in _CONTRACTED_ARTICLE
