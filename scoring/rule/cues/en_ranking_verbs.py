"""Verbs and prepositions that put one diagnosis ahead of the next: "NMOSD ahead of MS",
"NMOSD beats MS", "NMOSD trumps MS", "NMOSD edges out MS". The name after them is ranked
below the one before, as after "over" or "rather than" (cues/en.py)."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): (
        *("ahead of", "well ahead of", "just ahead of", "in preference to"),
        *("beats", "trumps", "edges out", "outranks", "outweighs", "wins over", "prevails over"),
        *("takes precedence over", "is preferred to", "is favoured over", "is favored over"),
    ),
}
