"""Clinical words in other kinds of document: a lab or unit named by its discipline or its
care, a hyphened state ("Off-Medicación"), a board's title after a degree, a subspecialty after
a clinician's name and a comma, a word of kinship and a pharmacy's label stay; a lab, a
hospital, a town, a person and a pharmacy of the same shape still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "Index IgG et isoélectrofocalisation envoyés au Laboratoire d'Immunologie. "
            "Sérologies envoyées au Laboratoire Cerballiance de Villeurbanne.",
            ["Laboratoire d'Immunologie"],
            ["Cerballiance"],
        ),
        (
            "Liquor eingeschickt an Labor für Liquordiagnostik, Ergebnis folgt. "
            "Probe eingeschickt an Labor Dr. Krause, Ergebnis offen.",
            ["Labor für Liquordiagnostik"],
            ["Krause"],
        ),
        (
            "Seguimiento en la Unidad de Trastornos del Movimiento del hospital. "
            "Valorado en el servicio de Neurología del Clínico San Carlos.",
            ["Trastornos del Movimiento"],
            ["Clínico San Carlos"],
        ),
        (
            "UPDRS III en Off-Medicación/On-Estimulación 22; vive en Villanueva-Geltrú.",
            ["Off-Medicación", "On-Estimulación"],
            ["Villanueva-Geltrú"],
        ),
        (
            "Read by Marcus Delahunt, MD, Diplomate ABSM. Cc: Walter Okafor, MD, Karen HOLLOWAY.",
            ["Diplomate ABSM"],
            ["Marcus Delahunt", "Karen HOLLOWAY"],
        ),
        (
            "Seen by Dr Imogen Achebe-Lowther, Movement Disorders, Royal Brackenfield Infirmary. "
            "Patient: HALLORAN, Joy.",
            ["Movement Disorders"],
            ["Imogen Achebe-Lowther", "HALLORAN, Joy"],
        ),
        (
            "Mutter mit Chorea Huntington. Onkel mütterlicherseits ebenfalls betroffen. "
            "Besuch von Onkel Heinz am Abend.",
            ["Onkel mütterlicherseits", "Chorea Huntington"],
            ["Heinz"],
        ),
        (
            "Apotheek: Apotheek De Vaart, Almere\nGestart: Apixaban 5 mg 2dd1.",
            ["Apotheek:"],
            ["Apotheek De Vaart"],
        ),
    ],
)
def test_clinical_words_stay_and_identifiers_go(
    text: str, kept: list[str], gone: list[str]
) -> None:
    assert_kept_and_gone(text, kept, gone)
