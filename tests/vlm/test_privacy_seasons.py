"""A season after a preposition is a time of year, not the town of the same name; a town after
the same preposition still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_seasons_after_in_are_kept():
    text = "Headaches worse in Spring, settled in Summer. Beschwerden im Herbst stärker."
    assert_kept_and_gone(text, kept=["Spring", "Summer", "Herbst"], gone=[])


def test_a_town_after_in_still_goes():
    text = "Headaches worse in Spring; she moved to Harrogate last year."
    assert_kept_and_gone(text, kept=["Spring"], gone=["Harrogate"])
