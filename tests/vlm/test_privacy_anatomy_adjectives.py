"""A first name right after a noun of anatomy is the noun's adjective ("Sustancia Blanca"); the
same name after a department or a cue is still a name. Dutch everyday words that the lexicon
holds as names ("Moe", "Nader") are read as words in a Dutch note."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_white_matter_and_the_midline_stay():
    text = "RM: lesiones en la Sustancia Blanca subcortical, sin desviación de Línea Media."
    assert_kept_and_gone(text, kept=["Sustancia Blanca", "Línea Media"], gone=[])


def test_the_same_name_after_a_department_or_a_relative_still_goes():
    assert_kept_and_gone(
        "Consulta con Neurología Blanca Herrera.", kept=[], gone=["Blanca Herrera"]
    )
    assert_kept_and_gone("Acompañada por su hija Blanca.", kept=[], gone=["Blanca"])


def test_dutch_everyday_words_at_a_sentence_start_stay():
    text = (
        "De patiënt is sinds een week klachtenvrij geweest. Moe en lusteloos, eetlust matig. "
        "Nader onderzoek volgt na de controle op de polikliniek van de afdeling neurologie."
    )
    assert_kept_and_gone(text, kept=["Moe", "Nader"], gone=[])


def test_a_dutch_name_with_a_surname_still_goes():
    text = "De patiënt wordt begeleid door haar zus. Erin Verstappen belt morgen terug."
    assert_kept_and_gone(text, kept=[], gone=["Erin Verstappen"])
