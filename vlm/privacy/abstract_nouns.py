"""Nouns of a state, an act or a procedure, known by their endings in the six languages
("Medicación", "Stimulation", "Lagerung", "Beweglichkeit", "Mobilité", "Ponction"). A place's
name is almost never built from them, so a compound joined by hyphens that holds one names a
condition ("en Off-Medicación", "in On-Stimulation"), not a town ("à Inzinzac-Lochrist")."""

from __future__ import annotations

import re

_ABSTRACT = re.compile(
    r"(?i:[^\W\d_]{3,}(?:ción|sión|tion|sion|ung|heit|keit|ité|idad|ismus|isme|ismo|itis|"
    r"ologie|ología|ology|therapie|therapy|terapia|thérapie|ctie|atie))"
)


def has_abstract_part(compound: str) -> bool:
    """A part of the hyphened compound is an abstract noun ("Off-Medicación")."""
    return any(_ABSTRACT.fullmatch(part) for part in compound.split("-"))
