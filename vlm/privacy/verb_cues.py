"""Cue words that are also verbs: French "adresse" is an address after a colon or a label, but
a referral after a pronoun ("je vous adresse ce patient", "nous l'adresse", "m'a adressé"), and
what follows it is the patient, not a street. Read by places."""

from __future__ import annotations

# Negative lookbehinds, one per pronoun (each fixed in width), before the cue.
NOT_AFTER_PRONOUN = "".join(
    rf"(?<!\b{p})"
    for p in ("vous ", "nous ", "me ", "m'", "m’", "te ", "t'", "lui ", "leur ", "l'", "l’", "se ")
)
