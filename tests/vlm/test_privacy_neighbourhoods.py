"""Parts of a town where someone lives: a district word before its name, a German district
compound after a locative word, a Dutch street or square compound after an article, a Spanish
address's floor and door with the town after it. Words of the same shape that are no place
stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Vive con su nieta en el barrio de Benicalap.", "Benicalap"),
        ("Antes vivía en la colonia Chapultepec, cerca del mercado.", "Chapultepec"),
        ("Elle habite le quartier des Brotteaux depuis vingt ans.", "Brotteaux"),
        ("Er wohnt im Stadtteil Haunstetten bei seiner Tochter.", "Haunstetten"),
        ("Sie ist in der Wertachvorstadt aufgewachsen.", "Wertachvorstadt"),
        ("Haar zoon woont in de wijk Lombardijen.", "Lombardijen"),
        ("Meneer woont vlak bij de Botermarkt, op de tweede etage.", "Botermarkt"),
        ("Ze fietst elke dag langs de Nieuwegracht naar de markt.", "Nieuwegracht"),
        ("Domicilio: calle Almirante 12, 4.º dcha., Teruel.", "Teruel"),
        ("Domicilio: calle Almirante 12, 4.º dcha., Teruel.", "4.º"),
        ("Reside en la calle Arenal 31, 2ª planta, Soria.", "2ª planta"),
        ("Vive en la calle Poniente 8, 1º izq. con su nieta.", "1º"),
    ],
)
def test_neighbourhood_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Temperatura 38,5 ºC, flexión de rodilla 90º.", "38,5 ºC"),
        ("Nachts ist es im Viertel laut, sie schläft schlecht.", "Viertel"),
        ("Sie kommt gern aus der Innenvorstadt zur Therapie.", "Innenvorstadt"),
        ("Bij de Neurologie is een afspraak gemaakt.", "Neurologie"),
        ("Sensibilidad conservada, fuerza 5/5, reflejos 2.", "reflejos 2"),
        ("Vacuna antitetánica: ciclo 1, 2ª dosis pendiente.", "2ª dosis"),
        ("Escala de Braden 16, bajo riesgo de úlceras.", "bajo riesgo"),
        ("Quimioterapia: ciclo 4, 3.º día, sin náuseas.", "3.º día"),
    ],
)
def test_word_of_the_same_shape_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Wohnt im Gemeindebau Rabenhof, Stiege 3, Tür 9, 1030 Wien.", "Tür 9"),
        ("Wohnt im Gemeindebau Rabenhof, Stiege 3, Tür 9, 1030 Wien.", "1030"),
        ("Lives in the Oakwood trailer park off Route 12, lot 27.", "27"),
        ("Vive en Urb. Las Acacias, portal 2, escalera B, Tres Cantos.", "portal 2"),
        ("Er wohnt im Goethe-Schiller-Hof im dritten Stock.", "Goethe-Schiller-Hof"),
    ],
)
def test_address_part_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Glucose 5.6, unit 4 of insulin given.", "unit 4"),
        ("Differential, Top 3: stroke, migraine, seizure.", "Top 3"),
        ("Audited in 2019, 2020 Leeds data pending.", "2020"),
    ],
)
def test_number_that_is_no_address_part_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
