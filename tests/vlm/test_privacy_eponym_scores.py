"""Two eponyms joined and then a score are a scale, even where one of them is the patient's
surname; the patient's name itself still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Patient: Mrs Ivy Hunt. Aneurysmal SAH, Hunt and Hess 2 on arrival.", "Hunt and Hess 2"),
        ("Mr Owen Yahr, tremor-dominant; Hoehn & Yahr 2.5 today.", "Hoehn & Yahr 2.5"),
    ],
)
def test_two_eponyms_then_a_score_are_kept(text: str, kept: str) -> None:
    name = text.split(". ")[0].split(",")[0].split()[-1]
    assert_kept_and_gone(text, [kept], [name])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Medikation: Levodopa 100/25 mg 1-1-1-1.", "1-1-1-1"),
        ("Pauta: Sinemet 1-1-1-1. Sin cambios.", "1-1-1-1"),
    ],
)
def test_dosing_scheme_at_a_sentence_end_is_no_date(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])
