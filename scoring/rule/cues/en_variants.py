"""Names that a prefix or suffix turns into another disorder: "Parkinson-plus syndrome" is an
atypical parkinsonism, not Parkinson disease; "pre-abscess stage" is cerebritis, the stage
before an abscess forms. The name inside is only likened to the answer, as "MS-like" is."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOOKALIKE

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOOKALIKE, "adjacent"): ("pre",),
    (LOOKALIKE, "post"): (
        *("plus syndrome", "plus syndromes", "plus disorder", "plus disorders"),
        *("plus disease", "plus diseases", "plus group", "plus spectrum"),
    ),
}
