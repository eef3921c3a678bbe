"""German nouns of an arrival before the place it came from ("Übernahme aus dem …"), beside an
arrival from a unit of the same hospital."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_place_after_a_german_noun_of_arrival_goes():
    text = "Übernahme aus dem Elisabethenheim Grauhof nach Sturz; Zuverlegung vom Klinikum Ahr."
    assert_kept_and_gone(text, ["Sturz"], ["Elisabethenheim Grauhof", "Klinikum Ahr"])


def test_arrival_from_a_unit_of_the_same_hospital_stays():
    text = "Übernahme aus der Notaufnahme, Verlegung aus der Überwachung am Folgetag."
    assert_kept_and_gone(text, ["Notaufnahme", "Überwachung", "Folgetag"], [])
