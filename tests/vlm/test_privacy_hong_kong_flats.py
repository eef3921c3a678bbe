"""A Hong Kong home written in English from the flat outwards goes whole: flat, floor, block,
house and estate; a room or a house alone in clinical prose stays."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_flat_floor_block_and_estate_go_together():
    text = "Discharged home to Flat 15, 9/F, Block 2, Shek Lei Estate (Kin Shek House), with son."
    found = redacted_parts(text)
    assert any("Flat 15, 9/F, Block 2, Shek Lei Estate (Kin Shek House)" in f for f in found), found


def test_estate_with_its_house_and_room_in_brackets():
    text = "Lives on Wah Fu Estate (Wah Kin House, Room 612), alone."
    assert_kept_and_gone(text, ["alone"], ["Wah Fu Estate (Wah Kin House, Room 612)"])


def test_unit_floor_and_mansion():
    text = "Address: Unit D, 4th Floor, Kam Fung Mansion. Walks with a frame."
    assert_kept_and_gone(text, ["Walks with a frame"], ["Unit D, 4th Floor, Kam Fung Mansion"])


def test_room_or_house_alone_in_clinical_prose_stays():
    text = "Seen in Room 4 of Clinic House; Block B of the ward was closed."
    assert_kept_and_gone(text, ["Room 4", "Block B"], [])
