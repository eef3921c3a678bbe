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
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from data.model import Reference
from scoring.rule.abstain import (
    both_named,
    echoes_reference,
    holds_name,
    names_unknown_disease,
    numbered_top_list,
    spells_acronym,
)
from scoring.rule.ambiguous_alternative import ambiguous_alternative
from scoring.rule.context import Mention, NegationHook, Reading, read_answer
from scoring.rule.cues import FIRST
from scoring.rule.decision import (
    DIFFERENT,
    GENERIC,
    MATCH,
    Seen,
    Verdict,
    alternatives_of,
    answer_qualifiers,
    judge_reference_status,
    judge_with_reference,
    judge_without_reference,
    make_verdict,
)
from scoring.rule.denied_then_kind import denied_then_kind
from scoring.rule.eponym_forms import all_eponym_forms
from scoring.rule.explained_side import explained_side, span_states_side
from scoring.rule.head_words import head_words
from scoring.rule.hierarchy import SynonymTable, inverted_forms
from scoring.rule.judged_span import judged_suffix
from scoring.rule.later_commitment import commits_later
from scoring.rule.list_unread import list_unread
from scoring.rule.qualifiers import SIDE
from scoring.rule.recent_map import RecentMap
from scoring.rule.reference import Target, resolve_reference
from scoring.rule.refusal_beside import refusal_beside
from scoring.rule.terms import REFERENCE_ID, TermIndex, make_term
from scoring.rule.text import keys
from scoring.rule.unread_leader import leads_with_unread, names_unread_eponym
from scoring.rule.venous_infarct import venous_infarct_named
from vlm.language import LanguageGuess, detect_language

