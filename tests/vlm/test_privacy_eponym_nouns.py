"""Eponyms beside a clinical noun of the other five languages ("paralysie de Todd", "parálisis
de Bell") and a bedside test with a result that is neither a side nor positive ("Weber
central") stay; the same name with a title is still removed. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Déficit transitoire évoquant une paralysie de Todd.",
        "Antecedente de parálisis de Bell izquierda.",
        "Tuning fork: Weber central, Rinne positive on both sides.",
        "Stimmgabel: Weber lateralisiert nach rechts.",
    ],
)
def test_eponym_beside_its_noun_or_result_stays(text):
    assert _scrub(text) == text


def test_the_same_name_with_a_title_is_removed():
    assert "Weber" not in _scrub("Dhr. Weber normaal aanspreekbaar, rustig geslapen.")
