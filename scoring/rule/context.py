"""What an answer says about each diagnosis it names: negated, hedged, a look-alike, ranked
lower, ranked first, refused, or plainly stated (a small ConText: cues, their direction and
scope).

The answer is cut into list items (at commas, semicolons, brackets, 'or', 'vs', '/', 'but',
Chinese 、，；或, and their Spanish, German and French equivalents) inside sentences; a cue acts on
names in its own item unless another cue stands between them ("without obstruction, consistent
with NPH"), a cue standing alone in brackets acts on the item before it ("MS (unlikely)"), one
before a colon on the item after it ("Most likely: MS"), "differentials include" / 鉴别诊断 on
the rest of the sentence, and a refusal on its whole sentence. A numbered list ranks its items
only when the answer says it is ranked ("in order of likelihood").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.rule.conditional_clause import drop_unmet_conditions
from scoring.rule.cues import (
    CONNECTORS,
    CUES,
    FIRST,
    FUNCTION_WORDS,
    HEDGED,
    JOINERS,
    LOOKALIKE,
    LOWER,
    NEGATED,
    PLAIN,
    REFUSED,
    WINDOW,
)
from scoring.rule.cues.en_comparisons import compares_likelihood
from scoring.rule.cues.en_shorthand import HISTORY_SHORTHAND
from scoring.rule.cues.en_spatial_over import over_ranks
from scoring.rule.disease_words import names_a_disease
from scoring.rule.hierarchy import spread_sites
from scoring.rule.items import (
    RANKED_ARROW,
    Cue,
    Item,
    find_cues,
    folded,
    mark_numbering,
    split_items,
)
from scoring.rule.terms import Hit, TermIndex
from scoring.rule.text import Token, clean, tokenize
from scoring.rule.trailing_order import move_trailing_order

# An external negation detector: (answer text, char start, char end of the name) -> NEGATED,
# HEDGED or "" (used to evaluate spaCy-based components against the built-in cues).
NegationHook = Callable[[str, int, int], str]

_JOINERS = {k for ks in folded(JOINERS) for k in ks}
_CONNECTORS = {k for ks in folded(CONNECTORS) for k in ks}
_FUNCTION_WORDS = {k for ks in folded(FUNCTION_WORDS) for k in ks}
_ATTRIBUTIVE = {("absent",), ("negative",)}
_NOT_QUALIFIED = _FUNCTION_WORDS | {
    *("on", "by", "for", "in", "at", "with", "to", "of", "and", "or", "but", "as", "after"),
    *("is", "was", "are", "were", "here", "so", "therefore", "given", "since", "because"),
}
# a refusal yields to a stated commitment ("As an AI I cannot diagnose, but most likely MS")
_RULE_OUT = re.compile(r"\b[Rr]/[Oo]\b")
_CARRY = {" ".join(t.cue for t in tokenize(p)) for p in CUES[(LOWER, "carry")]}
_QUERY = re.compile(r"(?<![\w?])\?(?=[A-Za-z])")
_PRIORITY = (NEGATED, HEDGED, LOOKALIKE, LOWER, FIRST, REFUSED)
# cues that reach only names of their own item ("s/p clipping; ... c/w X" says nothing of X)
_UNLENT = {tuple(t.cue for t in tokenize(p)) for p in HISTORY_SHORTHAND}


@dataclass(frozen=True)
class Mention:
    """A name found in the answer and what the answer says about it."""

    hit: Hit
    item: int
    status: str  # REFUSED, NEGATED, HEDGED, LOOKALIKE, LOWER, FIRST or "plain"
    cue: str = ""  # the cue that decided the status, for the reason line


@dataclass(frozen=True)
class Reading:
    tokens: tuple[Token, ...]
    items: tuple[Item, ...]
    mentions: tuple[Mention, ...]
    # items offered as an either-or alternative that name a disease the table lacks
    # ("CAA or hypertensive microangiopathy"): (item index, its text)
    unnamed: tuple[tuple[int, str], ...] = ()
    refusal: str = ""  # a refusal cue in the answer ("cannot determine"), or ""
    text: str = ""  # the answer as written, before cleaning


def _gap(tokens: Sequence[Token], a: int, b: int) -> float:
    return sum(0.5 if t.is_cjk else 1.0 for t in tokens[a:b])


def read_answer(text: str, index: TermIndex, negation: NegationHook | None = None) -> Reading:
    """Find every name in the answer and decide what the answer says about it."""
    cleaned = spread_sites(clean(text))
    cleaned = mark_numbering(re.sub(r"\bvs\.", "vs ", cleaned, flags=re.I))
    cleaned = RANKED_ARROW.sub(", followed by ", cleaned)
    cleaned = move_trailing_order(cleaned)  # "A, B and C, in that order"
    cleaned = drop_unmet_conditions(cleaned)  # "If X were so I'd say A, but ... B"
    cleaned = _RULE_OUT.sub("rule out", cleaned)  # "R/O X": X to be excluded, not an either-or
    cleaned = _QUERY.sub("query ", cleaned)  # "?MS": a query, not an answer
    tokens = tokenize(cleaned)
    items = split_items(cleaned, tokens)
    scan = _Scan(cleaned, tokens, items, index, negation)
    scan.apply_cues()
    return Reading(tuple(tokens), tuple(items), scan.mentions(), scan.unnamed(), scan.refusal, text)


class _Scan:
    """One answer being read: its items, the names and cues in each, and the marks so far."""

    def __init__(
        self,
        text: str,
        tokens: list[Token],
        items: list[Item],
        index: TermIndex,
        negation: NegationHook | None,
    ) -> None:
        self.text, self.tokens, self.items, self.negation = text, tokens, items, negation
        self.hits = [
            [
                Hit(h.term, h.start + it.start, h.end + it.start, h.typo)
                for h in index.find(tokens[it.start : it.end])
            ]
            for it in items
        ]
        self.covered = {j for hs in self.hits for h in hs for j in range(h.start, h.end)}
        self.cues = [find_cues(tokens, it, self.covered) for it in items]
        # words that are no cue ("a first attack of") do not end another cue's reach
        self.cue_tokens = {
            j
            for cs in self.cues
            for a, b, roles in cs
            if any(c.kind != PLAIN for c in roles)
            for j in range(a, b)
        }
        self.refusal = next(
            (
                " ".join(c.keys)
                for cs in self.cues
                for _, _, roles in cs
                for c in roles
                if c.kind == REFUSED
            ),
            "",
        )
        self.status: dict[Hit, list[tuple[str, str]]] = {h: [] for hs in self.hits for h in hs}
        # with an external detector, English answers use it instead of the built-in cues
        self.external = negation is not None and not any(t.is_cjk for t in tokens)

    def mark(self, hits: Sequence[Hit], cue: Cue) -> None:
        if self.external and cue.kind in (NEGATED, HEDGED) and cue.keys != ("(external)",):
            return
        joiner = "" if all(len(w) == 1 and not w.isascii() for w in cue.keys) else " "
        for hit in hits:
            self.status[hit].append((cue.kind, joiner.join(cue.keys)))

    def apply_cues(self) -> None:
        for k, (hits, cues) in enumerate(zip(self.hits, self.cues, strict=True)):
            for c_start, c_end, all_roles in cues:
                roles = [
                    c
                    for c in all_roles
                    if (c.keys[0] != "than" or self.compares(k, c_start))
                    and (c.keys != ("over",) or self.over_ranks(c_end))
                ]
                for cue in roles:
                    if cue.where == "post" and self.attributive(cue, c_end, k):
                        continue
                    self.mark(
                        [
                            h
                            for h in hits
                            if _applies(cue, c_start, c_end, h, self.tokens, self.covered)
                            and not (
                                cue.where in ("pre", "post") and self.cue_between(c_start, c_end, h)
                            )
                        ],
                        cue,
                    )
                    if cue.where == "sentence":
                        self.mark_sentence(k, cue)
                    if cue.where == "carry":
                        self.mark([h for h in hits if h.start >= c_end], cue)
                        self.carry(k, cue)
                item = self.items[k]
                if not hits and not names_a_disease(self.tokens[item.start : item.end]):
                    lent = [c for c in roles if c.keys not in _UNLENT]
                    self.lend(k, lent, own_subject=self.own_subject(k, c_start))
            if self.external and self.negation is not None:
                for hit in hits:
                    start, end = self.tokens[hit.start].start, self.tokens[hit.end - 1].end
                    verdict = self.negation(self.text, start, end)
                    if verdict:
                        self.mark([hit], Cue(verdict, "item", ("(external)",)))
        self.set_aside()
        self.share_first()

    def set_aside(self) -> None:
        """'Glioblastoma (vs lymphoma)': the bracketed alternative ranks below the name."""
        for hits, item in zip(self.hits, self.items, strict=True):
            if item.aside:
                self.mark(hits, Cue(LOWER, "item", ("vs",)))

    def share_first(self) -> None:
        """'The diagnosis is A or B': the ranked-first cue reaches the either-or alternatives
        after its name, so the answer commits to neither alone."""
        for k in range(len(self.items) - 1):
            first = [c for h in self.hits[k] for kind, c in self.status[h] if kind == FIRST]
            j = k + 1
            while first and j < len(self.items) and self.items[j].either_or:
                if self.items[j].sentence != self.items[k].sentence:
                    break
                for hit in self.hits[j]:
                    if not self.status[hit]:
                        self.status[hit].append((FIRST, first[0]))
                j += 1

    def compares(self, k: int, c_start: int) -> bool:
        """Whether the sentence before a "than" compares likelihood, fit or rank."""
        sentence = self.items[k].sentence
        first = min(it.start for it in self.items if it.sentence == sentence)
        return compares_likelihood([t.cue for t in self.tokens[first:c_start]])

    def over_ranks(self, c_end: int) -> bool:
        """Whether an "over" ranks, or speaks of time or place ("over 10 weeks")."""
        return over_ranks([t.cue for t in self.tokens[c_end : c_end + 4]])

    def attributive(self, cue: Cue, c_end: int, k: int) -> bool:
        """'absent' / 'negative' before a word of their own qualify it, not the name before
        them: "septo-optic dysplasia with an absent septum pellucidum"."""
        if cue.keys not in _ATTRIBUTIVE or c_end >= self.items[k].end:
            return False
        nxt = self.tokens[c_end]
        return nxt.text.isalpha() and not nxt.is_cjk and nxt.key not in _NOT_QUALIFIED

    def cue_between(self, c_start: int, c_end: int, hit: Hit) -> bool:
        """Another cue between a cue and a name ends the cue's reach."""
        gap = range(c_end, hit.start) if c_end <= hit.start else range(hit.end, c_start)
        return any(j in self.cue_tokens for j in gap)

    def mark_sentence(self, k: int, cue: Cue) -> None:
        sentence = self.items[k].sentence
        for j, item in enumerate(self.items):
            if item.sentence == sentence:
                self.mark(self.hits[j], cue)

    def carry(self, k: int, cue: Cue) -> None:
        """A 'differentials include' cue lowers every later item of its sentence."""
        for j in range(k + 1, len(self.items)):
            if self.items[j].sentence != self.items[k].sentence:
                break
            if any(c.kind == FIRST for _, _, roles in self.cues[j] for c in roles):
                break
            self.mark(self.hits[j], cue)

    def own_subject(self, k: int, c_start: int) -> bool:
        """Whether a cue has a subject of its own in its item: "FLAIR negative" says nothing of
        the name before it, "which is unlikely" does."""
        return any(
            t.key not in _FUNCTION_WORDS and not t.text.isdigit()
            for t in self.tokens[self.items[k].start : c_start]
            if not t.is_cjk
        )

    def lend(self, k: int, roles: Sequence[Cue], own_subject: bool = False) -> None:
        """A cue alone in its item acts on the item before it (unless it has a subject of its
        own), or after it when a colon (or an 'or' before it) follows; 'no' before 'A or B of
        MS' reaches MS."""
        items, item = self.items, self.items[k]
        same = [j for j in range(len(items)) if self.hits[j] and items[j].sentence == item.sentence]
        before = max((j for j in same if j < k), default=None)
        after = min((j for j in same if j > k), default=None)
        if k + 1 < len(items) and items[k + 1].either_or:
            for cue in roles:
                if cue.kind == NEGATED and cue.where == "pre":
                    self.mark(self.hits[k + 1], cue)
        after_connector = item.start > 0 and self.tokens[item.start - 1].cue in _CONNECTORS
        forward = item.colon_after or before is None or after_connector
        target = after if forward else before
        if target is None or (own_subject and not forward):
            return
        wanted = ("item", "pre") if forward else ("item", "post")
        targets = [target]
        while not forward and items[targets[-1]].continues and targets[-1] > 0:
            targets.append(targets[-1] - 1)  # "MS (RRMS) unlikely" reaches MS too
        for cue in roles:
            if cue.where in wanted and not (
                forward and cue.kind == NEGATED and not item.colon_after
            ):
                for t in targets:
                    self.mark(self.hits[t], cue)

    def mentions(self) -> tuple[Mention, ...]:
        out = []
        for k, hits in enumerate(self.hits):
            for hit in hits:
                kinds = _favoured_in_list(self.status[hit])
                chosen = next(
                    ((kind, c) for want in _PRIORITY for kind, c in kinds if kind == want), None
                )
                kind, cue = chosen or ("plain", "")
                out.append(Mention(hit, k, kind, cue))
        return tuple(out)

    def unnamed(self) -> tuple[tuple[int, str], ...]:
        """Either-or items naming a disease the table lacks ("CAA or hypertensive
        microangiopathy")."""
        items, tokens = self.items, self.tokens
        return tuple(
            (k, self.text[tokens[it.start].start : tokens[it.end - 1].end])
            for k, it in enumerate(items)
            if (it.either_or or (k + 1 < len(items) and items[k + 1].either_or))
            and not self.hits[k]
            and not self.cues[k]
            and names_a_disease(tokens[it.start : it.end])
        )


def _favoured_in_list(kinds: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """'Differential: X (favoured), Y': a name the list lowers but the answer favours is its
    first item, not a lower one."""
    if any(kind == FIRST for kind, _ in kinds) and all(
        c in _CARRY for kind, c in kinds if kind == LOWER
    ):
        return [(kind, c) for kind, c in kinds if kind != LOWER]
    return kinds


def _applies(
    cue: Cue, c_start: int, c_end: int, hit: Hit, tokens: Sequence[Token], covered: set[int]
) -> bool:
    if cue.where == "adjacent" or (cue.kind == LOOKALIKE and cue.where == "post"):
        return c_end == hit.start if cue.where == "adjacent" else c_start == hit.end
    if cue.where == "pre":
        return c_end <= hit.start and _gap(tokens, c_end, hit.start) <= WINDOW
    if cue.where == "post":
        between = range(hit.end, c_start)
        crosses_hit = any(j in covered for j in between)
        return (
            c_start >= hit.end
            and _gap(tokens, hit.end, c_start) <= WINDOW
            and (not crosses_hit or all(j in covered or tokens[j].cue in _JOINERS for j in between))
        )
    return cue.where == "item"