_QUESTION_ONLY = re.compile(r"^[^.!?。！？\n]*[?？]\s*$")  # "Could this be MS?", nothing after
# References whose own names stay indexed (a few terms each, on the table's shared index): a
# long-running server or a catalog-wide batch meets thousands of references.
RECENT_REFERENCES = 4096
RECENT_LANGUAGES = 16
SYNONYMS_FILE = Path(__file__).resolve().parent.parent / "synonyms.yaml"


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
        self._heads = head_words(table)
        self._targets: RecentMap[Reference, tuple[Target, TermIndex]] = RecentMap(RECENT_REFERENCES)
        self._in_language: RecentMap[tuple[Reference, str], TermIndex] = RecentMap(
            RECENT_REFERENCES
        )
        self._table_in_language: RecentMap[str, TermIndex] = RecentMap(RECENT_LANGUAGES)

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
        return self._targets.get_or_make(reference, lambda: self._make_target(reference))

    def _make_target(self, reference: Reference) -> tuple[Target, TermIndex]:
        target = resolve_reference(reference, self.table, self._index)
        # the reference's own names always count, even a broader one its author listed
        own = [*target.names, *(f for n in target.names for f in inverted_forms(n))]
        own += [f for n in target.names for f in all_eponym_forms(n)]  # other languages
        extra = [make_term(n, REFERENCE_ID, self.table.ambiguous) for n in own]
        return target, TermIndex([t for t in extra if t is not None], base=self._index)

    def _index_in(self, reference: Reference, language: str) -> TermIndex:
        """The reference's terms less the other languages' translated names: an English answer's
        'ictus' (a seizure) is not the Spanish 'ictus' (a stroke), nor 'apoplexy' a typo of the
        German 'Apoplex'."""
        _, index = self._target(reference)
        if not language:
            return index
        table = self._table_in_language.get_or_make(
            language,
            lambda: TermIndex(t for t in self._table_terms if t.language in ("", language)),
        )
        return self._in_language.get_or_make(
            (reference, language),
            lambda: TermIndex(
                (t for t in index.own_terms if t.language in ("", language)), base=table
            ),
        )

    def match(
        self, predicted: str, reference: Reference | None, language: str = "", answer: str = ""
    ) -> Verdict:
        """Judge `predicted` (the answer's conclusion, vlm.parse) against the reference.
        `language` is the whole answer's (vlm.language), when known; else the span's own.
        `answer`, the whole answer when given, supplies a side the conclusion leaves out."""
        if reference is None or not reference.diagnosis.strip():
            return Verdict(None, self.method, reason="no reference diagnosis for this task")
        if not predicted or not predicted.strip():
            return Verdict(False, self.method, reason="the answer gives no final diagnosis")
        span = " ".join(predicted.split())
        verdict = self._judge(predicted, reference, language)
        if verdict.correct and answer:
            verdict = self._explained_side(verdict, reference, predicted, answer)
        return replace(verdict, span=span, reason=verdict.reason + judged_suffix(span))

    def _explained_side(
        self, verdict: Verdict, reference: Reference, predicted: str, answer: str
    ) -> Verdict:
        """A side the explanation states, when the conclusion states none, must agree."""
        target, _ = self._target(reference)
        wanted = target.qualifiers.get(SIDE, set())
        if not wanted or span_states_side(predicted):
            return verdict
        side = explained_side(answer)
        if not side or side in wanted:
            return verdict
        return make_verdict(
            False,
            f"side stated in the explanation contradicts the reference: {side} "
            f"(reference: {', '.join(sorted(wanted))})",
        )

    def _judge(self, predicted: str, reference: Reference, language: str) -> Verdict:
        target, _ = self._target(reference)
        # the whole answer's language (when the parser was sure of it) and the span's own
        whole = LanguageGuess(language, True)
        guess = detect_language(predicted)
        for said in (whole, guess):
            if said.code and said.sure and not said.read:
                return _unread(said)
        back = _REFERS_BACK.search(predicted)
        if back:  # "X versus Y, favour the former": which one is not in the words read
            return make_verdict(None, f"the answer commits by reference ({back.group()!r})")
        known = next((g.code for g in (whole, guess) if g.code and g.sure), "")
        reading = read_answer(predicted, self._index_in(reference, known), self.negation)
        if not reading.mentions and not guess.read and _long_enough(guess, reading):
            return _unread(guess)  # unsure of the language, and nothing in it reads as a name
        seen = [self._relate(m, target, reading) for m in reading.mentions]
        verdict = self._decide(seen, target, reading)
        listed = verdict.reason.startswith("no single diagnosis committed")
        if verdict.correct is False and listed and numbered_top_list(predicted):
            return make_verdict(None, f"a numbered 'top' list, ranked or not: {verdict.reason}")
        if verdict.correct is False and listed:
            why = list_unread(seen, reading, predicted)
            if why:
                return make_verdict(None, f"{why}: {verdict.reason}")
        if verdict.correct and _QUESTION_ONLY.match(predicted):
            return make_verdict(None, "the answer only asks whether it is the reference")
        kind = denied_then_kind(seen, target.entry_id) if verdict.correct else ""
        if kind:
            return make_verdict(None, f"the reference denied by name, its kind {kind!r} concluded")
        refused = refusal_beside(seen, reading) if verdict.correct else ""
        if refused:
            return make_verdict(None, f"a refusal ({refused!r}) beside a name never concluded")
        unclear = ambiguous_alternative(seen, reading) if verdict.correct else ""
        if unclear:
            return make_verdict(
                None, f"offered against {unclear!r}, which has more than one meaning"
            )
        pair = both_named(predicted) if verdict.correct else ""
        if pair:
            return make_verdict(None, f"two diagnoses named together, neither committed: {pair!r}")
        settled = commits_later(seen, reading) if verdict.correct else ""
        if settled:
            return make_verdict(None, f"a later sentence settles ({settled!r}) on a name not read")
        return verdict

    def _relate(self, mention: Mention, target: Target, reading: Reading) -> Seen:
        eid = mention.hit.term.entry_id
        if eid == REFERENCE_ID:
            return Seen(mention, MATCH)
        if target.entry_id:
            rel = self.table.relation(eid, target.entry_id)
            if rel in ("same", "specific"):
                return Seen(mention, MATCH)
            if rel == "generic":
                if self._facets_stated(mention, target, reading):
                    return Seen(mention, MATCH)
                return Seen(mention, GENERIC)
            if rel == "sibling" and self._facet_sibling(mention, target, reading):
                return Seen(mention, MATCH)  # 'astrocytoma, CNS WHO grade 2' for low-grade glioma
            return Seen(mention, DIFFERENT, sibling=rel == "sibling")
        if target.anchor_id and (
            eid == target.anchor_id or eid in self.table.ancestors(target.anchor_id)
        ):
            return Seen(mention, GENERIC)
        return Seen(mention, DIFFERENT)

    def _facets_stated(self, mention: Mention, target: Target, reading: Reading) -> bool:
        """'ischaemic stroke in the MCA territory' names the MCA-stroke entry."""
        own = self.table.facets(target.entry_id)
        have = self.table.facets(mention.hit.term.entry_id)
        needed = {k: v for k, v in own.items() if have.get(k) != v}
        if not needed:
            return False
        stated = answer_qualifiers(mention, reading)
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
        stated = answer_qualifiers(mention, reading)
        return all(v in stated.get(k, set()) or have.get(k) == v for k, v in entry.facets.items())

    def _decide(self, seen: Sequence[Seen], target: Target, reading: Reading) -> Verdict:
        clear = [s for s in seen if not s.mention.hit.term.ambiguous]
        firsts = [s for s in clear if s.mention.status == FIRST]
        # the ranked-first alternatives with what continues them ("lobar haematoma, probably
        # due to CAA" commits to both), else every plainly stated one
        groups = alternatives_of(
            [s for s in clear if s.mention.status in (FIRST, "plain")], reading
        )
        alternatives = [g for g in groups if not firsts or any(s in firsts for s in g)]
        with_ref = [
            i for i, alt in enumerate(alternatives) if any(s.relation == MATCH for s in alt)
        ]
        rivals = [
            i
            for i, alt in enumerate(alternatives)
            if i not in with_ref
            and any(s.relation == DIFFERENT for s in alt)
            and not (with_ref and venous_infarct_named([s.mention for s in alt], reading))
        ]
        if with_ref:
            return judge_with_reference(alternatives, with_ref, rivals, firsts, target, reading)
        committed = [s for g in alternatives for s in g]
        if reading.refusal and not committed:
            return make_verdict(False, f"no diagnosis given (a refusal: {reading.refusal!r})")
        status = judge_reference_status(seen, clear, alternatives, rivals)
        return status or self._judge_unnamed(alternatives, rivals, committed, target, reading)

    def _judge_unnamed(
        self,
        alternatives: Sequence[Sequence[Seen]],
        rivals: Sequence[int],
        committed: Sequence[Seen],
        target: Target,
        reading: Reading,
    ) -> Verdict:
        """The reference not named: another diagnosis, a broader class, or nothing the table
        knows. A disease the table lacks is no evidence against the reference (it may be a name
        the table lacks: "motor neurone disease" for ALS), so that stays undecided."""
        verdict = judge_without_reference(alternatives, rivals, committed, reading)
        names = [*target.names]
        if target.entry_id:
            names.extend(self.table.entries[target.entry_id].names)
        if verdict.correct is False and rivals and echoes_reference(reading, names, misspelt=False):
            return make_verdict(None, f"{verdict.reason}, but its words echo the reference's name")
        if verdict.correct is False and rivals:
            rival = next(s for s in alternatives[rivals[0]] if s.relation == DIFFERENT)
            if holds_name(rival.name, names):
                return make_verdict(None, f"{verdict.reason}, a variant named by the reference")
            if self._graded_cousin(rival.mention, target, reading):
                return make_verdict(
                    None, f"{verdict.reason}, graded like the reference with no molecular status"
                )
        if verdict.correct is not False or rivals or committed:
            return verdict
        if any(spells_acronym(n, reading) for n in target.names):
            return make_verdict(True, "spells out the reference's acronym", target.names[0])
        if echoes_reference(reading, names):
            return make_verdict(
                None, "its words echo the reference's name, in a form the table lacks"
            )
        if leads_with_unread(reading):
            return make_verdict(None, "leads with a diagnosis the table does not know")
        if not reading.mentions and names_unread_eponym(reading.text):
            return make_verdict(None, "names an eponym the table does not read in this form")
        if not names_unknown_disease(reading):
            return verdict
        if not target.entry_id:
            return make_verdict(
                None, "names a diagnosis that neither the table nor the reference knows"
            )
        kind_of = self._kind_named(reading, target)
        if kind_of:
            return make_verdict(False, f"names a kind of {kind_of!r}, not the reference")
        return make_verdict(
            None, "names a diagnosis the table does not know (a synonym it lacks, or another)"
        )

    def _graded_cousin(self, mention: Mention, target: Target, reading: Reading) -> bool:
        """A tumour of the reference's family stated at the grade the reference's graded parent
        has, with no molecular status ('grade IV astrocytoma' beside glioblastoma): the names
        before WHO CNS 2021 graded so what that classification names by IDH status."""
        if not target.entry_id:
            return False
        parent = self.table.entries[target.entry_id].parent
        grade = self.table.entries[parent].facets.get("grade") if parent else None
        family = self.table.entries[parent].parent if parent else None
        eid = mention.hit.term.entry_id
        if not grade or not family or family not in self.table.ancestors(eid):
            return False
        if grade not in answer_qualifiers(mention, reading).get("grade", set()):
            return False
        return not any(
            t.key.startswith(("idh", "h3", "mutant", "wildtype")) for t in reading.tokens
        )

    def _kind_named(self, reading: Reading, target: Target) -> str:
        """The entry an unmatched name is a kind of, by a head word only that entry's names end
        with ("MCA aneurysm": aneurysm), when that entry is unrelated to the reference's or only
        its sibling; "" when there is none or it may be the reference's own."""
        covered = {j for m in reading.mentions for j in range(m.hit.start, m.hit.end)}
        for j, token in enumerate(reading.tokens):
            eids = self._heads.get(token.key, ()) if j not in covered else ()
            if len(eids) != 1:
                continue
            eid = next(iter(eids))
            if self.table.relation(eid, target.entry_id) in ("same", "specific", "generic"):
                return ""
            return self.table.entries[eid].names[0]
        return ""


_REFERS_BACK = re.compile(
    r"\b(?:the (?:former|latter)|el primero|el segundo|este último|ersterer?|letzterer?|"
    r"ersteres|letzteres|le premier|ce dernier|le dernier)\b|前者|后者",
    re.I,
)


def _unread(guess: LanguageGuess) -> Verdict:
    return Verdict(
        None,
        DiagnosisMatcher.method,
        reason=f"written in {guess.name}, which the offline rule does not read",
    )


def _long_enough(guess: LanguageGuess, reading: Reading) -> bool:
    words = sum(1 for t in reading.tokens if not t.is_cjk and t.text.isalpha())
    return words >= 3 and guess.probability >= 0.5


@lru_cache(maxsize=4)
def load_matcher(path: Path = SYNONYMS_FILE) -> DiagnosisMatcher:
    """The matcher over a synonym file, parsed once per path."""
    return DiagnosisMatcher(SynonymTable.from_yaml(path))
