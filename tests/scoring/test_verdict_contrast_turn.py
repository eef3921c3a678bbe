"""Two names of one sentence weighed across a turn ("X is fair, but Y ...") are no list: which
one the answer settled on may be in words the rule does not read, so the verdict is undecided,
not "no single diagnosis committed"."""

from __future__ import annotations

from tests.support.verdicts import verdict

_WEIGHED = (
    "Vestibular schwannoma was my first guess, but with the broad dural base, the dural tail and "
    "the lack of canal widening the lesion sits much better with a CPA meningioma."
)


def test_names_weighed_across_but_are_undecided_either_way() -> None:
    assert verdict(_WEIGHED, "Meningioma") is not False
    assert verdict(_WEIGHED, "Vestibular schwannoma") is not True


def test_a_spanish_turn_is_read_too() -> None:
    answer = "Podría ser una esclerosis múltiple, pero la lesión medular larga encaja con NMOSD."
    assert verdict(answer, "Neuromyelitis optica spectrum disorder") is not False


def test_a_plain_list_with_a_turn_after_it_stays_uncommitted() -> None:
    answer = "Multiple sclerosis or NMOSD, but antibody testing is needed to tell them apart."
    assert verdict(answer, "Multiple sclerosis") is False
