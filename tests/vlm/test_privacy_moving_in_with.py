"""The town where someone moves in or stays with a relative, and the town after "wohnhaft" and a
street, go; a stay in a ward or a department stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_moving_in_or_staying_with_a_relative():
    text = "Plans to be moving in with her niece in Ludlow; staying with a friend in Bude now."
    assert_kept_and_gone(text, ["her niece", "a friend"], ["Ludlow", "Bude"])


def test_wohnhaft_street_then_town():
    text = "Frau K., wohnhaft Bergweg 3, 2. Stock, in Feldbach, wird entlassen."
    assert_kept_and_gone(text, ["wird entlassen"], ["Feldbach"])


def test_staying_in_a_department_stays():
    text = "He is staying in Neurology until Monday, then moved to Rehabilitation."
    assert_kept_and_gone(text, ["Neurology", "Rehabilitation"], [])
