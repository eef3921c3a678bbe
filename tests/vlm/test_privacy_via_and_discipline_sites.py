"""The provider a service comes through ("via …"), a practice or pharmacy named by its discipline
and where it stands ("Apotheke am …", "Pharmacie du …"), an acronym after "under the" or "seen by",
and the place a patient was admitted, treated or tested in French, Spanish and Dutch go; a route,
a device, a means of contact, a body part, a department and a clinical acronym in the same places
stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Community physio arranged via Kestrel Therapy Partners.", "Kestrel"),
        ("Hulpmiddelen worden via Zorgmaat geleverd.", "Zorgmaat"),
        ("Tagespflege über den Sozialdienst, Fahrdienst via Rollmobil.", "Rollmobil"),
        ("Medikamente bezieht sie aus der Apotheke am Lindenplatz.", "Lindenplatz"),
        ("Ordonnance renouvelée par la Pharmacie des Remparts.", "Remparts"),
        ("Rehabilitación en la Fisioterapia del Parque dos veces por semana.", "Parque"),
        ("Loopoefeningen bij Fysiotherapie aan de Singel.", "Singel"),
        ("He remains under the KGH falls service.", "KGH"),
        ("Seen by the WRH neurology team last spring.", "WRH"),
        ("Un doppler avait été réalisé à la Croix-Rousse.", "Croix-Rousse"),
        ("Atendida en el Bellvitge por el primer episodio.", "Bellvitge"),
        ("Eerder opgenomen in het Gelre na een val.", "Gelre"),
        ("Bloedonderzoek bij Saltro liet een normaal TSH zien.", "Saltro"),
    ],
)
def test_provider_practice_or_place_of_care_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Fed via PEG overnight, flushes via Hickman line.", "Hickman line"),
        ("Family meeting held via Teams on the ward.", "Teams"),
        ("Nimodipine via Maagsonde, 60 mg every four hours.", "Maagsonde"),
        ("O2 via Airvo 40 L/min, FiO2 0.35.", "Airvo"),
        ("Slikadvies volgt via Logopedie.", "Logopedie"),
        ("Wondzorg thuis via Thuiszorg.", "Thuiszorg"),
        ("IRM du Rachis lombaire sans anomalie.", "Rachis"),
        ("Medicación dispensada por la Farmacia del Hospital.", "Farmacia del Hospital"),
        ("Seen by SALT today, safe on level 4 diet.", "SALT"),
        ("Managed by the MDT with weekly review.", "MDT"),
        ("Ingresado en UCI durante tres días.", "UCI"),
        ("Opgenomen op de Stroke Unit voor bewaking.", "Stroke Unit"),
    ],
)
def test_route_device_department_or_clinical_acronym_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
