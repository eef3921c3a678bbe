"""How a verdict is reached from what the answer says about each name it holds: the reference
committed to (correct unless a qualifier contradicts it), among others (a list), only negated,
hedged, likened or ranked lower, or not named at all (another diagnosis, a broader class, or a
disease the table lacks: see scoring/rule/abstain.py for when that stays undecided)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from scoring.rule.abstain import (
    cause_after,
    complication_of,
    qualifies_unknown_head,
    qualifying_words,
    unread_alternative,
    whole_long_answer,
)
from scoring.rule.apposition import apposed_unknown
from scoring.rule.context import Mention, Reading
from scoring.rule.contrast_turn import turn_between
from scoring.rule.cues import AND, FIRST, HEDGED, LOOKALIKE, LOWER, NEGATED, REFUSED
from scoring.rule.deficit_side import DEFICIT
from scoring.rule.evidence_clause import evidence_rivals
from scoring.rule.named_again import named_again_alone
from scoring.rule.negated_adjective import denied_by_adjective
from scoring.rule.qualifiers import ACUITY, KINDS, ORIGIN, contradiction, read_qualifiers
from scoring.rule.reference import Target
from scoring.rule.stated_cause import procedure_after
from scoring.rule.text import tokenize

METHOD = "rule"

MATCH, GENERIC, DIFFERENT = "match", "generic", "different"


@dataclass(frozen=True)
class Verdict:
    """One correctness decision and how it was reached (the method is shown in the UI)."""

    correct: bool | None  # None: undecided (no reference, unclear answer, grader failed, ...)
    method: str  # "rule", "embedding", "grader"
    matched: str = ""  # the name that matched (rule) or ""
    reason: str = ""  # one line for the UI
    span: str = ""  # the text that was judged (the answer's conclusion), for the UI


@dataclass(frozen=True)
class Seen:
    """A mention with its relation to the reference."""

    mention: Mention
    relation: str  # MATCH, GENERIC, DIFFERENT
    sibling: bool = False

    @property
    def name(self) -> str:
        return self.mention.hit.term.name


def make_verdict(correct: bool | None, reason: str, matched: str = "") -> Verdict:
    return Verdict(correct, METHOD, matched, reason)


def judge_with_reference(
    alternatives: Sequence[Sequence[Seen]],
    with_ref: Sequence[int],
    rivals: Sequence[int],
    firsts: Sequence[Seen],
    target: Target,
    reading: Reading,
) -> Verdict:
    """The answer commits to an alternative naming the reference: alone (correct unless a
    qualifier contradicts it) or among others (a list, which commits to none of them)."""
    ref_mention = alternatives[with_ref[0]][0].mention
    evidence = evidence_rivals(alternatives, with_ref, rivals, reading)
    rivals = [i for i in rivals if i not in evidence]  # "X, given Y": Y supports X
    if not rivals and not firsts and (reading.unnamed or apposed_unknown(ref_mention, reading)):
        ref_hit = ref_mention.hit
        near = reading.tokens[max(ref_hit.start - 3, 0) : ref_hit.end + 2]
        if any(t.key in _KIND_WORDS for t in near):
            return make_verdict(
                None, f"{alternatives[with_ref[0]][0].name!r} is named as the family of another"
            )
    if not rivals and not firsts and reading.unnamed:
        text = re.sub(
            r"^\W*(?:or|vs|versus|或者|或|还是|o|u|oder|ou)\b\W*", "", reading.unnamed[0][1]
        )
        return make_verdict(
            False,
            f"no single diagnosis committed (a list: {_first_name(alternatives[with_ref[0]])}, "
            f"{text})",
        )
    if rivals:
        names = ", ".join(_first_name(alternatives[i]) for i in sorted([*with_ref, *rivals]))
        if whole_long_answer(reading) or _apart(alternatives, with_ref, rivals, reading):
            return make_verdict(None, f"no conclusion found in an answer naming {names}")
        if named_again_alone(alternatives, with_ref, rivals, reading):
            return make_verdict(None, f"a list, then the reference named again on its own: {names}")
        starts = [s.mention.hit.start for i in [*with_ref, *rivals] for s in alternatives[i]]
        turn = turn_between(reading, starts)
        if turn:
            return make_verdict(None, f"names {names} on either side of {turn!r}: weighed, no list")
        return make_verdict(False, f"no single diagnosis committed (a list: {names})")
    other = unread_alternative(reading) if not firsts else ""
    if other:
        return make_verdict(
            None, f"hedged against an alternative the rule does not read: {other!r}"
        )
    hit = next(s for s in alternatives[with_ref[0]] if s.relation == MATCH)
    lead = complication_of(reading, hit.mention)
    if lead:
        return make_verdict(None, f"{hit.name!r} is named only as a complication of {lead!r}")
    clash = contradiction(target.qualifiers, answer_qualifiers(hit.mention, reading))
    if clash and clash[2] == {DEFICIT}:
        return make_verdict(None, "the side stated is a symptom's, not the lesion's")
    if clash:
        kind, ref, got = clash
        return make_verdict(
            False,
            f"{kind} contradicts the reference: {', '.join(sorted(got))} "
            f"(reference: {', '.join(sorted(ref))})",
        )
    denial = denied_by_adjective(reading.tokens, hit.mention.hit.start, target.names)
    if denial:
        return make_verdict(False, f"{hit.name!r} is qualified {denial!r}: not the reference")
    note = " (one-letter typo forgiven)" if hit.mention.hit.typo else ""
    return make_verdict(True, f"matched {hit.name!r}{note}", hit.name)


def judge_reference_status(
    seen: Sequence[Seen],
    clear: Sequence[Seen],
    alternatives: Sequence[Sequence[Seen]],
    rivals: Sequence[int],
) -> Verdict | None:
    """The reference named but not committed to: refused, ranked lower, negated, likened,
    'cannot be excluded', or an abbreviation with two meanings."""
    ref_mentions = [s for s in clear if s.relation == MATCH]
    rival_names = [_first_name(alternatives[i]) for i in rivals]
    for status, why in (
        (REFUSED, "named only in a refusal"),
        (LOWER, "named only as a lower-ranked alternative"),
        (NEGATED, "appears only negated"),
        (LOOKALIKE, "named only as a look-alike"),
    ):
        found = [s for s in ref_mentions if s.mention.status == status]
        if found:
            return make_verdict(False, f"{found[0].name!r} {why} ({found[0].mention.cue!r})")
    denied = [  # "a stroke mimic", "not a tumour": the broader class denied denies the reference
        s for s in clear if s.relation == GENERIC and s.mention.status in (NEGATED, LOOKALIKE)
    ]
    if denied and not ref_mentions:
        s = denied[0]
        return make_verdict(
            False,
            f"the broader class {s.name!r} is denied ({s.mention.cue!r}), the reference with it",
        )
    hedged = [s for s in ref_mentions if s.mention.status == HEDGED]
    if hedged and rival_names:
        return make_verdict(
            False,
            f"{hedged[0].name!r} only 'cannot be excluded'; the answer commits to "
            f"{rival_names[0]!r}",
        )
    if hedged:
        return make_verdict(None, f"{hedged[0].name!r} is only 'cannot be excluded'")
    plain_vague = [
        s
        for s in seen
        if s.mention.hit.term.ambiguous
        and s.relation == MATCH
        and s.mention.status in ("plain", FIRST)
    ]
    if plain_vague and not rival_names:
        return make_verdict(
            None, f"{plain_vague[0].name!r} has more than one meaning; write it out"
        )
    return None


def judge_without_reference(
    alternatives: Sequence[Sequence[Seen]],
    rivals: Sequence[int],
    committed: Sequence[Seen],
    reading: Reading,
) -> Verdict:
    """The reference not named: another diagnosis, a broader class, or nothing the table knows
    (undecided when the words it did not match may be the reference under a name it lacks)."""
    if rivals:
        rival = next(s for s in alternatives[rivals[0]] if s.relation == DIFFERENT)
        if qualifies_unknown_head(rival.mention, reading):
            return make_verdict(
                None, f"{rival.name!r} only qualifies a diagnosis the table does not know"
            )
        kind = "a different subtype" if rival.sibling else "a different diagnosis"
        return make_verdict(False, f"names {kind}: {rival.name!r}")
    generic = [s for s in committed if s.relation == GENERIC]
    if generic and cause_after(generic[0].mention, reading):
        return make_verdict(
            None, f"names the broader class {generic[0].name!r} with a cause the rule does not read"
        )
    extra = qualifying_words(generic[0].mention, reading) if generic else []
    if extra:
        return make_verdict(
            None,
            f"names the broader class {generic[0].name!r} with words the rule does not read "
            f"({' '.join(extra[:4])})",
        )
    if generic:
        return make_verdict(False, f"names only the broader class {generic[0].name!r}")
    return make_verdict(False, "no reference name or synonym found")


def _apart(
    alternatives: Sequence[Sequence[Seen]],
    with_ref: Sequence[int],
    rivals: Sequence[int],
    reading: Reading,
) -> bool:
    """Whether the reference and every rival stand in different sentences: names spread over
    the reasoning are no list, and which one the answer settled on is not in the words read."""

    def sentences(indices: Sequence[int]) -> set[int]:
        return {reading.items[s.mention.item].sentence for i in indices for s in alternatives[i]}

    if any(t.text.isdigit() for t in reading.tokens):  # a numbered list, split at its numbers
        return False
    words = sum(1 for t in reading.tokens if t.text.isalpha())
    return words >= _PROSE_WORDS and not sentences(with_ref) & sentences(rivals)


# "gliosarcoma, a glioblastoma variant": one diagnosis and its family, not a list
# "gliosarcoma, a glioblastoma variant": one diagnosis and its family, not a list
_KIND_WORDS = frozenset(
    ("variant", "variante", "subtype", "subtipo", "sous", "form", "forme", "forma", "kind", "type")
)
_PROSE_WORDS = 15  # fewer words than this, over sentences, are a list's items, not reasoning


def _first_name(alternative: Sequence[Seen]) -> str:
    return alternative[0].name


def alternatives_of(committed: Sequence[Seen], reading: Reading) -> list[list[Seen]]:
    """Committed mentions grouped into alternatives: one per list item, continuations joined,
    and two names joined only by 'and' ('NMOSD and MOGAD') kept apart."""
    groups: dict[tuple[int, int], list[Seen]] = {}
    last: dict[int, Seen] = {}
    part: dict[int, int] = {}
    for s in sorted(committed, key=lambda s: s.mention.hit.start):
        k = s.mention.item
        while k > 0 and reading.items[k].continues:
            k -= 1
        prev = last.get(k)
        if prev is not None and _only_and(reading, prev.mention.hit.end, s.mention.hit.start):
            part[k] = part.get(k, 0) + 1
        last[k] = s
        groups.setdefault((k, part.get(k, 0)), []).append(s)
    return [groups[k] for k in sorted(groups)]


def _only_and(reading: Reading, start: int, end: int) -> bool:
    between = [t.cue for t in reading.tokens[start:end]]
    return bool(between) and all(w in _AND for w in between)


_AND = {t.cue for phrase in AND for t in tokenize(phrase)}


def answer_qualifiers(mention: Mention, reading: Reading) -> dict[str, set[str]]:
    """Qualifiers stated next to a name: just before it, else just after it (or in the bracket
    or comma items right after it, within the sentence), else anywhere in the answer's items that
    name no other diagnosis ("MCA infarct. Restricted diffusion in the left insula.")."""
    tokens, items = reading.tokens, reading.items
    item = items[mention.item]
    hit = mention.hit
    before, weight = [], 0.0
    for j in range(hit.start - 1, item.start - 1, -1):
        weight += 0.5 if tokens[j].is_cjk else 1.0
        if weight > 5:
            break
        before.append(tokens[j])
    before.reverse()
    after, weight = [], 0.0
    has_hits = {m.item for m in reading.mentions}
    k, j = mention.item, hit.end
    while True:
        while j < items[k].end:
            weight += 0.5 if tokens[j].is_cjk else 1.0
            if weight > 12:
                break
            after.append(tokens[j])
            j += 1
        k += 1
        if weight > 12 or k >= len(items) or k in has_hits or items[k].sentence != item.sentence:
            break
        j = items[k].start
    near, far = read_qualifiers(before), read_qualifiers(after)
    rest = [
        t
        for k, it in enumerate(items)
        if k == mention.item or k not in has_hits
        for t in tokens[it.start : it.end]
    ]
    anywhere = read_qualifiers(rest)
    stated = {kind: near[kind] or far[kind] or anywhere[kind] for kind in KINDS}
    # only as the name's own adjective ("secondary CNS lymphoma") or a cause right after it
    stated[ORIGIN] = near[ORIGIN] | procedure_after(after)
    if near[ACUITY]:  # "acute-on-chronic subdural haematoma": the name's own "chronic" counts too
        stated[ACUITY] = near[ACUITY] | read_qualifiers(tokens[hit.start : hit.end])[ACUITY]
    return stated
