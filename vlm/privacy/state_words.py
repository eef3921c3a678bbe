"""Words for how a patient or a relative is, written with a capital after a name's cue in
nursing and ward notes ("Patient Aware", "Wife Present", "Patientin Wach", "Paciente Estable",
"Patiënt Rustig"): a state, not a name. The six languages' common words of state; none is a
first name of the lexicon."""

from __future__ import annotations

_STATE = frozenset(
    # English
    {"aware", "unaware", "present", "absent", "stable", "alert", "awake", "asleep", "drowsy"}
    | {"calm", "upset", "unwell", "well", "independent", "settled", "comfortable", "agitated"}
    | {"orientated", "oriented", "disorientated", "confused", "tearful", "anxious"}
    # German
    | {"wach", "schläfrig", "somnolent", "ruhig", "unruhig", "nüchter", "stabil", "orientiert"}
    | {"desorientiert", "selbstständig", "selbständig", "anwesend", "einverstanden"}
    # French
    | {"calme", "agité", "agitée", "stable", "alerte", "autonome", "orienté", "orientée"}
    | {"conscient", "consciente", "présent", "présente", "somnolente", "algique", "apyrétique"}
    # Spanish
    | {"estable", "consciente", "orientado", "orientada", "tranquilo", "tranquila", "inquieto"}
    | {"inquieta", "somnoliento", "somnolienta", "afebril", "independiente", "presente"}
    # Dutch
    | {"wakker", "rustig", "onrustig", "nuchter", "stabiel", "aanspreekbaar", "zelfstandig"}
    | {"aanwezig", "georiënteerd", "gedesoriënteerd", "slaperig", "koortsvrij"}
    # where a patient or a relative is, and how they move ("Son Abroad", "Patient Ambulant")
    | {"abroad", "away", "ambulant", "ambulatory", "bedbound", "housebound", "immobile", "mobile"}
    | {"nbm", "nil", "asymptomatic", "apyrexial", "afebrile", "rousable", "sleepy", "cooperative"}
    | {"distressed", "worried", "concerned", "reluctant", "keen", "content", "bettlägerig"}
    | {"ambulante", "encamado", "encamada", "bedlegerig", "immobiel", "alitée", "alité"}
    # a carer's or a relative's standing ("Cuidadora Principal", "Main Carer")
    | {"principal", "principale", "habitual", "main", "primary", "informal", "formal"}
    # a word of time after a cue ("Spoke to Brother Tomorrow", "Tochter Morgen")
    | {"today", "tomorrow", "tonight", "yesterday", "heute", "gestern", "morgen", "übermorgen"}
    | {"aujourd'hui", "demain", "hier", "hoy", "ayer", "mañana", "vandaag", "gisteren"}
)


def is_state_word(word: str) -> bool:
    """Whether a capitalised word after a cue names a state ("Aware", "Wach", "Estable")."""
    return word.casefold() in _STATE
