"""A ward or unit named by the care it gives, in the Romance languages and Dutch: "Unidad de
Ictus", "Unité de Soins Intensifs", "Unidad de Neurología Vascular", "Eenheid voor Intensieve
Zorg". The unit's head, a particle, then only clinical words or words of care: a department,
not an institution ("Unidad de Salud Mental Norte" keeps its place name and stays one)."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word

_HEADS = (
    r"(?:Unidad|Unité|Unitat|Unità|Eenheid|Servicio|Service|Sección|Secció|Planta|Área|Pôle|Sala|"
    r"Salle)"
)
_UNIT = re.compile(_HEADS + r"(?:[ \t]+(?:de|del|des|du|de la|d'|voor|van))?[ \t]*(?P<rest>.+)")
# Words that name a kind of care or a patient group in Spanish, French, Catalan, Italian and
# Dutch, beside the clinical word list.
_CARE_WORD = re.compile(
    r"(?i:cuidados?|intensiv[oa]s?|intensifs?|intensieve|críticos?|critiques?|agudos?|aigus?|"
    r"continus?|soins|zorg|corta|media|larga|estancia|durée|séjour|sueño|sommeil|slaap|dolor|"
    r"douleur|pijn|memoria|mémoire|geheugen|vascular|vasculaire|vasculaires|cerebrovascular|"
    r"neurovascular|neurovasculaire|neurovasculaires|epilepsia|épilepsie|trastornos?|troubles?|"
    r"movimiento|mouvement|demencias?|démences?|semicríticos?|ictus|hospitalización|"
    r"hospitalisation|día|jour|neurosciences?|neurociencias|neurowetenschappen|"
    r"neurowissenschaften|paliativos?|palliatifs?|palliatieve|de|del|la|des|du|y|et|en|e|i|voor|"
    r"van|het)"
)
_PARTICLE = re.compile(r"(?i:de|del|des|du|la|y|et|en|e|i|voor|van|het)")
# A unit's head and its particle right before a word ("Sala de Agudos", "Unidad de Ictus").
_HEAD_BEFORE = re.compile(_HEADS + r"[ \t]+(?:de|del|des|du|voor)[ \t]+$")


def is_care_unit(name: str) -> bool:
    """ "Unidad de Ictus", "Unité de Soins Intensifs": a unit named by its care alone."""
    m = _UNIT.fullmatch(name.strip())
    if m is None:
        return False
    words = re.findall(r"[^\W\d_][^\W\d_'’-]*", m.group("rest"))
    return bool(words) and all(_CARE_WORD.fullmatch(w) or is_clinical_word(w) for w in words)


def is_headless_care_unit(name: str) -> bool:
    """ "Cuidados Intensivos", "Soins Palliatifs": a unit named by two or more words of care
    alone, without its head."""
    words = re.findall(r"[^\W\d_][^\W\d_'’-]*", name)
    return (
        len(words) >= 2
        and not _PARTICLE.fullmatch(words[0])
        and all(_CARE_WORD.fullmatch(w) for w in words)
    )


def care_word_after_unit(text: str, start: int, end: int) -> bool:
    """The word at [start, end) names the care of the unit written before it ("Sala de Agudos"):
    no town of the same spelling."""
    return bool(_CARE_WORD.fullmatch(text[start:end])) and bool(
        _HEAD_BEFORE.search(text, max(0, start - 16), start)
    )
