"""The reference named early in an answer read whole, and a later sentence that commits without
naming it: "A dural-based mass suggests meningioma. The lytic skull lesions make a plasmacytoma
the more plausible answer." The later sentence is where the answer settles, and what it
settles on is a name the table does not read, so a "correct" verdict there would rest on a name
the answer left behind: it stays undecided (the costliest error is a wrong "correct", which no
auditor sees). The reference's own sentence committing ("Most likely X. ...") keeps the verdict."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.context import Reading
from scoring.rule.cues import FIRST
from scoring.rule.decision import MATCH, Seen
from scoring.rule.settling import settles
from scoring.rule.text import Token
from vlm.disease_words import looks_like_diagnosis


def _sentences_after(reading: Reading, after: int) -> list[list[Token]]:
    """The tokens of each sentence after sentence `after` that names nothing the table reads."""
    named = {reading.items[m.item].sentence for m in reading.mentions}
    parts: dict[int, list[Token]] = {}
    for item in reading.items:
        if item.sentence > after and item.sentence not in named:
            parts.setdefault(item.sentence, []).extend(reading.tokens[item.start : item.end])
    return [parts[k] for k in sorted(parts)]


def commits_later(seen: Sequence[Seen], reading: Reading) -> str:
    """The commit phrase of a later sentence that settles on something other than the
    reference's name, when the reference's own sentences do not commit; else ""."""
    ours = [s for s in seen if s.relation == MATCH]
    if not ours or any(s.mention.status == FIRST for s in ours):
        return ""
    last = max(reading.items[s.mention.item].sentence for s in ours)
    for sentence in _sentences_after(reading, last):
        phrase = settles(sentence)
        if phrase and looks_like_diagnosis(" ".join(t.text for t in sentence)):
            return phrase
    return ""
