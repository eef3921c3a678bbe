"""An examination written in title case ("Heart Sounds Normal", "Pupils Equal And Reactive",
"Chest Clear"): a run of capitalised words that ends in a finding is a finding, even when its
first word is also a first name. Read by names."""

from __future__ import annotations

import re

_FINDING_END = re.compile(
    r"(?:Normal|Clear|Intact|Present|Absent|Unremarkable|Negative|Positive|Equal|Reactive|Soft|"
    r"Regular|Irregular|Symmetrical|Symmetric|Reduced|Increased|Brisk|Flexor|Extensor|Normaal|"
    r"Normale?|Unauffällig|Négatif|Negativo|Positivo|Presente|Ausente)[.,;:]?"
)


def ends_in_finding(run: str) -> bool:
    """The last word of a capitalised run is a finding ("Sounds Normal")."""
    words = run.split()
    return bool(words) and _FINDING_END.fullmatch(words[-1]) is not None
