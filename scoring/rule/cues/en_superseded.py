"""An earlier opinion the answer has left: "my first thought was X", "I initially favoured X",
"I was going to say X", "X loses out to Y", "the X label should be dropped". The name is what
the model thought before, not what it concludes, so it ranks below whatever the answer settles
on (and alone it is no commitment either)."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): (
        *("my first thought was", "my initial thought was", "my first guess was"),
        *("my first instinct was", "my initial impression was", "my first answer would be"),
        *("my original answer was", "my initial answer was", "my first answer was"),
        *("i initially favoured", "i initially favored", "initially favoured", "initially favored"),
        *("i initially thought", "initially i thought", "i first thought", "i originally thought"),
        *("i initially suspected", "i initially considered", "i had initially considered"),
        *("i was going to say", "i would have said", "i d have said", "i'd have said"),
        *("most would say", "most people would say", "most readers would say"),
        *("the initial read was", "the initial impression was", "initially read as"),
    ),
    (LOWER, "post"): (
        *("loses out to", "gives way to", "yields to", "is superseded by"),
        *("label should be dropped", "should be dropped", "diagnosis should be dropped"),
        *("was the initial read", "was my first thought", "was my initial thought"),
        *("was my first guess", "was my first instinct", "was my first answer"),
        *("was my initial impression", "was the first impression"),
    ),
}
