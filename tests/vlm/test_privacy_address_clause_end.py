"""An address read as the rest of the clause after a cue ends before a dose, a department or the
person someone lives with; a house number written "#12" goes with its street."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Lives at 7 Quarry Road, 2500 units of dalteparin given nightly.",
            ["2500 units", "dalteparin"],
            ["7 Quarry Road"],
        ),
        (
            "Lives at 31 Fenwick Lane, Cardiology aware of the pacemaker.",
            ["Cardiology", "pacemaker"],
            ["31 Fenwick Lane"],
        ),
        (
            "Er wohnt in Bad Tölz bei seiner Schwester.",
            ["seiner Schwester"],
            ["Bad Tölz"],
        ),
        (
            "Sie wohnt in Ansbach und versorgt sich selbst.",
            ["versorgt"],
            ["Ansbach"],
        ),
        (
            "Il habite à Fontainebleau chez son fils.",
            ["chez son fils"],
            ["Fontainebleau"],
        ),
        (
            "Lives on Juniper Way #31 with his partner.",
            ["with his partner"],
            ["Juniper Way #31"],
        ),
        (
            "He moved to 52 Tern Crescent #7, Whitby, in spring.",
            ["in spring"],
            ["52 Tern Crescent #7", "Whitby"],
        ),
    ],
)
def test_the_address_ends_where_the_clause_turns_to_something_else(text, kept, gone):
    assert_kept_and_gone(text, kept=kept, gone=gone)


def test_a_town_joined_by_the_same_words_stays_whole():
    assert_kept_and_gone(
        "Address: 4 Rookery Close, Burton upon Trent DE14 2AB", kept=[], gone=["Burton upon Trent"]
    )
