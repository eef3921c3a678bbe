"""A withheld EHR value that is a small number ("Cama: 11", "Zimmer: 7", "Bed: 22", a count or an
age under 90) identifies no one: it stays withheld, but hunting it through the note would take
doses, hours and scores that share its digits ("22 h", "Norton 11"). An age of 90 or more still
is hunted (it is a Safe Harbor identifier)."""

from __future__ import annotations

import re

__all__ = ["is_small_number"]

_NUMBER = re.compile(r"\d{1,2}")


def is_small_number(value: str) -> bool:
    """Whether `value` is one or two digits below 90."""
    value = value.strip()
    return bool(_NUMBER.fullmatch(value)) and int(value) < 90
