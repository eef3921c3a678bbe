"""Everyday English ways of setting a diagnosis aside after naming it, and of naming the
patient's background rather than the answer. Conversational answers ("Overall this looks like
A; B doesn't really fit") say "not B" in words the clinical cue list (cues/en.py) lacks, and a
disease "in a patient with B" is the setting, not the conclusion."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST, LOWER, NEGATED

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (NEGATED, "post"): (
        *("doesn't fit", "does not fit", "doesn't really fit", "does not really fit"),
        *("doesn't fit well", "does not fit well", "fits poorly", "is a poor fit"),
        *("would be unusual", "would be atypical", "would be very unusual"),
        *("is not convincing", "isn't convincing", "seems less likely", "looks unlikely"),
        *("is off the table", "is not a good fit", "isn't a good fit"),
        *("doesn't explain", "does not explain", "wouldn't explain", "would not explain"),
    ),
    (NEGATED, "pre"): (
        *("i'd be surprised if this were", "i would be surprised if this were"),
        *("i'm not convinced this is", "i am not convinced this is", "not convinced this is"),
        *("nothing to suggest", "nothing here to suggest", "nothing to suggest a"),
        *("no features to suggest", "no evidence to suggest"),
        *("i would not call this", "i wouldn t call this", "i would not call it"),
        *("i wouldn t call it", "would not call this", "wouldn t call this"),
    ),
    # "unlikely to be anything other than X" commits to X
    (FIRST, "item"): ("anything other than", "nothing other than", "anything else but"),
    (LOWER, "adjacent"): (
        *("in a patient with", "in this patient with", "in a patient with known"),
        *("in a man with", "in a woman with", "in a child with", "on a background of"),
    ),
}
