"""A letterhead in capitals on its own line, with the document's heading on the next line: the
institution's name goes, the heading and the clinical words stay."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_capital_letterhead_goes_when_a_heading_follows_on_the_next_line():
    text = "BEZIRKSKLINIKUM HAGENAU-NORD\nVerlegungsbericht\nDiagnose: Hirninfarkt links."
    assert_kept_and_gone(
        text, ["Verlegungsbericht", "Hirninfarkt"], ["BEZIRKSKLINIKUM HAGENAU-NORD"]
    )


def test_capital_hospital_line_keeps_the_next_lines_words():
    text = "MARLBURY GENERAL HOSPITAL\nDischarge letter\nAcute Stroke Unit: left PACI."
    parts = redacted_parts(text)
    assert "MARLBURY GENERAL HOSPITAL" in parts
    assert not any("Discharge" in p or "\n" in p for p in parts)


def test_heading_in_capitals_alone_is_not_an_institution():
    text = "DISCHARGE SUMMARY\nStroke unit\nNIHSS 4 on arrival."
    assert_kept_and_gone(text, ["DISCHARGE SUMMARY", "Stroke unit", "NIHSS 4"], [])
