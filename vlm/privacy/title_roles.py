"""A title or a role followed by more roles instead of a name, as Spanish notes write them: "Dr.
Residente de segundo año", "Dra. Jefa de Sección", "Dra. Neuróloga de Guardia", "Dr.
Intensivista", "Enfermera de Enlace", "Médico Adscrito de Turno"; a specialist named by the
ending of the discipline ("-ólogo", "-ista", "-iatra"), a grade, or what the role is for (the
shift, the section, the link). A surname after the role still goes ("Dra. Residente Olaizola"
keeps "Olaizola" a name: it is none of these words). After a role and a colon, the word
"Paciente" opens the note's next sentence about the patient ("Residente: Paciente Portador de
…"), never a name."""

from __future__ import annotations

import re

# Grades and roles of Spanish and Latin American hospitals (and their Dutch, French and German
# titles written the same way after "Dr."), and the specialists by their discipline's ending.
_ROLE = re.compile(
    r"(?i:residente|adjunt[oa]|jef[ea]|médic[oa]|medic[oa]|intern[oa]|becari[oa]|especialista|"
    r"facultativ[oa]|supervisor[a]?|coordinador[a]?|enfermer[oa]|auxiliar|celador[a]?|"
    r"matron[a]|titular|consultor[a]?|tratante|adscrit[oa]|cirujan[oa]|neurocirujan[oa]|"
    r"[\wáéíóú]*ólog[oa]|(?:intensiv|intern|anestes|especial|urgenc|hospital|general)ista|"
    r"[\wáéíóú]*iatra|R[1-5]|MIR|FEA|"
    r"arts-assistent|aios|anios|assistenzarzt|assistenzärztin|oberarzt|oberärztin|interne)"
)
# What a role is for: the shift, the section, the service, the link, the referral.
_QUALIFIER = re.compile(
    r"(?i:guardia|turno|sección|seccion|servicio|planta|área|area|enlace|referencia|apoyo|"
    r"noche|tarde|mañana|cabecera|familia|urgencias|presencia|localizada|física|practica|"
    r"práctica|avanzada|gestora|casos|primer|segundo|tercer|cuarto|quinto|año|primaria)"
)
# The discipline after a role and "de" ("Residente de Neurología", "Jefe de Guardia de
# Neurocirugía", "Residente de Medicina Intensiva").
_DISCIPLINE = re.compile(
    r"(?i:[\wáéíóú]*(?:logía|logia|iatría|iatria|cirugía|cirugia|terapia|grafía)|medicina|"
    r"intensiva|interna|familiar|comunitaria|preventiva|rehabilitación|enfermería|anestesia|"
    r"reanimación|urgencias|cuidados|intensivos|paliativos|digestivo|infecciosas|pediatría|"
    r"neonatología|obstetricia|ginecología|hematología|oncología|radiología|geriatría)"
)
_PARTICLE = re.compile(r"(?i:de|del|la|el|y|en)")
# "Patient" in the six languages: the subject of the note's next sentence.
_PATIENT = re.compile(r"(?i:paciente|patient|patiënt|patiente|patiëntje|pte)")


def role_after_title(name: str) -> bool:
    """Every word of `name` (found after a title or a role) is a role, a grade, what the role
    is for, or a particle between them; at least one is a role or what it is for."""
    words = [w.strip(".,;:()") for w in name.split()]
    words = [w for w in words if w]
    if not words or all(_PARTICLE.fullmatch(w) for w in words):
        return False
    if not (_ROLE.fullmatch(words[0]) or _QUALIFIER.fullmatch(words[0]) or words[0] in _OPENERS):
        return False
    return all(
        _ROLE.fullmatch(w)
        or _QUALIFIER.fullmatch(w)
        or _PARTICLE.fullmatch(w)
        or _DISCIPLINE.fullmatch(w)
        for w in words
    )


# A role's qualifier opens with "de" or "del" when the role itself was the title ("Enfermera de
# Enlace" gives "de Enlace").
_OPENERS = frozenset({"de", "del"})


def patient_opens(name: str) -> bool:
    """`name` (found after a role and a colon) starts with the word for the patient."""
    first = name.split()[0] if name.split() else ""
    return _PATIENT.fullmatch(first) is not None
