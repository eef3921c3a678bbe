"""Names an answer gives as evidence for its diagnosis, not as alternatives to it.

"NMOSD, given the longitudinally extensive myelitis and the bilateral optic neuritis" commits to
NMOSD: optic neuritis is a finding that supports it. Read as a list, it made a committed answer
"no single diagnosis committed". A rival name is evidence when, in the reference's sentence and
with no either-or word between them,

- it follows the reference after an evidence opener ("given", "in view of", "dada",
  "angesichts", "compte tenu de", 鉴于 ...), or
- it precedes the reference, which a conclusion word introduces ("so", "therefore", "por lo
  tanto", "daher", "donc", 因此 ...), or an evidence opener stands before it ("Given the prior
  meningitis, ... a subdural empyema", "In a patient with MS ..., PML").

A bare "with" is no opener: "X with Y" also joins two diagnoses the answer commits to.
Only rivals are set aside: a reference named as evidence for another name stays a list (which
is judged incorrect, as the answer's diagnosis is the other name).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from scoring.rule.context import Mention, Reading

_OPENER = re.compile(
    r"(?i)(?:\b(?:given|in view of|because of|owing to|considering|in light of|"
    r"in (?:a|an|this) (?:patient|man|woman|child|infant) with|"
    r"dad[oa]s?|debido a|en vista de|teniendo en cuenta|"
    r"angesichts|aufgrund|wegen|"
    r"compte tenu d[eu]s?|vu|etant donne|devant)\b|"
    r"鉴于|由于|结合)"
)
_CONCLUSION = re.compile(
    r"(?i)(?:\b(?:so|therefore|thus|hence|accordingly|por lo tanto|por ello|por tanto|"
    r"daher|deshalb|somit|folglich|donc|ainsi|par consequent)\b|因此|所以|故)"
)
# an either-or word or a turn between two names keeps them weighed against each other ('/'
# is no token: an item it opens is marked either-or)
_APART = re.compile(
    r"(?i)(?:\b(?:or|vs|versus|either|but|however|whereas|o|u|oder|ou|pero|aber|mais|"
    r"frente a|gegen|contre|rather than|instead of|option|possibility|alternative|another)\b|"
    r"/|或|还是|但|而非)"
)


# a clause that states something of its own after the opener is no evidence list ("with the
# frontal atrophy this is FTD")
_STATES = re.compile(r"(?i)(?:\b(?:is|are|was|were|es|son|ist|sind|est|sont)\b|是|为)")


class _Seen(Protocol):
    @property
    def mention(self) -> Mention: ...


def evidence_rivals(
    alternatives: Sequence[Sequence[_Seen]],
    with_ref: Sequence[int],
    rivals: Sequence[int],
    reading: Reading,
) -> set[int]:
    """The rivals (indices into `alternatives`) every name of which stands as evidence for the
    reference's first mention."""
    if not with_ref or not reading.text:
        return set()
    ref = alternatives[with_ref[0]][0].mention
    return {
        i
        for i in rivals
        if alternatives[i] and all(_evidence(s.mention, ref, reading) for s in alternatives[i])
    }


def _evidence(rival: Mention, ref: Mention, reading: Reading) -> bool:
    items = reading.items
    sentence = items[ref.item].sentence
    if items[rival.item].sentence != sentence:
        return False
    a, b = sorted((rival, ref), key=lambda m: m.hit.start)
    if any(items[k].either_or for k in range(a.item + 1, b.item + 1)):
        return False
    between = _words(reading, a.hit.end, b.hit.start)
    if _APART.search(between):
        return False
    if rival is a:  # the rival first: a conclusion word, or an opener before the rival
        if _CONCLUSION.search(between):
            return True
        first = next(k for k, it in enumerate(items) if it.sentence == sentence)
        before = _words(reading, items[first].start, rival.hit.start)
        return _opens(before) and not _APART.search(before)
    # a rival that is the subject of its own clause ("..., and a metastasis is another") is
    # offered beside the reference, not given for it
    return _opens(between) and not _STATES.search(_words(reading, b.hit.end, b.hit.end + 3))


def _opens(words: str) -> bool:
    """An evidence opener whose clause runs on to the end of `words` without a verb of its own."""
    ends = [m.end() for m in _OPENER.finditer(words)]
    return bool(ends) and not _STATES.search(words[ends[-1] :])


def _words(reading: Reading, start: int, end: int) -> str:
    """The folded words of tokens [start, end), Chinese characters run together."""
    out: list[str] = []
    prev_cjk = False
    for token in reading.tokens[start:end]:
        cjk = token.is_cjk
        out.append(token.key if cjk and prev_cjk else " " + token.key)
        prev_cjk = cjk
    return "".join(out)
