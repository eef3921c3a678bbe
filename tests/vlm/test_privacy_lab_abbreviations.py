"""A laboratory named after the short head "labo" (French, Dutch, Belgian notes), beside the
same word used for the lab itself."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_name_after_labo_goes_and_the_bare_word_stays():
    text = "Bilan fait au labo Analys Sud-Est ; le labo rappellera. Bloedname: labo Medilab Kempen."
    assert_kept_and_gone(
        text, ["le labo rappellera", "Bloedname"], ["Analys Sud-Est", "Medilab Kempen"]
    )
