"""Two names of one sentence on either side of a turn whose clause settles: "MS is a reasonable
answer, but NMOSD is better given the cord lesion", "small vessel disease was considered, but
... the findings are better explained by MS". Such a turn is no list's comma: the answer
weighs one name against the other and settles on one, in words the rule may not read, so "no
single diagnosis committed" would often be wrong; the verdict stays undecided instead. A turn
that settles nothing ("MS or NMOSD, but antibodies are needed") leaves the list a list."""

from __future__ import annotations

from scoring.rule.context import Reading
from scoring.rule.settling import settles

# contrast connectives of the five languages read (folded keys of one token)
TURNS = frozenset(
    (
        *("but", "however", "although", "though", "whereas", "yet", "nevertheless"),
        *("pero", "embargo", "aunque", "aber", "jedoch", "allerdings", "doch"),
        *("mais", "cependant", "toutefois", "pourtant", "但", "然而", "不过"),
    )
)
# single words that settle a weighing after a turn ("..., but Y is better")
_BETTER = frozenset(("better", "rather", "instead", "settles", "mejor", "besser", "mieux", "更"))


def turn_between(reading: Reading, starts: list[int]) -> str:
    """The turn word between the first and the last of the names starting at token indices
    `starts`, when they all stand in one sentence and the clause after the turn settles;
    else ""."""
    sentences = {reading.items[m.item].sentence for m in reading.mentions if m.hit.start in starts}
    if len(sentences) != 1 or len(starts) < 2:
        return ""
    sentence = sentences.pop()
    end = max(it.end for it in reading.items if it.sentence == sentence)
    tokens = reading.tokens
    for j in range(min(starts), max(starts)):
        if tokens[j].key in TURNS:
            after = tokens[j + 1 : end]
            if any(t.key in _BETTER for t in after) or settles(after, leans=True):
                return tokens[j].text
    return ""
