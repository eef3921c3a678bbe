"""A capitalised word after a name's cue that reads as a participle or an adjective, not a name:
"Patient Declined", "Daughter Updated", "Paciente Alérgico", "Patientin Bettlägerig",
"Patiente Hospitalisée". Only endings that surnames of the six languages rarely have: English
"-ed" past participles, Spanish and Portuguese "-ico/-ica" adjectives that carry an accent,
German "-lich", "-isch" and long "-ig" adjectives, French "-ée" and "-isé" participles; a first
name of the lexicon ("Ahmed") or one ending in "-fred" or "-dred" ("Winifred") is never one."""

from __future__ import annotations

import re

from vlm.privacy.first_names import is_first_name

_ENDING = re.compile(
    r"(?![^\W\d_]*(?:fred|dred)$)[^\W\d_]{4,}ed"  # "Declined" (not "Reed", "Winifred")
    r"|[^\W\d_]*[áéíóú][^\W\d_]*ic[oa]s?"  # "Alérgico", "Diabética", "Crónicos"
    r"|[^\W\d_]{3,}(?:lich|isch)"  # "Ängstlich", "Neurologisch" (not "Frisch")
    r"|[^\W\d_]{5,}ig"  # "Bettlägerig", "Schwindelig" (not "König", "Ludwig")
    r"|[^\W\d_]{3,}(?:ée|isé|ées|isés)"  # "Hospitalisée", "Orientée" (not "Dupré")
)


def is_participle_or_adjective(word: str) -> bool:
    """Whether a capitalised word after a cue reads as a participle or an adjective."""
    if not word[:1].isupper() or word.isupper() or not _ENDING.fullmatch(word):
        return False
    return not is_first_name(word)
