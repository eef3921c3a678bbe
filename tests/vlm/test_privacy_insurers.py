"""Health insurers and mutual funds after the verb or head word that introduces them in five
languages, beside lower-case plans and national acronyms. Each case is our own sentence, never
taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Insured with Harbourline Health since 2020.", "Harbourline"),
        ("Sie ist versichert bei der Rheinblick Kasse.", "Rheinblick"),
        ("Hij is verzekerd bij Polderzorg Verzekeringen.", "Polderzorg"),
        ("Complémentaire : mutuelle Orvalis.", "Orvalis"),
        ("Baja laboral tramitada por la Mutua Cierzo Norte.", "Cierzo"),
        ("Asegurada con Previsora Tajo desde hace años.", "Previsora"),
        ("Póliza de gastos médicos con Seguros Quetzal.", "Quetzal"),
    ],
)
def test_insurer_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Insured through his employer's plan, copay applies.", "employer's plan"),
        ("Insured with Medicare Part B for the infusion.", "Medicare"),
        ("Sie ist versichert bei Bedarf über die Familie.", "Bedarf"),
    ],
)
def test_plan_or_national_body_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
