"""A finding that favours a diagnosis ranks it first; a name in another part of the sentence is
then no equal alternative."""

from __future__ import annotations

from tests.support.verdicts import verdict

_FAVOURS = (
    "The marked diffusion restriction favours an epidermoid cyst; an arachnoid cyst would follow "
    "CSF on every sequence."
)


def test_the_favoured_name_is_the_answer() -> None:
    assert verdict(_FAVOURS, "Epidermoid cyst") is True


def test_the_other_name_is_not() -> None:
    assert verdict(_FAVOURS, "Arachnoid cyst") is False
