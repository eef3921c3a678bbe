"""An employer after its label in running text, beside a label that says there is none."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_employer_after_a_label_goes():
    text = "Werkgever (Hoogheemraadschap Delfzand) vraagt advies. Arbeitgeber: Brauerei Kessing."
    assert_kept_and_gone(
        text, ["vraagt advies"], ["Hoogheemraadschap Delfzand", "Brauerei Kessing"]
    )


def test_label_with_no_employer_stays():
    assert redacted_parts("Employer: Retired. Arbeitgeber: keiner. Werkgever: Geen.") == []
