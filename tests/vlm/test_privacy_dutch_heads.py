"""Dutch institutions by the head written before their name (a college, an imaging centre, a
physiotherapy practice), beside the same head used for the therapy itself."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_college_imaging_centre_and_physio_practice_go():
    text = (
        "Zoon studeert aan de Hogeschool Zeeland-West; MRI bij Radiologiecentrum Maasoever; "
        "fysio bij Fysio Vitaal Ommen."
    )
    assert_kept_and_gone(
        text,
        ["Zoon studeert", "MRI bij", "fysio bij"],
        ["Hogeschool Zeeland-West", "Radiologiecentrum Maasoever", "Fysio Vitaal Ommen"],
    )


def test_physio_as_a_therapy_stays():
    text = "Fysio: 2x per week oefenen. Fysiotherapie gestart, fysio bij de thuiszorg."
    assert_kept_and_gone(text, ["Fysio:", "Fysiotherapie gestart", "fysio bij"], [])
