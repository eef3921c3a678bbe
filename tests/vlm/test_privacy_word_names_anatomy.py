"""A first name that is also a German word of the body or of a situation ("Wade": calf, "Lage":
position) is the word when it stands alone; with a surname it is still a name."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_the_calf_in_a_german_examination_is_kept():
    text = "Untersuchung: linke Wade gespannt und druckschmerzhaft. Wade rechts unauffällig."
    assert_kept_and_gone(text, kept=["Wade"], gone=[])


def test_a_person_with_that_first_name_still_goes():
    text = "Consultation requested by Wade Thornbury, physiotherapist, after the fall."
    assert_kept_and_gone(text, kept=[], gone=["Wade Thornbury"])
