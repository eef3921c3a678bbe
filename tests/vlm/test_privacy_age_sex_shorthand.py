"""An age over 89 written against its sex in a triage shorthand ("97yoF") goes; a younger one
stays."""

from tests.support.privacy_spans import redacted_parts


def test_age_over_89_glued_to_its_sex():
    parts = redacted_parts("Triage: 97yoF, fall at home; 93yoM from the same home.")
    assert "97" in " ".join(parts) and "93" in " ".join(parts), parts


def test_younger_age_glued_to_its_sex_stays():
    assert redacted_parts("Triage: 67yoF, fall at home.") == []
