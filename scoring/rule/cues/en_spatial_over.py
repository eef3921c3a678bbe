""" "over" ranks the name after it below the one before ("I favour glioblastoma over
lymphoma"), but answers also write it of time and place: "cognitive decline over 10 weeks,
consistent with CJD", "a collection over the left convexity, consistent with a chronic subdural
haematoma". After a determiner or a side word, a number, a span of time or a part of the head
makes "over" a preposition of time or place, which ranks nothing."""

from __future__ import annotations

from collections.abc import Sequence

_SKIPPED = {
    *("the", "both", "its", "their", "his", "her", "this", "that", "these", "those", "a", "an"),
    *("left", "right", "bilateral", "entire", "whole", "same", "adjacent", "ipsilateral"),
    *("contralateral", "posterior", "anterior", "lateral", "medial", "superior", "inferior"),
}
_TIME_OR_PLACE = {
    *("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"),
    *("twelve", "thirteen", "fourteen", "fifteen", "sixteen", "eighteen", "twenty", "thirty"),
    *("several", "few", "many", "some", "past", "last", "next", "preceding", "following"),
    *("course", "time", "period", "hour", "hours", "day", "days", "week", "weeks", "month"),
    *("months", "year", "years", "decade", "decades", "minutes", "night", "weekend"),
    *("convexity", "convexities", "vertex", "hemisphere", "hemispheres", "cortex", "surface"),
    *("surfaces", "lobe", "lobes", "frontal", "parietal", "temporal", "occipital", "insula"),
    *("cerebellum", "cerebellar", "tentorium", "falx", "calvarium", "calvaria", "skull"),
    *("scalp", "brain", "region", "area", "areas", "territory", "sulci", "gyri", "cord"),
    *("spine", "brainstem", "pons", "midline", "orbit", "globe", "sella", "clivus", "dura"),
}


def over_ranks(after: Sequence[str]) -> bool:
    """Whether "over", followed by these words (folded), ranks what follows it lower."""
    for word in after[:4]:
        if word in _SKIPPED:
            continue
        return not (word.isdigit() or word in _TIME_OR_PLACE)
    return True
