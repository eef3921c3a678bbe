"""A practice named by its doctors goes whole (head, specialty, title and names); a visit with a
doctor written in lower case keeps its words. Each case is our own sentence, never taken from an
evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("CABINET DE CARDIOLOGIE DU DR MOREAU\n4 place Carnot", "CARDIOLOGIE"),
        ("CABINET MÉDICAL DES DOCTEURS ROUSSEL ET TANGUY", "TANGUY"),
        ("Adressé par le Cabinet du Dr Berthier pour avis.", "Cabinet"),
        ("Remitido desde el Consultorio de la Dra. Inés Pardo Villa.", "Consultorio"),
        ("Gemeinschaftspraxis Dr. med. Wolf & Kollegen, Hauptstraße 3", "Kollegen"),
        ("Praxis Dr. Seidl und Dr. Brandl überweist zur Abklärung.", "Brandl"),
    ],
)
def test_practice_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("La consultation du Dr Perrin a confirmé la ptose.", "La consultation du"),
        ("Consulta de Neurología: la Dra. refiere mejoría.", "Consulta de Neurología"),
        ("Kept the cabinet of medicines locked; consultation tomorrow.", "cabinet of medicines"),
    ],
)
def test_visit_words_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
