"""Spanish adjectives of medicine and Dutch ward nouns, known by their endings: "Clínica
Quirúrgica", "Resonancia Magnética", "Unidad Psiquiátrica", "Consulta Neurológica",
"Revalidatieafdeling", "Verpleegafdeling". A capitalised one is a service, a test or a ward, never
a name or a place; a first name of the lexicon keeps its reading (clinical_words checks it). Two
letters at least before the ending: "Médica Sur" (a hospital) is no adjective of this kind
("Clínica Médica" is a service by head_first_services)."""

from __future__ import annotations

import re

_FORM = re.compile(
    r"(?i)[^\W\d_]{2,}(?:úrgic|édic|étic|iátric|átric|ológic)[oa]s?|"
    r"[^\W\d_]{3,}(?:afdeling|afdelingen)"
)


def is_clinical_form(word: str) -> bool:
    """`word` ends as a Spanish adjective of medicine or a Dutch ward noun."""
    return _FORM.fullmatch(word) is not None
