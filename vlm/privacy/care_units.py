"""A ward or unit named by the care it gives, in the Romance languages and Dutch: "Unidad de
Ictus", "Unité de Soins Intensifs", "Unidad de Neurología Vascular", "Eenheid voor Intensieve
Zorg". The unit's head, a particle, then only clinical words or words of care: a department,
not an institution ("Unidad de Salud Mental Norte" keeps its place name and stays one)."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word

_UNIT = re.compile(
    r"(?:Unidad|Unité|Unitat|Unità|Eenheid|Servicio|Service|Sección|Secció|Planta|Área|Pôle)"
    r"(?:[ \t]+(?:de|del|des|du|de la|d'|voor|van))?[ \t]*(?P<rest>.+)"
)
# Words that name a kind of care or a patient group in Spanish, French, Catalan, Italian and
# Dutch, beside the clinical word list.
_CARE_WORD = re.compile(
    r"(?i:cuidados?|intensiv[oa]s?|intensifs?|intensieve|críticos?|critiques?|agudos?|aigus?|"
    r"continus?|soins|zorg|corta|media|larga|estancia|durée|séjour|sueño|sommeil|slaap|dolor|"
    r"douleur|pijn|memoria|mémoire|geheugen|vascular|vasculaire|vasculaires|cerebrovascular|"
    r"neurovascular|neurovasculaire|neurovasculaires|epilepsia|épilepsie|trastornos?|troubles?|"
    r"movimiento|mouvement|demencias?|démences?|semicríticos?|ictus|hospitalización|"
    r"hospitalisation|día|jour|neurosciences?|neurociencias|neurowetenschappen|"
    r"neurowissenschaften|de|del|la|des|du|y|et|en|e|i|voor|van|het)"
)


def is_care_unit(name: str) -> bool:
    """ "Unidad de Ictus", "Unité de Soins Intensifs": a unit named by its care alone."""
    m = _UNIT.fullmatch(name.strip())
    if m is None:
        return False
    words = re.findall(r"[^\W\d_][^\W\d_'’-]*", m.group("rest"))
    return bool(words) and all(_CARE_WORD.fullmatch(w) or is_clinical_word(w) for w in words)
