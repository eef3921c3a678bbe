"""Nouns of a room, a bed or a ward that a German street shape can take for a street name ("Im
Zimmer 214", "Auf Station 3", "Im Bett 2"): a place in the hospital, not an address. Read by
places."""

from __future__ import annotations

# A lookahead that refuses those nouns as the street's name.
NOT_A_ROOM = (
    r"(?!(?:Zimmer|Raum|Bett|Saal|Station|Bereich|Kabine|Box|Flur|Gang|Stock|Stockwerk|Trakt|"
    r"Behandlungsraum|Untersuchungsraum|Aufwachraum|Schockraum|Isolierzimmer)\s)"
)
