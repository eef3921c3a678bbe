"""A Spanish name after "D." or "Dña." goes with every surname after it; the letter D of a
vitamin, a hepatitis or a type before a capitalised word is no title."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_don_and_dona_with_their_surnames():
    text = "Acude D. Baldomero Ruiz Tejada con su hija; Dña. Pilar de la Vega Soto, vecina, ayuda."
    found = redacted_parts(text)
    assert any("Baldomero Ruiz Tejada" in f for f in found), found
    assert any("Pilar de la Vega Soto" in f for f in found), found


def test_the_letter_of_a_vitamin_or_a_type_stays_with_the_words_after_it():
    text = "Suplemento de vitamina D. Calcio Carbonato 500 mg. Hepatitis D. Serología Negativa."
    assert_kept_and_gone(text, ["Carbonato 500 mg", "Serología Negativa"], [])
