"""Shapes that read as identifiers although they are clinical: four numbers joined by hyphens (a
rule, not a range of dates), a dose in international units (not a Dutch postcode), a grading's
author after "nach", "selon", "según" (not a destination), a letter's greeting on the line after
a heading that ends in a cue, a transliterated eponym that the tagger cuts before its last
syllable. The identifiers of the same shapes still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Anticoagulation by the 1-3-6-12 rule after the infarct; Mr Ambrose Tiller agrees.",
            ["1-3-6-12"],
            ["Ambrose Tiller"],
        ),
        (
            "Lovenox 4000 UI le soir ; Fraxiparine 2850 IE; colecalciferol 1000 IU. "
            "Adres: Kerkstraat 9, 3511 LK Utrecht.",
            ["4000 UI", "2850 IE", "1000 IU"],
            ["Kerkstraat 9, 3511 LK Utrecht"],
        ),
        (
            "Hepatische Enzephalopathie Grad II nach West-Haven, Hydrozephalus Stadium 2 nach "
            "Evans; verlegt nach Bielefeld.",
            ["West-Haven", "Evans"],
            ["Bielefeld"],
        ),
        (
            "Verwijsbrief huisarts\nGeachte collega,\nGraag verwijs ik dhr. Wessel Brink.",
            ["Geachte"],
            ["Wessel Brink"],
        ),
        (
            "病史：柏金遜症五年，服用Madopar。病人：黃美儀。",
            ["柏金遜症"],
            ["黃美儀"],
        ),
    ],
)
def test_clinical_shape_stays_and_identifiers_go(
    text: str, kept: list[str], gone: list[str]
) -> None:
    assert_kept_and_gone(text, kept, gone)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Opname van 21-10 t/m 29-10 op de stroke unit.", "21-10 t/m 29-10"),
        ("Postcode 2850 IJ Haarlem.", "2850 IJ"),
        ("Bloedmonster nach Hamburg geschickt: Test nach Hamburg.", "Hamburg"),
        ("Referral to GP\nDear Dr Lamb,\nThank you.", "Lamb"),
    ],
)
def test_identifiers_of_the_same_shape_still_go(text: str, gone: str) -> None:
    assert any(gone in f for f in redacted_parts(text)), redacted_parts(text)
