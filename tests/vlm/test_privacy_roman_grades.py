"""A word alone before a grade in Roman numerals is a classification; a surname with its
generational suffix and a king's name on a street still go. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("TAC: hematoma epidural sin desviación, Marshall III", "Marshall III"),
        ("Hemorragia subaracnoidea, Hunt IV al ingreso.", "Hunt IV"),
        ("Recuperación motora: Brunnstrom V en el brazo.", "Brunnstrom V"),
    ],
)
def test_word_before_a_roman_grade_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Referred by Dr. Robert Marshall III of the spine service.", "Marshall"),
        ("Vive en la calle Alfonso XIII, 14, con su hija.", "Alfonso"),
    ],
)
def test_names_before_a_numeral_still_go(text: str, gone: str) -> None:
    assert_kept_and_gone(text, [], [gone])
