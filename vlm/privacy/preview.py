"""What the preview says about text the gate held back or let through unread: the words the
user sees beside the exact payload, and the choices for releasing an unread-language note."""

from __future__ import annotations

from collections.abc import Sequence

from vlm.privacy.case_text import GatedField

_SHOWN = 60  # characters of a withheld note shown to tell it apart


def withheld_summary(
    removed_fields: Sequence[str],
    withheld_notes: Sequence[GatedField],
    released_notes: Sequence[GatedField],
) -> str:
    """One paragraph for the preview: every withheld field and note, and every note sent
    without de-identification."""
    parts = []
    if removed_fields:
        parts.append(f"EHR fields withheld (not sent): {', '.join(removed_fields)}.")
    for f in withheld_notes:
        parts.append(f"Withheld (not sent): {f.key}, {f.withheld}.")
    for f in released_notes:
        parts.append(f"⚠️ Sent NOT de-identified (released by you): {f.key}.")
    return " ".join(parts)


def release_choices(
    withheld_notes: Sequence[GatedField], released_notes: Sequence[GatedField]
) -> list[tuple[str, str]]:
    """(label, digest) for each note the user may release or has released."""
    out = []
    for f in (*withheld_notes, *released_notes):
        head = " ".join(f.text.split())
        head = head if len(head) <= _SHOWN else head[:_SHOWN] + "…"
        out.append((f"{f.key}: {head}", f.digest))
    return out
