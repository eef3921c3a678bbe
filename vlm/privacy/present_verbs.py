"""A verb in the present tense written with a capital after a name's cue, as notes written in
title case or dictated in haste do ("Patient Reports headache", "Pt Denies chest pain", "Patient
States she fell", "Paciente Refiere cefalea", "Patiënt Vertelt"): the sentence's verb, not a
name. The six languages' verbs of telling, denying and doing that notes open a sentence with;
none is a first name of the lexicon, and a surname ending in -s ("Evans", "Roberts") is none
of them."""

from __future__ import annotations

from vlm.privacy.first_names import is_first_name

_VERBS = frozenset(
    # English
    {"reports", "denies", "states", "complains", "endorses", "describes", "notes", "admits"}
    | {"presents", "remains", "tolerates", "declines", "refuses", "requests", "feels", "says"}
    | {"continues", "appears", "returns", "wishes", "prefers", "understands", "agrees"}
    | {"consents", "lives", "walks", "mobilises", "mobilizes", "ambulates", "sleeps", "eats"}
    | {"drinks", "recalls", "reveals", "shows", "has", "is", "was", "had", "needs", "requires"}
    | {"uses", "takes", "attends", "arrives", "experiences", "reported", "denied"}
    # English participles of a nursing note ("Daughter Visiting", "Patient Mobilising")
    | {"visiting", "mobilising", "mobilizing", "eating", "drinking", "sleeping", "walking"}
    | {"resting", "settling", "improving", "deteriorating", "tolerating", "complaining"}
    | {"requesting", "refusing", "declining", "waiting", "awaiting", "attending", "vomiting"}
    | {"fitting", "seizing", "desaturating", "recovering", "responding", "ambulating", "coughing"}
    | {"feeding", "talking", "toileting", "coping", "managing", "progressing", "struggling"}
    | {"driving", "working", "smoking", "bathing", "dressing", "shopping", "cooking"}
    # German
    | {"berichtet", "klagt", "verneint", "gibt", "schildert", "äußert", "beschreibt", "ist"}
    | {"hat", "war", "wirkt", "zeigt", "lehnt", "möchte", "wünscht", "schläft", "isst", "trinkt"}
    # French
    | {"rapporte", "décrit", "nie", "signale", "présente", "refuse", "accepte", "souhaite"}
    | {"dit", "est", "reste", "mange", "dort", "marche", "se", "plaint"}
    # Spanish
    | {"refiere", "niega", "presenta", "relata", "describe", "comenta", "manifiesta", "acude"}
    | {"rechaza", "acepta", "tolera", "está", "es", "tiene", "duerme", "come", "deambula"}
    # Dutch
    | {"vertelt", "meldt", "ontkent", "klaagt", "beschrijft", "geeft", "heeft", "is", "was"}
    | {"weigert", "slaapt", "eet", "drinkt", "loopt", "voelt", "lijkt"}
)


def is_present_verb(word: str) -> bool:
    """Whether a capitalised word after a cue is a sentence's verb ("Reports", "Refiere")."""
    return word.casefold() in _VERBS and not is_first_name(word)
