"""A lean written inside a list item, after its name, in the words of each read language:
"meningitis tuberculosa (la más probable)", "méningiome (le plus probable)", "Abszess (am
wahrscheinlichsten)", "MSA-C ← best fit", "X (my favourite)". The item is the list's first,
as "X (favoured)" already is; the article before the superlative is part of the phrase."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (FIRST, "item"): (
        *("la mas probable", "el mas probable", "la opcion mas probable", "lo mas probable"),
        *("le plus probable", "la plus probable", "l hypothese la plus probable"),
        *("am wahrscheinlichsten", "wahrscheinlichste", "favorisiert"),
        *("my favourite", "my favorite", "front runner", "front-runner", "best fit"),
    ),
}
