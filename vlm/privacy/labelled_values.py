"""The value after a label copied from a form ("Employer: …", "Referring hospital: …"): the
labels differ by kind, the reading of the value after them is one."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.spans import Span


def labelled_value_spans(
    text: str, label: re.Pattern[str], value: re.Pattern[str], none_words: frozenset[str]
) -> Iterator[Span]:
    """Institutions named right after `label` by `value`'s group "id"; a first word that says
    there is none ("retired", "keine") or a value that is no place ("Neurology") is skipped."""
    for found in matches(label, text):
        m = value.match(text, found.end())
        if m is None:
            continue
        name = m.group("id")
        if name.split()[0].casefold() in none_words or not_a_place(name):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
