"""Labels that name the answer's second choice: "Backup answer: X", "Alternate diagnosis: X",
"Fallback: X", "Runner-up: X". What follows them, to the end of the sentence, ranks below the
answer, as after "Differential:" (cues/en.py)."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "carry"): (
        *("backup answer", "back up answer", "backup diagnosis", "fallback", "fallback answer"),
        *("fallback diagnosis", "alternate diagnosis", "alternate answer", "alternative answer"),
        *("second choice", "second choice answer", "runner up"),
    ),
}
