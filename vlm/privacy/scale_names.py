"""A scale or questionnaire named after a person or a place with lower-case words between the
name and the scale's noun ("Abbey pain scale", "Zung self-rating depression scale", "Geriatric
depression scale"): the name is the instrument's, not a person's. Read by eponym_use."""

from __future__ import annotations

import re

SCALE_AFTER = re.compile(
    r"[ \t]+[a-z][a-z-]+(?:[ \t]+[a-z][a-z-]+)?[ \t]+(?:scale|score|index|questionnaire|"
    r"inventory|checklist|screen|screening tool|rating|assessment tool)\b"
)
