"""A capitalised word before a clinical word written in capitals, as notes that shout their
findings do ("Niega FIEBRE", "Refiere FOTOFOBIA", "Paciente ALÉRGICO", "Tto TOPIRAMATO"): the
shape of a first name before an upper-case surname, but a verb, a patient's cue or a heading
before a symptom, a state or a drug. A first name before the capitals stays a name."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import is_first_name
from vlm.privacy.participle_words import is_participle_or_adjective
from vlm.privacy.present_verbs import is_present_verb
from vlm.privacy.state_words import is_state_word

_PATIENT = re.compile(r"(?i:patient|patiente|patientin|paciente|patiënt|patiente|pt|pat)")


def clinical_in_capitals(first: str, last: str) -> bool:
    """Whether "First LAST" is a verb, a patient's cue or a heading before a clinical word in
    capitals rather than a first name before an upper-case surname."""
    if is_first_name(first):
        return False
    if is_present_verb(first):
        return True  # "Niega FIEBRE": the verb of a sentence
    word = last.title()
    if _PATIENT.fullmatch(first) and (is_participle_or_adjective(word) or is_state_word(word)):
        return True  # "Paciente ALÉRGICO": the patient's state
    return is_clinical_word(word)  # "Tto TOPIRAMATO": a drug or a finding in capitals
