"""A laboratory or department named by its discipline: "Laboratoire d'Immunologie", "Labor für
Liquordiagnostik", "laboratorio de Neuroquímica", "Laboratory of Neuropathology", "laboratorium
voor Klinische Chemie". The head, a particle, then clinical words to the end of the name: a
department of the hospital that already cares for the patient, not an institution. A lab with a
name of its own after the discipline ("Laboratoire d'Analyses Médicales Cerballiance") stays one."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word

_HEAD = re.compile(
    r"(?i:laboratoires?|laboratorios?|laboratori|laboratorium|laboratory|laboratories|labor|lab|"
    r"département|departamento|departement|abteilung|service|servicio|sección|unité|unidad|"
    r"afdeling|department)"
)
_DISCIPLINE = re.compile(
    r"[ \t]+(?:d['’]|de la[ \t]+|de[ \t]+|du[ \t]+|des[ \t]+|del[ \t]+|of[ \t]+|für[ \t]+|"
    r"voor[ \t]+|van[ \t]+|de[ \t]+l['’])"
    r"(?P<rest>[^\W\d_][^\W\d_'’-]*(?:[ \t]+[^\W\d_][^\W\d_'’-]*){0,3})"
)
# A discipline's word in the six languages: "…ologie", "…chemie", "…diagnostik", "Klinische".
_DISCIPLINE_WORD = re.compile(
    r"(?i:[^\W\d_]*(?:olog(?:ie|ía|ia|y|ies)|chemie|chimie|química|chemistry|genetik|génétique|"
    r"genetics|genética|genetica|diagnostik|diagnostics?|diagnóstico|diagnostiek)|klinischen?|"
    r"clinique|clínica|clinical|médicale|médica|medizinische|moléculaire|moleculaire|molecular|"
    r"moleculaire|neuro[^\W\d_]*|y|und|et|en|and|e)"
)


def named_by_discipline(text: str, start: int, end: int) -> bool:
    """text[start:end] is a lab's or a department's head followed by its discipline alone
    ("envoyés au Laboratoire d'Immunologie.")."""
    if not _HEAD.fullmatch(text[start:end]):
        return False
    m = _DISCIPLINE.match(text, end)
    if m is None:
        return False
    words = m.group("rest").split()
    while words and not words[-1][:1].isupper():
        words.pop()  # "… d'Immunologie pour …": the lower-case words after the name
    return bool(words) and all(is_clinical_word(w) or _DISCIPLINE_WORD.fullmatch(w) for w in words)
