"""Finding diagnosis names in tokens: longest match first, abbreviations in capitals, one edit
forgiven in long words, Chinese names character by character."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scoring.rule.chinese_acuity_infix import match_with_acuity_inside
from scoring.rule.text import (
    CJK,
    TYPO_MIN_LENGTH,
    Token,
    is_abbreviation,
    tokenize,
    within_one_edit,
)

REFERENCE_ID = "__reference__"  # terms taken from the reference itself (not in the table)


@dataclass(frozen=True)
class Term:
    """A name to look for: its folded keys and, per token, whether it is an abbreviation."""

    name: str
    entry_id: str
    keys: tuple[str, ...]
    exact: tuple[str, ...]  # the original token where it is an abbreviation, else ""
    ambiguous: bool = False
    language: str = ""  # a translated name's language (es, de, fr); '' for every language


@dataclass(frozen=True)
class Hit:
    """A name found at tokens [start, end) of the text."""

    term: Term
    start: int
    end: int
    typo: bool = False


def make_term(
    name: str, entry_id: str, ambiguous: Iterable[str] = (), language: str = ""
) -> Term | None:
    toks = tokenize(name)
    if not toks:
        return None
    exact = tuple(t.text if is_abbreviation(t.text) else "" for t in toks)
    keys = tuple(t.key for t in toks)
    return Term(name, entry_id, keys, exact, name.strip() in ambiguous, language)


def adjective_of(got: str, want: str) -> bool:
    """'myasthenic' beside 'myasthenia' / 'Myasthenie', 'ataxic' beside 'ataxia': the adjective
    describes a symptom or another disease ("Lambert-Eaton myasthenic syndrome"), no typo."""
    return got.endswith("ic") and want.endswith(("ia", "ie", "y")) and got[:-2] == want[:-2]


class TermIndex:
    """All terms, indexed by first key; `vocabulary` holds every key a name uses.

    An index may sit on a `base` index (the whole table) and hold only a few terms of its own
    (a reference's own names): lookups read both, the base's terms first, as if every term were
    in one index, without copying the table's terms for each reference."""

    def __init__(self, terms: Iterable[Term], base: TermIndex | None = None) -> None:
        self.base = base
        self.own_terms = [t for t in terms if t.keys]
        self._by_first: dict[str, list[Term]] = defaultdict(list)
        for term in self.own_terms:
            self._by_first[term.keys[0]].append(term)
        self._vocabulary = {k for t in self.own_terms for k in t.keys}
        # the words of each language's names: a Spanish 'astrocitoma' is no reason to refuse
        # 'pilocytic astrocitoma' as a typo of the English name
        self._words: dict[str, set[str]] = defaultdict(set)
        for term in self.own_terms:
            self._words[term.language].update(term.keys)
        # first keys by each one-letter deletion of them: a word one edit away from a first key
        # shares a deletion with it (substitution, insertion, deletion and swap alike)
        self._by_deletion: dict[str, set[str]] = defaultdict(set)
        for first in self._by_first:
            if len(first) >= TYPO_MIN_LENGTH and not CJK.fullmatch(first):
                for variant in _deletions(first):
                    self._by_deletion[variant].add(first)

    @property
    def terms(self) -> list[Term]:
        return [*(self.base.terms if self.base else ()), *self.own_terms]

    def knows(self, key: str, language: str | None = None) -> bool:
        """Whether a name uses `key` (a name in `language` or in every language, when given)."""
        if language is None:
            known = key in self._vocabulary
        else:
            known = key in self._words.get("", ()) or key in self._words.get(language, ())
        return known or (self.base is not None and self.base.knows(key, language))

    def _firsts(self, key: str) -> list[Term]:
        found = self.base._firsts(key) if self.base is not None else []
        return [*found, *self._by_first.get(key, ())]

    def _near_firsts(self, variant: str) -> set[str]:
        near = self._by_deletion.get(variant, set())
        if self.base is not None:
            return near | self.base._near_firsts(variant)
        return near

    def _forgives(self, got: Token, want: str, language: str | None = None) -> bool:
        """One edit in a long word that is not itself a word of some other name (of a name in
        the wanted name's language, or in every language, when that language is given)."""
        return (
            not got.is_cjk
            and len(want) >= TYPO_MIN_LENGTH
            and not self.knows(got.key, language)
            and not adjective_of(got.key, want)
            and any(within_one_edit(form, want) for form in typo_forms(got, want))
        )

    def _matches(self, term: Term, tokens: Sequence[Token], i: int) -> tuple[bool, bool]:
        if i + len(term.keys) > len(tokens):
            return False, False
        typo = False
        for want, exact, got in zip(
            term.keys, term.exact, tokens[i : i + len(term.keys)], strict=True
        ):
            if exact:
                if got.text != exact:
                    return False, False
            elif got.key != want:
                if not self._forgives(got, want, term.language):
                    return False, False
                typo = True
        return True, typo

    def _candidates(self, token: Token) -> list[Term]:
        found = self._firsts(token.key)
        if not token.is_cjk and len(token.key) >= TYPO_MIN_LENGTH - 1:
            near: set[str] = set()
            for form in typo_forms(token, "is"):
                near |= {f for v in _deletions(form) for f in self._near_firsts(v)}
                near |= self._near_firsts(form)
            for first in sorted(near):
                if first != token.key and self._forgives(token, first):
                    found.extend(self._firsts(first))
        return found

    def find(self, tokens: Sequence[Token]) -> list[Hit]:
        """Non-overlapping hits, left to right, the longest name at each position."""
        hits: list[Hit] = []
        i = 0
        while i < len(tokens):
            best: Hit | None = None
            for term in self._candidates(tokens[i]):
                ok, typo = self._matches(term, tokens, i)
                end = i + len(term.keys)
                if not ok and tokens[i].is_cjk:
                    end = match_with_acuity_inside(term.keys, tokens, i) or 0
                    ok = end > 0
                if not ok:
                    continue
                hit = Hit(term, i, end, typo)
                if best is None or _better(hit, best):
                    best = hit
            if best is None:
                i += 1
            else:
                hits.append(best)
                i = best.end
        return hits


def typo_forms(token: Token, want: str) -> tuple[str, ...]:
    """The folded word, and, against a name ending in '-is', the word before its plural 's'
    was dropped: a misspelt '-itis' ('meningits', 'myelits') loses its 's' to folding and would
    sit two edits from the name, one from another language's ('méningite')."""
    if token.cue == token.key or not want.endswith("is"):
        return (token.key,)
    return (token.key, token.cue)


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))} | {word}


def _better(a: Hit, b: Hit) -> bool:
    if a.end != b.end:
        return a.end > b.end
    if a.typo != b.typo:
        return not a.typo
    return a.term.entry_id == REFERENCE_ID and b.term.entry_id != REFERENCE_ID
