"""German and Swiss hospitals by acronym after a contracted preposition, beside tests and
findings in the same place."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_university_and_cantonal_hospital_acronyms_go():
    text = "Erstdiagnose im UKR, Nachsorge am KSW; davor ins UKSH verlegt."
    assert_kept_and_gone(text, ["Erstdiagnose", "Nachsorge"], ["UKR", "KSW", "UKSH"])


def test_tests_after_the_same_prepositions_stay():
    text = "Im UKG normale EF, im MRT keine Läsion, vom EEG unauffällig, beim KHK-Patienten."
    assert_kept_and_gone(text, ["UKG", "MRT", "EEG", "KHK"], [])
