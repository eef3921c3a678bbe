"""A town's name inside a clinical term written in title case is the term's adjective; the same
town after a cue and before a lower-case word is still a place. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Candidato a Ultrasonido Focal de Alta Intensidad si empeora.", "Alta Intensidad"),
        ("Ingresa en la Unidad de Media Estancia para rehabilitación.", "Media Estancia"),
    ],
)
def test_word_inside_a_title_case_term_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_town_after_a_cue_still_goes() -> None:
    assert_kept_and_gone("Natural de Alta, vive sola desde 2019.", [], ["Alta"])
