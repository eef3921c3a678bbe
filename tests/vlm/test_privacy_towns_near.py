"""A town of the gazetteers after an institution and a preposition, and after a word of
nearness. Words after the same cues that are no town of the gazetteers stay. Each case is our
own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("She goes to the Orchard day centre in Frome on Tuesdays.", "Frome"),
        ("Il vit seul près de Montbrison depuis son veuvage.", "Montbrison"),
        ("Su hija vive cerca de Tordesillas y la visita a diario.", "Tordesillas"),
        ("Hij woont vlakbij Dalfsen op een boerderij.", "Dalfsen"),
        ("Er lebt auf einem Hof unweit von Wittmund.", "Wittmund"),
        ("Retired farmer from near Builth Wells, came in by ambulance.", "Builth"),
    ],
)
def test_town_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The lesion lies close to Wernicke's area.", "Wernicke"),
        ("Pain close to March was worse, better since.", "March"),
        ("Hij zit vlakbij Stroke Unit op zaal 4.", "Stroke"),
    ],
)
def test_word_that_is_no_town_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
