"""A finding that favours a diagnosis ranks it first: "the restricted diffusion favours
medulloblastoma", "the cord lesion's length points to NMOSD". A name in another item of the
sentence ("...; ependymoma is softer than this") is then no equal alternative of a list."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (FIRST, "item"): (
        *("favours", "favors", "strongly favours", "strongly favors"),
        *("points to", "points towards", "points toward", "clearly points to"),
    ),
}
