"""First names that are drugs or examination words by where they stand: an item of a medication
line's list ("Medications: …, Senna"), the first word of an examination written in title case
("Heart Sounds Normal"). A name on the same lines, or beside the same words elsewhere, goes."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Mrs Philomena Garraway, 77.\nMedications: Levothyroxine 50 mcg, Calcium Carbonate, "
            "Senna 15 mg at night, Lactulose.",
            ["Senna"],
            ["Philomena Garraway"],
        ),
        (
            "Pat. Herr Lothar Rieck\nDauermedikation: Ramipril 5 mg; Magnesium; Senna",
            ["Senna"],
            ["Lothar Rieck"],
        ),
        (
            "Seen with daughter Bettina. Chest Clear. Heart Sounds Normal. Abdomen Soft.",
            ["Heart Sounds Normal"],
            ["Bettina"],
        ),
    ],
)
def test_word_stays_and_names_go(text: str, kept: list[str], gone: list[str]) -> None:
    assert_kept_and_gone(text, kept, gone)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Medications reviewed with Senna Holloway, her carer.", "Senna Holloway"),
        ("Medications: as per list. Discussed with Senna Holloway today.", "Senna Holloway"),
    ],
)
def test_a_name_outside_the_list_still_goes(text: str, gone: str) -> None:
    assert any(gone in f for f in redacted_parts(text)), redacted_parts(text)
