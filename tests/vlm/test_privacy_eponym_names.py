"""A person whose name is also an eponym ("Gordon", "Wilson", "Simpson"): the name goes
wherever it stands alone, the eponym stays where it is used clinically."""

import pytest

from vlm.privacy import Deidentifier


@pytest.mark.parametrize(
    ("known", "text", "gone", "kept"),
    [
        (
            ["Gordon Hale"],
            "Gordon Hale, 54, ward round. Gordon reports numbness in both feet. GORDON walked "
            "to the bathroom. Reflexes: Babinski and Gordon negative.",
            ["Gordon reports", "GORDON walked"],
            ["Babinski and Gordon negative"],
        ),
        (
            ["Hale^Gordon"],
            "Gordon is anxious about the scan; Gordon sign absent on both sides.",
            ["Gordon is anxious"],
            ["Gordon sign absent"],
        ),
        (
            ["Ruth Simpson"],
            "Simpson asked about driving. Meningioma resected, Simpson grade II.",
            ["Simpson asked"],
            ["Simpson grade II"],
        ),
    ],
)
def test_a_known_name_that_is_an_eponym_goes_where_it_stands_alone(known, text, gone, kept):
    out = Deidentifier(known).scrub(text)
    assert not any(phrase in out for phrase in gone), out
    assert all(phrase in out for phrase in kept), out


def test_a_found_name_that_is_an_eponym_goes_where_it_stands_alone():
    text = (
        "Mr Peter Wilson was reviewed in clinic. Wilson reports a rest tremor. "
        "Wilson's disease was excluded (caeruloplasmin normal)."
    )
    out = Deidentifier().scrub(text)
    assert "Peter" not in out and "Wilson reports" not in out, out
    assert "Wilson's disease was excluded" in out, out


def test_an_eponym_nobody_is_named_after_stays():
    text = "Gordon and Oppenheim negative; Brown-Séquard pattern; Wilson disease screen sent."
    assert Deidentifier().scrub(text) == text
