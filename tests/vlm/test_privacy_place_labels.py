"""Towns named as what someone is or comes from: before "resident" or "-based", after a label for
a settlement, at both ends of a journey, after a verb of coming and at the edge of a town. Days,
wards and everyday words in the same places stay. Each case is our own sentence, never taken from
an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "town"),
    [
        ("A lifelong Market Weighton resident, widowed.", "Weighton"),
        ("His Kendal-based son does the shopping.", "Kendal"),
        ("Hamlet: Wormleighton. No bus service.", "Wormleighton"),
        ("Cycled from Swaffham to Necton until last year.", "Necton"),
        ("Son fils vient de Ruynes-en-Margeride le dimanche.", "Ruynes"),
        ("Su hermana viene de Villacañas cada semana.", "Villacañas"),
        ("A farmhouse on the edge of Chipping Campden.", "Campden"),
    ],
)
def test_town_by_what_someone_is_or_comes_from_is_removed(text, town):
    assert town not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Seizure-free from Monday to Friday this week.",
        "Moved from ICU to Ward 4 overnight.",
        "Score went from Baseline to Week 12 on the scale.",
        "An NHS-based pathway for follow-up.",
        "Elle vient de Sortir du bloc.",
    ],
)
def test_days_wards_and_everyday_words_stay(text):
    assert "[ADDRESS]" not in _scrub(text)
