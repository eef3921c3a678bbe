"""What a cue does to a diagnosis named near it, and how far it reaches."""

from __future__ import annotations

NEGATED = "negated"  # the answer says it is not this
HEDGED = "hedged"  # "cannot be excluded", "待排": neither asserted nor denied
LOOKALIKE = "lookalike"  # "mimicking a glioma": named as what it resembles
LOWER = "lower"  # a lower-ranked alternative
FIRST = "first"  # the answer's ranked-first diagnosis
REFUSED = "refused"  # "I cannot say whether this is MS": no diagnosis is given
PLAIN = "plain"  # words that look like a cue but are not one ("not unlikely", "without a doubt")

WINDOW = 5  # words between a pre/post cue and the name (a Chinese character counts half)
