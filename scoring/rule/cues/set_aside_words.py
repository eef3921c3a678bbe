"""Everyday words that set a named diagnosis aside, beyond each language's main list: the
Spanish conditional "descartaría X" (I would rule X out) and the German "für eine X untypisch"
(atypical for X). Without them the name stood as a list item beside the answer's diagnosis."""

from __future__ import annotations

from scoring.rule.cues.kinds import NEGATED

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (NEGATED, "pre"): ("descartaria", "yo descartaria", "descartariamos"),
    (NEGATED, "post"): ("untypisch", "eher untypisch", "ganz untypisch", "atypisch"),
}
