"""A French letter's mutual fund after its label and a colon, beside a national fund's acronym
and a label that says there is none."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_fund_after_a_french_label_goes():
    text = "Complémentaire santé : Prévoyance Cévenole. Mutuelle : Solidaires du Rouergue."
    assert_kept_and_gone(text, ["Complémentaire santé"], ["Prévoyance Cévenole", "Rouergue"])


def test_acronym_and_none_after_the_label_stay():
    text = "Mutuelle : MGEN. Complémentaire : aucune. Mutuelle : Aucune."
    assert redacted_parts(text) == []
