"""Runs of address parts written one after another ("Bât. C, esc. 2, appt 14", "12樓B室，3座"):
each maximal run of matches whose gaps are only separators, for the detectors that read an
address from its parts."""

from __future__ import annotations

import re
from collections.abc import Iterator


def part_runs(
    part: re.Pattern[str], gap: re.Pattern[str], text: str
) -> Iterator[list[re.Match[str]]]:
    """Each maximal run of `part` matches in `text`, left to right, joined by `gap` alone."""
    run: list[re.Match[str]] = []
    for m in part.finditer(text):
        if run and gap.match(text[run[-1].end() : m.start()]):
            run.append(m)
            continue
        if run:
            yield run
        run = [m]
    if run:
        yield run
