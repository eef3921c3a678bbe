"""An English adverb at a sentence's start ("Originally presented to…", "Initially reported…",
"Subsequently attended…") stands where a name would before a verb of a person: an "-ly" word
whose stem is itself a common English word ("original", "initial", "subsequent", "happy") is the
adverb. Surnames in "-ly" have no such stem ("Connolly", "Donnelly", "Reilly"), and first names
of the lexicon ("Emily", "Kelly") never count."""

from __future__ import annotations

from vlm.privacy.first_names import is_first_name
from vlm.privacy.rare_words import zipf

__all__ = ["is_adverb"]

# A stem used a few times per million English words (Zipf 3.0) is a word, not a name's part.
_STEM_ZIPF = 3.0


def is_adverb(word: str) -> bool:
    """Whether a capitalised `word` is an English adverb in "-ly"."""
    low = word.casefold()
    if len(low) < 6 or not low.endswith("ly") or is_first_name(word):
        return False
    stems = [low[:-2]]
    if low.endswith("ily"):
        stems.append(low[:-3] + "y")  # "happily": happy
    if low.endswith("ally"):
        stems.append(low[:-4])  # "basically": basic
    if low.endswith("bly"):
        stems.append(low[:-1] + "e")  # "probably": probable
    return any(len(s) >= 3 and zipf(s, "en") >= _STEM_ZIPF for s in stems)
