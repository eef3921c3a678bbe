"""A name in the possessive before a clinical noun names a test or a sign, "frank" before a sign
or state means overt; a person's possessive or a man called Frank still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_possessive_eponym_before_a_test_stays():
    text = (
        "Visual neglect on the left; Albert's test showed omissions on the left half of the page."
    )
    assert_kept_and_gone(text, kept=["Albert's test"], gone=[])


def test_a_persons_possessive_is_still_a_name():
    text = "Seen together with Albert's daughter, who manages his tablets at home."
    assert_kept_and_gone(text, kept=[], gone=["Albert"])


def test_frank_before_a_sign_or_a_state_stays():
    text = (
        "Frank dysphagia on the water swallow test. "
        "No frank psychosis, but some confusion at night."
    )
    assert_kept_and_gone(text, kept=["Frank dysphagia", "frank psychosis"], gone=[])


def test_a_man_called_frank_still_goes():
    text = "Her husband Frank reports that she choked on liquids twice this week."
    assert_kept_and_gone(text, kept=[], gone=["Frank"])
