"""A short answer of two sentences whose second settles in everyday words ("Initially this
looked like a meningioma. On reflection, ..., so this is a vestibular schwannoma"; "Symmetric
dentate signal after metronidazole for a liver abscess. We're looking at metronidazole
encephalopathy here."): the second sentence is the answer. A short answer is otherwise read
whole, and the disease of its first sentence (a first impression, the history) would stand
beside the one concluded."""

from __future__ import annotations

import re
from functools import cache

from vlm.better_answer_commits import BETTER_COMMITS
from vlm.disease_words import looks_like_diagnosis

_LAST_SENTENCE = re.compile(r"(?:^|(?<=[.!?])\s+|(?<=[。！？]))([^.!?。！？]+[.!?。！？]?)\s*$")


@cache
def _settling() -> re.Pattern[str]:
    words = sorted({m for ms in BETTER_COMMITS.values() for m in ms}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)")


def settling_sentence(text: str) -> tuple[int, int] | None:
    """(start, end) of a short answer's last sentence when it settles and the answer has a
    sentence before it, else None."""
    body = text.rstrip()
    last = _LAST_SENTENCE.search(body)
    if last is None or not body[: last.start(1)].strip():
        return None
    sentence = last.group(1)
    if not _settling().search(sentence.lower()) or not looks_like_diagnosis(sentence):
        return None
    return last.start(1), last.start(1) + len(sentence.rstrip(".!?。！？ "))
