"""Verbs that tilt a weighed list toward one of its names, in the five languages: "tips it
toward X", "tilts the balance to X", "ich tendiere (klar) zum X", "inclina (claramente) hacia
X", "fait pencher vers X", 更倾向于X; and "X (most typical ...)" inside an item. They rank the
name they point to first, as "favours X" does (cues/en_favour_verbs.py)."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (FIRST, "pre"): (
        *("tips it toward", "tips it towards", "tips the balance toward", "tilts it toward"),
        *("tips the balance towards", "tilts the balance toward", "tilts toward", "tilts towards"),
        *("ich tendiere zu", "ich tendiere zum", "ich tendiere zur", "tendiere klar zum"),
        *("tendiere klar zur", "tendiere klar zu", "tendiere eher zu", "tendiere eher zum"),
        *("inclina hacia", "inclina claramente hacia", "inclina la balanza hacia"),
        *("fait pencher vers", "fait pencher pour", "penche vers", "je penche vers"),
        "更倾向于",
    ),
    (FIRST, "item"): ("most typical", "the most typical", "most characteristic"),
}
