"""Addresses and towns without a street word or a postcode: numbered roads, numbered rows of named
houses, both ends of "between … and …", a town near where someone lives, a day centre's town,
districts after their Chinese city and a county after a word of home; and dates a heading or a
Spanish "día" gives. Clinical text with the same shapes stays. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Trailer on County Road 14, no running water.", "14"),
        ("Address: 6 Coronation Villas, Stowbridge", "Coronation"),
        ("A smallholding between Harrowfield and Kellet Moss.", "Harrowfield"),
        ("A smallholding between Harrowfield and Kellet Moss.", "Kellet"),
        ("He lives alone in a static caravan just outside Pentrebach.", "Pentrebach"),
        ("Twee keer per week naar het dagcentrum in Oosterzele.", "Oosterzele"),
        ("Referrals sent to homes in Tarrow County.", "County"),
        ("籍贯河北省，现住保定市莲池区。", "莲池区"),
        ("出院后回老家永年县居住。", "永年县"),
        ("La vimos el pasado día 12 en urgencias.", "12"),
        ("Verslag MDO geheugenpoli, 14-10\nBespreking van de casus.", "14-10"),
        ("護理記錄 (6/11)\n病人夜間安睡。", "6/11"),
        ("Vive en la Urbanización Los Almendros, portal 2.", "Almendros"),
        ("Wohnt im Ortsteil Oberwiesenbach bei der Tochter.", "Oberwiesenbach"),
        ("Woont in de wijk Vogelenzang-Noord, vlak bij het park.", "Vogelenzang"),
        ("Lives on the Marlpit Rise estate with his partner.", "Marlpit"),
    ],
)
def test_place_or_date_without_its_usual_word_is_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ondansetron given by route 2 (IV) overnight.",
        "Vitamin B12 1 mg IM, route and dose checked.",
        "Spasticity between C5 and C6 on the right.",
        "Weakness between Monday and Friday, better at weekends.",
        "左侧基底节区急性脑梗死。",
        "Al día 3 de ingreso presentó fiebre.",
        "Power 4/5, 3/5",
        "BP 150/80, 14-3",
        "OT today for splints; OT Assessment done on Monday.",
    ],
)
def test_clinical_text_with_the_same_shapes_stays(text):
    assert _scrub(text) == text
