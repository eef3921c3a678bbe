"""Each cue with the name right after it: the shape of the detectors that read a place or an
institution after a verb or a head word ("liaised with …", "insured through …"). A cheap test
for the cues' stems comes first, so a text without any is never searched."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from vlm.privacy.anchors import matches


def cued_matches(
    text: str, stems: Iterable[str], cue: re.Pattern[str], name: re.Pattern[str]
) -> Iterator[tuple[re.Match[str], re.Match[str]]]:
    """(cue, name) for every cue followed at once by a name, once a stem is in the text."""
    low = text.casefold()
    if not any(s in low for s in stems):
        return
    for found in matches(cue, text):
        m = name.match(text, found.end())
        if m is not None:
            yield found, m
