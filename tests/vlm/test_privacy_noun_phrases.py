"""A first name that heads a noun phrase is the noun; a person with a capitalised surname after
a particle, or "de garde" after a first name, still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Compression de la Corne occipitale droite.", "Corne occipitale"),
        ("Mise en place de Bas de compression, bien tolérés.", "Bas de compression"),
        ("Dilatación de la Corne temporal izquierda.", "Corne temporal"),
    ],
)
def test_noun_heading_a_phrase_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Overleg met Bas de Wijs, neuroloog in opleiding.", "Bas de Wijs"),
        ("Appel à Julien de garde cette nuit, pas de changement.", "Julien"),
    ],
)
def test_person_after_the_same_words_still_goes(text: str, gone: str) -> None:
    assert_kept_and_gone(text, [], [gone])
