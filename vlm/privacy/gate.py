"""Where a case may go: demo cases anywhere, a user's own case off this machine only after an
explicit confirmation, and sequences with burned-in annotation only once confirmed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from data.errors import NeuroLensError
from data.model import Case, Sequence
from vlm.registry import is_local_url

DEMO_SOURCE = "demo"


class PrivacyBlocked(NeuroLensError):
    """A request would break a privacy rule; the message says which confirmation is missing."""


@dataclass(frozen=True)
class Confirmations:
    """What the user has explicitly confirmed in this session (never persisted)."""

    remote_for_own_cases: bool = False
    burned_in_images: bool = False
    # digests (case_text.text_digest) of texts in a language the gate cannot read that the user
    # chose to send as they are, not de-identified
    released_texts: frozenset[str] = frozenset()


def check_destination(case: Case, base_url: str, confirmations: Confirmations) -> None:
    """Raise PrivacyBlocked when this case may not go to this endpoint yet."""
    if case.source == DEMO_SOURCE or is_local_url(base_url):
        return
    if not confirmations.remote_for_own_cases:
        raise PrivacyBlocked(
            f"case {case.case_id!r} is your own data and {base_url} is not on this machine: "
            "confirm sending it (de-identified) to this endpoint first"
        )


def held_back_sequences(case: Case, confirmations: Confirmations) -> list[Sequence]:
    """Sequences whose images may carry burned-in identifiers and are not yet confirmed."""
    if confirmations.burned_in_images:
        return []
    return [s for s in case.sequences if s.burned_in_annotation]


def leaked_values(payload: str, values: Iterable[str]) -> list[str]:
    """Which of `values` appear in a serialized payload (used by tests and the preview check)."""
    low = payload.lower()
    return [v for v in values if v and v.lower() in low]
