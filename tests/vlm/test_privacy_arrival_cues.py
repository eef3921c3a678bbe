"""Where a patient came from or a result was made (a presentation, a test or a therapist from
elsewhere, a German clause naming the sender before its verb), institutions whose head carries a
lower-case adjective, and an institution's acronym before a town. Departments, months, titles,
clinical abbreviations and words that name no place stay. Each case is our own sentence, never
taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("She first presented to Hinchingbrooke with a droop.", "Hinchingbrooke"),
        ("Outside MRI from Dignity Mercy Gilbert shows a cavernoma.", "Mercy Gilbert"),
        ("OT from Frenchay will visit to assess the stairs.", "Frenchay"),
        ("Der Patient wurde aus dem Elisabethenstift Darmstadt übernommen.", "Darmstadt"),
        ("Patientin von der Marienhöhe Würselen zugewiesen.", "Marienhöhe"),
        ("Séjour prévu au Centre neurologique Les Tilleuls.", "Tilleuls"),
        ("Ingresará en el Centro médico Santa Elena para rehabilitación.", "Santa Elena"),
        ("Befunde aus dem Schlaflabor des KRH Hannover liegen vor.", "KRH"),
        ("Suivi au CHR Namur depuis 2019.", "Namur"),
    ],
)
def test_arrival_place_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Presented to ED with sudden headache.", "ED"),
        ("Records from Dr Patel were requested.", "Dr"),
        ("Results from Neurology are awaited.", "Neurology"),
        ("CT head from Monday is unchanged.", "Monday"),
        ("Notes from Elsewhere were never received.", "Elsewhere"),
        ("Der Patient wurde aus der Stroke Unit verlegt.", "Stroke Unit"),
        ("Der Patient wurde aus der Notaufnahme übernommen.", "Notaufnahme"),
        ("MRI Leeds protocol with contrast was used.", "MRI"),
    ],
)
def test_word_that_names_no_place_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
