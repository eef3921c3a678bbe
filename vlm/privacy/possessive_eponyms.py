"""A name in the possessive before a clinical noun names a test, a sign or a disease ("Albert's
test", "Uhthoff's phenomenon", "Todd's paresis"), as the bare name does ("Albert test"): the
clinical noun is read after the "'s", not only after the name."""

from __future__ import annotations

from vlm.privacy.eponym_use import is_clinical_use

__all__ = ["possessive_before_clinical_noun"]


def possessive_before_clinical_noun(text: str, start: int, base_end: int, end: int) -> bool:
    """Whether the name at [start, base_end), written with its possessive up to `end`, stands
    before a clinical noun."""
    return end > base_end and is_clinical_use(text, start, end, word=False)
