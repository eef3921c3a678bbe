"""A rare capitalised word after an article of whose or whence in a French, Spanish or Dutch
note ("un courrier du …", "un informe del …", "de brief van het …") is removed; an eponym
after a clinical noun and a department in the same slot stay. Our own sentences."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


_FR = "La patiente est orientée, sans déficit moteur, et marche avec une canne. "
_ES = "La paciente está orientada, sin focalidad, y camina con bastón. "
_NL = "Patiënte is helder en georiënteerd, zonder uitval, en loopt met een stok. "


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (_FR + "Un courrier du Brévanel est joint au dossier.", "Brévanel"),
        (_FR + "Les collègues de la Vaudrière proposent une biopsie.", "Vaudrière"),
        (_ES + "Aporta un informe del Torrelavín de hace un año.", "Torrelavín"),
        (_NL + "De ontslagbrief van het Amphelia is ontvangen.", "Amphelia"),
    ],
)
def test_rare_word_after_an_article_of_origin_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (_FR + "Pas de signe de la Tourette ni de tics moteurs.", "Tourette"),
        (_ES + "Valorada por el servicio de la Neurología de guardia.", "Neurología"),
        (_NL + "Advies van de Neuroloog volgt morgen.", "Neuroloog"),
    ],
)
def test_eponym_or_department_after_the_article_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
