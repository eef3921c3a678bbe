"""Elimination and concession, two ways of committing that read like a list.

"Ruling out X leaves Y" / "having eliminated X, we are left with Y" / "what remains is Y"
denies X and commits to Y. "X is the diagnosis, though less likely alternatives exist" keeps
X first: "less likely" after the concession describes the alternatives, not X (a label
"Less likely alternatives: Y, Z" still ranks Y and Z lower)."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST, LOWER, NEGATED, PLAIN

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (NEGATED, "pre"): (
        *("ruling out", "having ruled out", "having excluded", "having eliminated"),
        *("after excluding", "after ruling out", "once we exclude", "eliminating"),
    ),
    (NEGATED, "post"): ("ruled out", "eliminated", "is eliminated", "excluded"),
    (FIRST, "pre"): (
        *("leaves", "that leaves", "leaving", "which leaves", "left with", "we are left with"),
        *("what remains is", "the remaining option is", "the remaining diagnosis is"),
    ),
    (PLAIN, "item"): tuple(
        f"{conj} {other}{less} {kind}"
        for conj in ("although", "though", "even though", "albeit", "while")
        for other in ("", "other ")
        for less in ("less likely", "less probable")
        for kind in ("alternatives", "possibilities", "differentials", "options")
    )
    + tuple(
        f"{less} {kind} {verb}"
        for less in ("less likely", "less probable")
        for kind in ("alternatives", "possibilities", "differentials", "options")
        for verb in ("exist", "remain", "also exist")
    ),
    # the alternatives the concession names are still lower: "... alternatives like FTD remain"
    (LOWER, "pre"): ("alternatives like", "alternatives such as", "alternatives including"),
}
