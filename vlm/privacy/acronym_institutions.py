"""Institutions known by their acronym alone, after the article or preposition that puts a place
there ("transferred from RUMC", "under the …", "seen by …", "aus der MHH", "suivi au CHUV",
"desde el HUCA", "in het UMCU").
German contracted prepositions ("im", "zur") and the French elided article ("l'") are not read:
tests stand there far more often than hospitals ("im MRT", "zur PEG", "à l'IRM", "de l'ENMG").
The same places hold clinical abbreviations ("in der ZNA", "naar de SEH", "at MDT"):
an acronym of our lists of clinical abbreviations and national bodies (data/clinical_acronyms.txt,
data/clinical_abbreviations.txt), one before a scale's or a meeting's noun ("the ABCD score"),
and one in a line written in capitals are never taken."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.first_names import read_list
from vlm.privacy.spans import Span

# Three to seven letters, at least three of them capitals ("RUMC",
# "CHUAC", "UdeG").
_ACRONYM = re.compile(r"(?<![\w&-])(?=(?:[a-z]*[A-Z]){3})[A-Z][A-Za-z]{1,5}[A-Z](?![\w&-])")
_CUE = re.compile(
    r"(?:\b(?:at|from|to|into|via|under)[ \t]+(?:the[ \t]+)?|\bby[ \t]+the[ \t]+|"
    r"\b(?:[Ff]ollowed[ \t]+up|[Ss]een|[Rr]eviewed|[Mm]anaged)[ \t]+by[ \t]+|"
    r"\b(?:aus|in|an|von|zu|bei|nach)[ \t]+(?:der|dem|den|die|das)[ \t]+|"
    r"\b(?:au|du)[ \t]+|"
    r"\b(?:en|desde|de|a|por)[ \t]+(?:el|la)[ \t]+|\b(?:del|al)[ \t]+|"
    r"\b(?:in|naar|uit|van|bij|op)[ \t]+(?:het|de|'t)[ \t]+)$"
)
_NOUN_AFTER = re.compile(
    r"[ \t]+(?:score|scale|criteria|classification|grade|protocol|guidelines?|trial|study|"
    r"questionnaire|test|meeting|pathway|bundle|checklist|form|level|levels|result|results)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def _clinical() -> frozenset[str]:
    return frozenset(read_list("clinical_acronyms.txt") | read_list("clinical_abbreviations.txt"))


def acronym_institution_spans(text: str) -> Iterator[Span]:
    for m in _ACRONYM.finditer(text):
        word = m.group()
        if word in _clinical() or word.upper() in _clinical():
            continue
        cue = _CUE.search(text, max(0, m.start() - 16), m.start())
        if cue is None or cue.group().strip().isupper() or _NOUN_AFTER.match(text, m.end()):
            continue
        if _in_capitals(text, m.start()):
            continue
        yield Span(m.start(), m.end(), "institution")


def _in_capitals(text: str, at: int) -> bool:
    """The acronym stands in a line written in capitals (a heading: "SEEN AT CLINIC")."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    letters = [c for c in text[start : end if end >= 0 else len(text)] if c.isalpha()]
    return len(letters) > 12 and sum(c.isupper() for c in letters) > 0.6 * len(letters)


def clinical_acronyms() -> frozenset[str]:
    """Clinical abbreviations and national bodies, never an institution's acronym."""
    return _clinical()


def noun_after(text: str, at: int) -> bool:
    """A scale's or a meeting's noun follows ("ABCD score", "MDT meeting")."""
    return _NOUN_AFTER.match(text, at) is not None


def written_in_capitals(text: str, at: int) -> bool:
    return _in_capitals(text, at)
