"""An adjective one letter away from a disease name ("myasthenic" beside "Myasthenie", "ataxic"
beside "ataxia") describes something else and is not forgiven as a typo of that name."""

from __future__ import annotations

from scoring.rule.terms import adjective_of
from tests.support.verdicts import verdict


def test_a_different_syndrome_named_with_the_adjective_is_no_hit() -> None:
    answer = "Lambert-Eaton myasthenic syndrome, given the small-cell lung cancer."
    assert verdict(answer, "Myasthenia gravis") is not True


def test_a_real_typo_is_still_forgiven() -> None:
    assert verdict("Myastenia gravis", "Myasthenia gravis") is True


def test_adjective_pairs() -> None:
    assert adjective_of("myasthenic", "myasthenia")
    assert adjective_of("ataxic", "ataxia")
    assert not adjective_of("myastenia", "myasthenia")
