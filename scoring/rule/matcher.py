"""The verdict: is the answer's ranked-first diagnosis the reference diagnosis?

Correct only when the answer commits to the reference (or a more specific form of it), states
nothing that contradicts its side, territory, lobe, acuity, mechanism or grade, and does not
negate, hedge or merely liken it. A list that commits to none of its diagnoses, a refusal and an
answer that names no diagnosis are incorrect. Unclear cases are undecided (None), never guessed:
among them an answer in a language the rule does not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from data.model import Reference
from scoring.rule.context import Mention, NegationHook, Reading, read_answer
from scoring.rule.cues import AND, FIRST, HEDGED, LOOKALIKE, LOWER, NEGATED, REFUSED
from scoring.rule.hierarchy import SynonymTable
from scoring.rule.qualifiers import KINDS, contradiction, read_qualifiers
from scoring.rule.reference import Target, resolve_reference
from scoring.rule.terms import REFERENCE_ID, Term, TermIndex, make_term
from scoring.rule.text import keys, tokenize
from vlm.language import LanguageGuess, detect_language

SYNONYMS_FILE = Path(__file__).resolve().parent.parent / "synonyms.yaml"

RULE_TEXT = (
    "Offline rule (scoring/rule/, table scoring/synonyms.yaml): the answer's conclusion (the JSON "
    "final_diagnosis, else the last 'Final answer:' / 'Impression:' / 'In conclusion' / 诊断：, "
    "else a ranked table's first row, else the last sentence that commits) is read in English, "
    "Chinese, Spanish, German or French (another language: undecided), with spelling folded "
    "(case, diacritics, hyphens, British/American spelling, plurals; one typo forgiven in words "
    "of 7+ letters; abbreviations only in capitals). It is correct when the answer commits to "
    "the reference, a listed synonym, an eponym or a more specific subtype in the table's "
    "hierarchy (a more specific WHO CNS 2021 integrated diagnosis is a hit), as its ranked-first "
    "diagnosis, and does not contradict the reference's side, vascular territory, lobe, acuity, "
    "mechanism or grade. It is incorrect when the reference is negated ('ruled out', "
    "'unlikely', 'argues against', 排除, 可能性小, descartado, ausgeschlossen, écarté ...), only "
    "likened ('mimicking', 类似), ranked below another diagnosis ('less likely', 'runner-up', "
    "其次), named only as a broader class or a sibling subtype, or absent; when the answer is a "
    "list that commits to no diagnosis; and when it refuses ('cannot determine'). Undecided: "
    "'cannot be excluded'/不除外 with no other diagnosis, an abbreviation with two meanings (GBS, "
    "SCA) standing alone, or an answer in another language."
)

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
class _Seen:
    """A mention with its relation to the reference."""

    mention: Mention
    relation: str  # MATCH, GENERIC, DIFFERENT
    sibling: bool = False

    @property
    def name(self) -> str:
        return self.mention.hit.term.name


class DiagnosisMatcher:
    """The offline rule. `match(predicted, reference)` returns a Verdict with method 'rule'."""

    method = "rule"

    def __init__(self, table: SynonymTable, negation: NegationHook | None = None) -> None:
        self.table = table
        self.negation = negation
        self._table_terms = [
            t
            for n, eid, lang in table.names_with_language()
            if (t := make_term(n, eid, table.ambiguous, lang)) is not None
        ]
        self._index = TermIndex(self._table_terms)
        self._targets: dict[Reference, tuple[Target, TermIndex]] = {}
        self._in_language: dict[tuple[Reference, str], TermIndex] = {}

    def accepted_names(self, reference: Reference) -> tuple[str, ...]:
        """The reference's own names, then its table entry's English names: what the embedding
        similarity compares an answer with (kept short, it is one BERTScore pair per name)."""
        target, _ = self._target(reference)
        names = list(target.names)
        if target.entry_id:
            names.extend(self.table.entries[target.entry_id].names)
        seen: dict[tuple[str, ...], str] = {}
        for name in names:
            seen.setdefault(keys(name), name)
        return tuple(n for k, n in seen.items() if k)

    def _target(self, reference: Reference) -> tuple[Target, TermIndex]:
        if reference not in self._targets:
            target = resolve_reference(reference, self.table, self._index)
            # the reference's own names always count, even a broader one its author listed
            extra = [make_term(n, REFERENCE_ID, self.table.ambiguous) for n in target.names]
            terms: list[Term] = [*self._table_terms, *(t for t in extra if t is not None)]
            self._targets[reference] = (target, TermIndex(terms))
        return self._targets[reference]

    def _index_in(self, reference: Reference, language: str) -> TermIndex:
        """The reference's terms less the other languages' translated names: an English answer's
        'ictus' (a seizure) is not the Spanish 'ictus' (a stroke), nor 'apoplexy' a typo of the
        German 'Apoplex'."""
        _, index = self._target(reference)
        if not language:
            return index
        key = (reference, language)
        if key not in self._in_language:
            terms = [t for t in index.terms if t.language in ("", language)]
            self._in_language[key] = TermIndex(terms)
        return self._in_language[key]

    def match(self, predicted: str, reference: Reference | None, language: str = "") -> Verdict:
        """Judge `predicted` (the answer's conclusion, vlm.parse) against the reference.
        `language` is the whole answer's (vlm.language), when known; else the span's own."""
        if reference is None or not reference.diagnosis.strip():
            return Verdict(None, self.method, reason="no reference diagnosis for this task")
        if not predicted or not predicted.strip():
            return Verdict(False, self.method, reason="the answer gives no final diagnosis")
        span = " ".join(predicted.split())
        verdict = self._judge(predicted, reference, language)
        return replace(verdict, span=span, reason=verdict.reason + judged_suffix(span))

    def _judge(self, predicted: str, reference: Reference, language: str) -> Verdict:
        target, _ = self._target(reference)
        # the whole answer's language (when the parser was sure of it) and the span's own
        whole = LanguageGuess(language, True)
        guess = detect_language(predicted)
        for said in (whole, guess):
            if said.code and said.sure and not said.read:
                return _unread(said)
        known = next((g.code for g in (whole, guess) if g.code and g.sure), "")
        reading = read_answer(predicted, self._index_in(reference, known), self.negation)
        if not reading.mentions and not guess.read and _long_enough(guess, reading):
            return _unread(guess)  # unsure of the language, and nothing in it reads as a name
        seen = [self._relate(m, target, reading) for m in reading.mentions]
        return self._decide(seen, target, reading)

    def _relate(self, mention: Mention, target: Target, reading: Reading) -> _Seen:
        eid = mention.hit.term.entry_id
        if eid == REFERENCE_ID:
            return _Seen(mention, MATCH)
        if target.entry_id:
            rel = self.table.relation(eid, target.entry_id)
            if rel in ("same", "specific"):
                return _Seen(mention, MATCH)
            if rel == "generic":
                if self._facets_stated(mention, target, reading):
                    return _Seen(mention, MATCH)
                return _Seen(mention, GENERIC)
            if rel == "sibling" and self._facet_sibling(mention, target, reading):
                return _Seen(mention, MATCH)  # 'astrocytoma, CNS WHO grade 2' for low-grade glioma
            return _Seen(mention, DIFFERENT, sibling=rel == "sibling")
        if target.anchor_id and (
            eid == target.anchor_id or eid in self.table.ancestors(target.anchor_id)
        ):
            return _Seen(mention, GENERIC)
        return _Seen(mention, DIFFERENT)

    def _facets_stated(self, mention: Mention, target: Target, reading: Reading) -> bool:
        """'ischaemic stroke in the MCA territory' names the MCA-stroke entry."""
        own = self.table.facets(target.entry_id)
        have = self.table.facets(mention.hit.term.entry_id)
        needed = {k: v for k, v in own.items() if have.get(k) != v}
        if not needed:
            return False
        stated = _answer_qualifiers(mention, reading)
        return all(v in stated.get(k, set()) for k, v in needed.items())

    def _facet_sibling(self, mention: Mention, target: Target, reading: Reading) -> bool:
        """A target that is its parent plus facets (low-grade glioma = glioma + grade low) is named
        by any kind of that parent whose own facets agree, with the facets stated."""
        entry = self.table.entries[target.entry_id]
        if not entry.facets or not entry.parent:
            return False
        eid = mention.hit.term.entry_id
        if entry.parent not in [eid, *self.table.ancestors(eid)]:
            return False
        have = self.table.facets(eid)
        if any(have.get(k, v) != v for k, v in entry.facets.items()):
            return False
        stated = _answer_qualifiers(mention, reading)
        return all(v in stated.get(k, set()) or have.get(k) == v for k, v in entry.facets.items())

    def _decide(self, seen: Sequence[_Seen], target: Target, reading: Reading) -> Verdict:
        method = self.method
        clear = [s for s in seen if not s.mention.hit.term.ambiguous]
        vague = [s for s in seen if s.mention.hit.term.ambiguous]
        firsts = [s for s in clear if s.mention.status == FIRST]
        # the ranked-first alternatives with what continues them ("lobar haematoma, probably
        # due to CAA" commits to both), else every plainly stated one
        groups = _alternatives([s for s in clear if s.mention.status in (FIRST, "plain")], reading)
        alternatives = [g for g in groups if not firsts or any(s in firsts for s in g)]
        committed = [s for g in alternatives for s in g]
        with_ref = [
            i for i, alt in enumerate(alternatives) if any(s.relation == MATCH for s in alt)
        ]
        rivals = [
            i
            for i, alt in enumerate(alternatives)
            if i not in with_ref and any(s.relation == DIFFERENT for s in alt)
        ]
        if with_ref and not rivals and not firsts and reading.unnamed:
            text = re.sub(
                r"^\W*(?:or|vs|versus|或者|或|还是|o|u|oder|ou)\b\W*", "", reading.unnamed[0][1]
            )
            names = f"{_first_name(alternatives[with_ref[0]])}, {text}"
            return Verdict(False, method, reason=f"no single diagnosis committed (a list: {names})")
        if with_ref and not rivals:
            hit = next(s for s in alternatives[with_ref[0]] if s.relation == MATCH)
            clash = contradiction(target.qualifiers, _answer_qualifiers(hit.mention, reading))
            if clash:
                kind, ref, got = clash
                return Verdict(
                    False,
                    method,
                    reason=f"{kind} contradicts the reference: {', '.join(sorted(got))} "
                    f"(reference: {', '.join(sorted(ref))})",
                )
            note = " (one-letter typo forgiven)" if hit.mention.hit.typo else ""
            return Verdict(True, method, hit.name, f"matched {hit.name!r}{note}")
        if with_ref:
            names = ", ".join(_first_name(alternatives[i]) for i in sorted([*with_ref, *rivals]))
            return Verdict(False, method, reason=f"no single diagnosis committed (a list: {names})")
        if reading.refusal and not committed:
            return Verdict(
                False, method, reason=f"no diagnosis given (a refusal: {reading.refusal!r})"
            )
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
                cue = found[0].mention.cue
                return Verdict(False, method, reason=f"{found[0].name!r} {why} ({cue!r})")
        hedged = [s for s in ref_mentions if s.mention.status == HEDGED]
        if hedged:
            if rival_names:
                return Verdict(
                    False,
                    method,
                    reason=f"{hedged[0].name!r} only 'cannot be excluded'; the answer commits "
                    f"to {rival_names[0]!r}",
                )
            return Verdict(None, method, reason=f"{hedged[0].name!r} is only 'cannot be excluded'")
        plain_vague = [
            s for s in vague if s.relation == MATCH and s.mention.status in ("plain", FIRST)
        ]
        if plain_vague and not rival_names:
            name = plain_vague[0].name
            return Verdict(None, method, reason=f"{name!r} has more than one meaning; write it out")
        if rivals:
            rival = next(s for s in alternatives[rivals[0]] if s.relation == DIFFERENT)
            kind = "a different subtype" if rival.sibling else "a different diagnosis"
            return Verdict(False, method, reason=f"names {kind}: {rival.name!r}")
        generic = [s for s in committed if s.relation == GENERIC]
        if generic:
            return Verdict(
                False, method, reason=f"names only the broader class {generic[0].name!r}"
            )
        return Verdict(False, method, reason="no reference name or synonym found")


def _unread(guess: LanguageGuess) -> Verdict:
    return Verdict(
        None,
        DiagnosisMatcher.method,
        reason=f"written in {guess.name}, which the offline rule does not read",
    )


def _long_enough(guess: LanguageGuess, reading: Reading) -> bool:
    words = sum(1 for t in reading.tokens if not t.is_cjk and t.text.isalpha())
    return words >= 3 and guess.probability >= 0.5


def judged_suffix(span: str, limit: int = 160) -> str:
    """What a verdict's reason ends with: the span it judged, quoted (cut at `limit`)."""
    quoted = span if len(span) <= limit else span[: limit - 1].rstrip() + "\u2026"
    return f"; judged: \u201c{quoted}\u201d"


def bare_reason(reason: str, span: str) -> str:
    """The reason without its quoted span, for a view that shows the span beside it."""
    return reason.removesuffix(judged_suffix(span)) if span else reason


def _first_name(alternative: Sequence[_Seen]) -> str:
    return alternative[0].name


def _alternatives(committed: Sequence[_Seen], reading: Reading) -> list[list[_Seen]]:
    """Committed mentions grouped into alternatives: one per list item, continuations joined,
    and two names joined only by 'and' ('NMOSD and MOGAD') kept apart."""
    groups: dict[tuple[int, int], list[_Seen]] = {}
    last: dict[int, _Seen] = {}
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


def _answer_qualifiers(mention: Mention, reading: Reading) -> dict[str, set[str]]:
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
    return {kind: near[kind] or far[kind] or anywhere[kind] for kind in KINDS}


@lru_cache(maxsize=4)
def load_matcher(path: Path = SYNONYMS_FILE) -> DiagnosisMatcher:
    """The matcher over a synonym file, parsed once per path."""
    return DiagnosisMatcher(SynonymTable.from_yaml(path))
