"""A reference's own names sit on the table's shared index instead of a copy of it: the layered
index must find exactly what one index of every term finds, typos and languages included, and
the per-reference indexes must stay bounded however many references a server meets."""

from __future__ import annotations

import random

import pytest

import scoring.rule.matcher as matcher_module
from data.model import Reference
from scoring.rule.matcher import SYNONYMS_FILE, DiagnosisMatcher, load_matcher
from scoring.rule.recent_map import RecentMap
from scoring.rule.terms import REFERENCE_ID, TermIndex, make_term
from scoring.rule.text import tokenize


def _typo(name: str, rng: random.Random) -> str:
    """One letter dropped from the longest word: what the typo index forgives."""
    words = name.split()
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    if len(w) > 6:
        j = rng.randrange(1, len(w) - 1)
        words[i] = w[:j] + w[j + 1 :]
    return " ".join(words)


def test_a_layered_index_finds_what_one_flat_index_finds() -> None:
    matcher = load_matcher(SYNONYMS_FILE)
    table = matcher.table
    rng = random.Random(7)
    names = [n for n, _ in table.names()]
    base = TermIndex(
        t
        for n, e, lang in table.names_with_language()
        if (t := make_term(n, e, table.ambiguous, lang))
    )
    own_names = ["Tumefactive demyelinating lesion", "Hirnabszess rechts", "butterfly glioma"]
    own = [t for n in own_names if (t := make_term(n, REFERENCE_ID, table.ambiguous))]
    layered = TermIndex(own, base=base)
    flat = TermIndex([*base.terms, *own])
    texts = rng.sample(names, 400) + own_names
    texts += [_typo(t, rng) for t in texts[:200]]
    texts += [
        f"most likely {a}, less likely {b}" for a, b in zip(texts[:50], texts[50:100], strict=True)
    ]
    for text in texts:
        tokens = tokenize(text)
        assert layered.find(tokens) == flat.find(tokens), text
    assert layered.terms == flat.terms


def test_the_matcher_keeps_a_bounded_number_of_references(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(matcher_module, "RECENT_REFERENCES", 3)
    matcher = DiagnosisMatcher(load_matcher(SYNONYMS_FILE).table)
    names = [n for n, e in matcher.table.names() if n not in matcher.table.ambiguous][:12]
    for _ in range(2):  # the second round meets references already dropped
        for name in names:
            verdict = matcher.match(f"Most likely {name}.", Reference(diagnosis=name))
            assert verdict.correct is True, (name, verdict.reason)
    assert len(matcher._targets) == 3


def test_a_recent_map_drops_the_least_recently_used_entry() -> None:
    made: list[str] = []

    def make(key: str) -> str:
        made.append(key)
        return key.upper()

    recent: RecentMap[str, str] = RecentMap(2)
    assert recent.get_or_make("a", lambda: make("a")) == "A"
    assert recent.get_or_make("b", lambda: make("b")) == "B"
    assert recent.get_or_make("a", lambda: make("a")) == "A"  # kept, and now the most recent
    recent.get_or_make("c", lambda: make("c"))  # "b" goes
    recent.get_or_make("a", lambda: make("a"))
    recent.get_or_make("b", lambda: make("b"))
    assert made == ["a", "b", "c", "b"]
    assert len(recent) == 2
