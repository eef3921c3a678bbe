"""Radiology's way of committing: "most concerning for PML", "highly suspicious for abusive head
trauma" rank the name after them first, and, as a cue, end the reach of one before them ("...
without enhancement is most concerning for PML": the negation is of the enhancement, not of
PML). A bare "concerning for X" only leans ("concerning for X; however, Y is more likely")."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (FIRST, "item"): (
        *("most concerning for", "highly concerning for"),
        *("highly suspicious for", "most suspicious for", "most worrisome for"),
    ),
}
