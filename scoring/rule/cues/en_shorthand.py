"""Clinical shorthand in terse answers: "s/p resection of GBM", "h/o MS", "hx of stroke" name
the patient's history, not the answer; "c/w X" (consistent with) commits to X. Slashes are
folded away before cues are matched, so "s/p" is read as "s p"."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST, LOWER

HISTORY_SHORTHAND = ("s p", "status post", "h o", "hx of", "pmh of", "pmhx of", "k c o")
CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): HISTORY_SHORTHAND,
    (FIRST, "item"): ("c w",),
}
