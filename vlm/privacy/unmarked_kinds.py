"""The Safe Harbor kinds written without the cue or shape the main detectors read: names after
less common kinship words and nicknames after the words that give them, ages over 89 standing
alone, places named by where they lie, and record numbers in local forms (one module each)."""

from __future__ import annotations

from collections.abc import Iterator

from vlm.privacy.age_words_alone import age_word_alone_spans
from vlm.privacy.kin_names import kin_name_spans
from vlm.privacy.local_record_numbers import local_record_spans
from vlm.privacy.near_places import near_place_spans
from vlm.privacy.nickname_verbs import nickname_spans
from vlm.privacy.place_endings import place_ending_spans
from vlm.privacy.place_labels import place_label_spans
from vlm.privacy.proxy_labels import proxy_label_spans
from vlm.privacy.spans import Span


def unmarked_kind_spans(text: str) -> Iterator[Span]:
    """Every span of the detectors above."""
    yield from kin_name_spans(text)
    yield from nickname_spans(text)
    yield from age_word_alone_spans(text)
    yield from near_place_spans(text)
    yield from local_record_spans(text)
    yield from place_label_spans(text)
    yield from place_ending_spans(text)
    yield from proxy_label_spans(text)
