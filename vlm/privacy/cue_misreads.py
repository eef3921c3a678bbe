"""Name cues that are another word in the sentence at hand: "cc" after a number is a unit ("Suero
fisiológico 500 cc. Analgesia: …"), Spanish "Firma" before a document is the verb ("Firma
Consentimiento Informado": signs the consent form), and a cue followed by a preposition is a
sentence about where the patient is ("Paciente en Box de Críticos"); "FIRMA DEL MÉDICO" is a
form's line for a signature. A name after the same
cues still goes ("cc: Dr Marsh", "Firma: Dra. Elena Ruiz", "Firma Dra. Elena Ruiz")."""

from __future__ import annotations

import re

_NUMBER_BEFORE = re.compile(r"\d[ \t]*$")
# What a patient or a relative signs: "Firma Consentimiento Informado", "Firma Alta Voluntaria".
_DOCUMENT = re.compile(
    r"(?i:consentimientos?|alta|hoja|documento|informe|rechazo|negativa|solicitud|autorizaci[oó]n|"
    r"instrucciones|voluntades|renuncia|conformidad|recibo|registro|la|el|los|las)"
)
# Who signs a form: "FIRMA DEL MÉDICO", "Firma de la paciente", "Firma del familiar".
_SIGNER = re.compile(
    r"(?i:(?:del|de\s+la|de\s+los)\s+(?:m[ée]dic[oa]|paciente|familiar|responsable|"
    r"facultativ[oa]|enfermer[oa]|tutor|tutora|representante|testigo|interesad[oa]|usuari[oa]|"
    r"profesional|residente)s?\b)"
)
_PREPOSITION = frozenset({"en", "a", "al", "con", "sin", "por", "para", "tras", "desde", "hacia"})


def misread_cue(text: str, cue_start: int, name_start: int, name: str) -> bool:
    """The cue at `cue_start` is a unit, a verb or a sentence's subject, not a name's cue."""
    cue = text[cue_start:name_start].strip().casefold()
    first = name.split()[0] if name.split() else ""
    if cue.startswith("cc") and _NUMBER_BEFORE.search(text, max(0, cue_start - 12), cue_start):
        return True
    if cue == "firma" and (signs_document(first) or _SIGNER.match(text, name_start)):
        return True
    return first in _PREPOSITION


def signs_document(word: str) -> bool:
    """The word after Spanish "Firma" is what is signed, so "Firma" is the verb."""
    return _DOCUMENT.fullmatch(word) is not None
