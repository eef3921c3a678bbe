"""Towns after the prepositions people use for where someone lives or goes in everyday notes
("sur …" and "por …" for the town around which one lives, "returned to …", "commutes to …");
the same prepositions before clinical words, departments and churches stay."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_sur_and_por_before_a_town():
    text = "Son fils travaille sur Montauban. Su nieta vive por Ourense."
    assert_kept_and_gone(text, ["Son fils travaille", "Su nieta vive"], ["Montauban", "Ourense"])


def test_returned_and_commutes_to_a_small_town():
    text = "Returned to Grassington after the funeral; her son commutes to Skipton."
    assert_kept_and_gone(text, ["after the funeral"], ["Grassington", "Skipton"])


def test_clinical_words_and_church_stay():
    text = (
        "Bilan sur Scanner normal. Tratado por Neurología. Returned to Theatre for washout; "
        "goes to Church on Sundays."
    )
    assert_kept_and_gone(text, ["Scanner", "Neurología", "Theatre", "Church"], [])
