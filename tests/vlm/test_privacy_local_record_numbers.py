"""Record and insurance numbers in local forms: letters before the digits of a member or card
number, a file reference with a slash or hyphen, and groups of three digits with dots after a
"-nr" label. A laboratory's reference range and a fraction stay. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("Cover: Aetna member QWV 55120 019 active.", "QWV"),
        ("Tarjeta sanitaria: BNXA 771203 14.", "BNXA"),
        ("Coroner's case ref 31/207 pending.", "31/207"),
        ("Aktenzeichen 4-20931 beim Betreuungsgericht.", "4-20931"),
        ("Opname-nr 3.408.771 in het EPD.", "3.408.771"),
    ],
)
def test_local_record_number_is_removed_whole(text, part):
    assert part not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sodium 131 (ref 135-145) on admission.",
        "Ref: 2/3 of the usual dose tonight.",
        "Platelets 150.000 per microlitre.",
    ],
)
def test_ranges_and_fractions_stay(text):
    assert "[ID]" not in _scrub(text)
