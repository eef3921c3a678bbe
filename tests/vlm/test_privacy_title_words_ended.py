"""A title written as a whole word that ends its sentence ("Charge Nurse.") announces no name in
the next sentence; an abbreviated title before a name still does. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Handover given to the Charge Nurse. Ward Sister informed.", "Ward Sister"),
        ("Besprochen mit der Schwester. Visite um acht.", "Visite"),
    ],
)
def test_word_after_a_title_that_ended_its_sentence_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_abbreviated_title_still_announces_a_name() -> None:
    assert_kept_and_gone("Discussed with Prof. Halvorsen today.", [], ["Halvorsen"])
