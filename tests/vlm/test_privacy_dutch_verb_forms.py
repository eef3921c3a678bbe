"""A Dutch verb in title case after a cue or a title is the sentence's verb, not a name; a
Dutch surname ending in -t after the same cue still goes."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Overdracht: Zoon Komt morgen om tien uur langs.", "Komt"),
        ("Nacht: Mevrouw Slaapt onrustig, tweemaal gebeld.", "Slaapt"),
        ("Opname: Patiënt Wordt opgenomen op de Stroke Unit.", "Wordt"),
        ("Voorgeschiedenis: Dhr. Is bekend met epilepsie.", "Is"),
        ("Fysiotherapie: Patiënt Mobiliseert met rollator.", "Mobiliseert"),
    ],
)
def test_a_verb_after_a_cue_stays(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_a_surname_ending_in_t_after_the_same_cues_still_goes():
    text = "Contact: dochter Annelies Smit. Opgenomen door Mevrouw Schut, verpleegkundige."
    assert_kept_and_gone(text, kept=[], gone=["Annelies Smit", "Schut"])
