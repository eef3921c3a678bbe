"""Two names in a sentence that says something of each ("The picture is that of X: confluent
Y with lacunes", "X, with the temporal lesions and a history of Y pointing that way") are no
list of alternatives, though the rule reads no commitment in the words between them: calling
the answer an uncommitted list would rest on words the rule did not read, so the verdict is
undecided. A list keeps its verdict: names laid out next to each other (commas, "and", "or",
"vs", bullets, numbers, a table), or apart but offered ("may", "could", "possible",
"differential", in the five languages)."""

from __future__ import annotations

from scoring.rule.context import Reading
from scoring.rule.list_subclass import list_form, names_apart, offers_alternatives


def names_in_prose(reading: Reading, span: str) -> bool:
    """Whether `span`, read as an uncommitted list, names its diseases in prose instead."""
    return list_form(span) == "comma" and not offers_alternatives(span) and names_apart(reading)
