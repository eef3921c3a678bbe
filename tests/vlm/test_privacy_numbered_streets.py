"""Streets named by a number or a date, rural roads with their box, and "on Elm St." go; a
blood pressure after "RR" and an ordinal before a noun stay."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("Home address 212 E. 9th St, Apt 4, Tulsa.", "212 E. 9th St"),
        ("Grew up on South 14th Avenue.", "14th Avenue"),
        ("Farmhouse on County Road 118 past the grain elevator.", "County Road 118"),
        ("Mail goes to Rural Route 3, Box 42.", "Rural Route 3, Box 42"),
        ("Vive en Calle 16 de Septiembre 45 con su hija.", "Calle 16 de Septiembre 45"),
        ("Sleeps in a shelter on Hickory St.", "Hickory St."),
    ],
)
def test_a_street_named_by_a_number_or_a_date_goes(text, street):
    assert any(street in part for part in redacted_parts(text)), redacted_parts(text)


def test_a_measure_or_an_ordinal_before_a_noun_stays():
    assert_kept_and_gone(
        "RR 145/90 mmHg. 2nd dose on the 3rd Day of admission. Depto. de Neurología.",
        kept=["RR 145/90", "2nd dose", "3rd Day", "Neurología"],
        gone=[],
    )


def test_an_austrian_stair_and_door_go_with_the_house_number():
    assert_kept_and_gone(
        "Wohnt Favoritenstraße 88/3/14, 1100 Wien, mit 2/3 Pflegestufe.",
        kept=["2/3 Pflegestufe"],
        gone=["Favoritenstraße 88/3/14"],
    )


def test_a_direction_after_the_street_and_the_town_after_it_go():
    assert_kept_and_gone(
        "Moved in with her son at 8 Station Road West, Horsham. North wing told.",
        kept=["North wing"],
        gone=["8 Station Road West", "Horsham"],
    )
