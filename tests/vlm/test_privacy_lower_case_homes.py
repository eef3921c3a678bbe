"""Care homes and hospices as handovers write them, in lower case or in capitals, beside the same
heads after words that say what kind of home or whose it is."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_lower_case_home_and_hospice_names_go():
    text = (
        "pt settled on ward. came in from st piran's hospice overnight, plan back to "
        "thornbury lodge nursing home when eating. sister visits from elmcroft retirement home."
    )
    assert_kept_and_gone(
        text,
        ["came in from", "plan back to", "when eating"],
        ["st piran's hospice", "thornbury lodge nursing home", "elmcroft retirement home"],
    )


def test_kind_owner_and_verb_before_the_head_are_no_name():
    text = (
        "daughter wants a local care home near her. mum's nursing home rang about meds. "
        "family prefers rest home later, not hospice yet; awaiting assisted living assessment."
    )
    assert redacted_parts(text) == []


def test_names_before_new_heads_in_capitals_and_title_case():
    text = "Lives in CHEUNG WO ELDERLY HOME. Son moved to Larkfield Assisted Living in May."
    assert_kept_and_gone(
        text, ["Lives in", "Son moved to"], ["CHEUNG WO ELDERLY HOME", "Larkfield Assisted Living"]
    )
