"""Cue words that are also verbs: French "adresse" is an address after a colon or a label, but
a referral after a pronoun ("je vous adresse ce patient", "nous l'adresse", "m'adresse"), and
what follows it is the patient, not a street. Read by places."""

from __future__ import annotations

# The cue, then one lookbehind per pronoun (each fixed in width), read only once the cue's
# letters matched: a lookbehind before the cue would run at every word of every text.
ADRESSE = "adresse" + "".join(
    rf"(?<!\b{p}adresse)"
    for p in ("vous ", "nous ", "me ", "m'", "m’", "te ", "t'", "lui ", "leur ", "l'", "l’", "se ")
)
