"""A name ending in '-itis' misspelt as '-its' ('myelits') loses its last 's' to plural folding;
it is still one letter from the English name, so the whole name is read (the qualifier before
it included) rather than a shorter name of another language one letter from the folded word.
A word that only looks like a plural of another name ('skleros') gains nothing."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "CSF neutrophils 2,400 and a low glucose. Final answer: pneumococcal, i.e. bacterial "
            "meningits.",
            "Bacterial meningitis",
            True,
        ),
        (
            "Sensory level at T6 and a three-segment central cord lesion: transverse myelits.",
            "Transverse myelitis",
            True,
        ),
        (
            "Sensory level at T6 and a three-segment central cord lesion: transverse myelits.",
            "Spinal cord infarction",
            False,
        ),
        (
            "Fever, seizures and temporal swelling on FLAIR. Diagnosis: viral encephalits.",
            "Encephalitis",
            True,
        ),
    ],
)
def test_a_misspelt_itis_reads_as_its_own_name(answer: str, reference: str, expected: bool) -> None:
    assert verdict(answer, reference) is expected


def test_a_plural_looking_word_of_an_unread_language_gains_no_typo() -> None:
    assert verdict("Diagnos: multipel skleros.", "Multiple sclerosis") is None
