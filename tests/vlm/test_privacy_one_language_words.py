"""After a name's cue, a word only one language uses (an inflected adjective or participle) or a
word of state, place or time is no name; a surname after the same cue still goes, even one that
is also a word."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone
from vlm.privacy.one_language_words import is_one_language_word


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Tochter Besorgt wegen der Stürze zu Hause.", "Besorgt"),
        ("Hija Preocupada por la conducción nocturna.", "Preocupada"),
        ("Dochter Bezorgd over de thuissituatie.", "Bezorgd"),
        ("Paciente Consciente y Orientada, sin focalidad.", "Consciente y Orientada"),
        ("Son Abroad, contact him by e-mail.", "Abroad"),
        ("Patient Ambulant with a frame on the ward.", "Ambulant"),
        ("Spoke to Brother Tomorrow about the discharge.", "Tomorrow"),
    ],
)
def test_a_state_after_a_cue_is_kept(text, kept):
    assert_kept_and_gone(text, kept=[kept], gone=[])


def test_surnames_are_known_beyond_their_language():
    assert not is_one_language_word("Müller")
    assert not is_one_language_word("Urrutia")
    assert is_one_language_word("Verwirrt")


def test_a_surname_after_the_same_cue_still_goes():
    text = "Tochter Schneider ruft morgen an. Hija Urrutia acompaña a la paciente."
    assert_kept_and_gone(text, kept=[], gone=["Schneider", "Urrutia"])
