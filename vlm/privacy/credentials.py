"""Credentials that follow a degree in a signature: "Marcus Lee, MD, Diplomate ABSM", "Ana Ruiz,
PhD, Fellow ACNS", "T. Okafor MBBS, Member RCP". A capitalised word before a board's acronym
there is a title of the board, not a first name before an upper-case surname."""

from __future__ import annotations

import re

from vlm.privacy.name_cues import POSTNOMINAL_WORD

_AFTER_DEGREE = re.compile(rf"(?<![\w-]){POSTNOMINAL_WORD}[ \t]*[,;/][ \t]*$")


def after_degree(text: str, start: int) -> bool:
    """A degree and a comma stand right before `start` ("…, MD, ▮Diplomate ABSM")."""
    return bool(_AFTER_DEGREE.search(text, max(0, start - 16), start))
