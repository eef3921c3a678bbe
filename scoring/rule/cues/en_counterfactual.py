"""An alternative described as it would look ("A meningioma would have a broader dural base",
"Glioblastoma would usually show a thick wall") is set aside below the answer: the model says
how the alternative would differ from what it sees."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "post"): (
        *("would have", "would show", "would usually", "would typically", "would normally"),
        *("would generally", "would tend to", "would be expected to", "would expect"),
        *("would appear", "would look", "would enhance", "would present", "would rarely"),
        *("would not", "wouldn t", "would cause", "would give", "would be seen"),
    ),
}
