"""The note's language is read once per text and shared by the detectors that ask for it."""

from vlm.privacy.rare_words import note_language


def test_the_language_of_a_text_is_read_once_and_shared() -> None:
    note_language.cache_clear()
    text = "Die Patientin wurde mit der Tochter in die Klinik gebracht und ist seit gestern wach."
    assert note_language(text) == "de"
    assert note_language(text) == "de"
    assert note_language.cache_info().hits == 1
    assert note_language("The patient was seen with her daughter and is awake.") == "en"
    assert note_language("BP 120/80, HR 72") is None  # no function words: no language
