"""An answer whose only known names are ranked below something ("favours a hypertensive bleed
over CAA", "classic Wernicke's. Korsakoff would be the chronic sequel") leads with a diagnosis
the table did not read: that leader may be the reference under a name the table lacks, so the
verdict abstains rather than call the answer wrong. A differential list ("Differentials: A, B")
ranks its names below nothing, and stays as it is. So does an answer that names nothing the
table reads but an eponym in the possessive ("Classic Wernicke's")."""

from __future__ import annotations

import re

from scoring.rule.context import Reading
from scoring.rule.cues import LOWER
from scoring.rule.cues.en_comparisons import CUES as COMPARISONS
from scoring.rule.cues.en_counterfactual import CUES as COUNTERFACTUAL

# cues that rank a name below another one the sentence names
_BELOW_ANOTHER = {
    "over",
    "than",
    "less likely",
    "less probable",
    *(
        " ".join(p.split())
        for table in (COMPARISONS, COUNTERFACTUAL)
        for p in table.get((LOWER, "post"), ())
    ),
}


def leads_with_unread(reading: Reading) -> bool:
    """Whether every name read is ranked below another diagnosis the answer names."""
    return bool(reading.mentions) and all(
        m.status == LOWER and m.cue in _BELOW_ANOTHER for m in reading.mentions
    )


# a capitalised name with a possessive 's ("Wernicke's", "Fahr's") that no table name matched:
# an eponym the table does not read (contractions and everyday words set aside)
_POSSESSIVE = re.compile(r"\b([A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)['’]s\b")
_NOT_EPONYMS = {
    *("It", "That", "What", "Here", "There", "Who", "Let", "She", "Today", "Tonight"),
    *("Yesterday", "Tomorrow", "Patient", "Everyone", "Nobody", "Somebody", "Model", "Doctor"),
    *("Child", "Mother", "Father", "Woman", "Man", "Brain", "Year", "Week", "Month", "Day"),
}


def names_unread_eponym(text: str) -> bool:
    """Whether the answer names a possessive eponym ("Classic Wernicke's") that the table may
    know under its full name only: no evidence against the reference."""
    return any(m.group(1) not in _NOT_EPONYMS for m in _POSSESSIVE.finditer(text))
