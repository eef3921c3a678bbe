"""A service, ward or clinic named head first by what it does, as Spanish, Latin American and
Dutch notes write them: "Clínica Médica", "Clínica Quirúrgica", "Consultorio Externo de
Neurología", "Consulta Monográfica de Cefaleas", "Dienst Neurologie", "Poli Neurologie",
"Afdeling Klinische Neurofysiologie". Every word after the head is a clinical word, a word of
how the service runs, or a particle; a proper name after the head keeps it an institution
("Clínica Dávila", "Consultorio Externo San Roque")."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word

_HEAD = re.compile(
    r"(?i:clínica|clinica|unidad|servicio|sala|consulta|consultas|consultorio|consultorios|centro|"
    r"policlínico|policlinico|policlínica|dienst|afdeling|poli|polikliniek|unité|service)"
)
# How a service runs or whom it sees: outpatient, specialised, single-topic, internal, intensive.
_HOW = re.compile(
    r"(?i:extern[oa]s?|ambulatori[oa]s?|monográfic[oa]s?|especializad[oa]s?|intern[oa]s?|"
    r"intensiv[oa]s?|general|klinische|algemene|interne|spoed|de|del|la|las|los|y|en|van|voor|"
    r"de la)"
)


# What a Spanish clinic or unit sees, beside the clinical words ("Clínica de Cefaleas",
# "Unidad de Trastornos del Movimiento", "Centro de Especialidades Periférico").
_TOPIC = re.compile(
    r"(?i:médic[oa]s?|medic[oa]s?|cefaleas?|demencias?|memoria|sueño|dolor|movimiento|trastornos?|conducta|deterioro|"
    r"cognitivo|neuromusculares|enfermedades|enfermedad|desmielinizantes|vasculares?|"
    r"especialidades|periférico|periférica|daño|cerebral|adquirido|crónicos?|agudos?|raras|"
    r"planta|quirófano|quirófanos|reanimación|vigilancia|observación)"
)


def _clinical(word: str) -> bool:
    """A clinical word, in the singular or the plural ("Cefaleas", "Demencias")."""
    return (
        is_clinical_word(word)
        or _TOPIC.fullmatch(word) is not None
        or (word.endswith("s") and is_clinical_word(word[:-1]))
    )


def is_head_first_service(name: str) -> bool:
    """`name` is a head of a service followed only by clinical words, words of how it runs and
    particles, with at least one clinical word among them."""
    words = name.split()
    if len(words) < 2 or not _HEAD.fullmatch(words[0]):
        return False
    rest = words[1:]
    clinical = [w for w in rest if _clinical(w)]
    return bool(clinical) and all(w in clinical or _HOW.fullmatch(w) for w in rest)
