"""A season after "in" is a time, like a month ("worse in Spring", "im Frühjahr", "en Verano",
"in de Winter"), even where a town has the same name (Spring, Texas; Sommer; Winter, Wisconsin)."""

from __future__ import annotations

import re

__all__ = ["is_season"]

_SEASON = re.compile(
    r"(?i:spring|summer|autumn|fall|winter|frühling|frühjahr|sommer|herbst|printemps|été|ete|"
    r"automne|hiver|primavera|verano|otoño|invierno|lente|voorjaar|zomer|najaar|herfst)"
)


def is_season(word: str) -> bool:
    """Whether `word` names a season in one of the five Latin-script languages."""
    return bool(_SEASON.fullmatch(word))
