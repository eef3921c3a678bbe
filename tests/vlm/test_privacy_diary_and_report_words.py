"""Words of a patient's own diary and of consent, EEG and intensive-care records that look like
names or places: "My" opening a heading, a relative as the subject of a verb ("Mum said"), an
age's abbreviation at a line's end ("46 J."), a question after a cue ("Patientin: Bettruhe?"),
a specialty in brackets after a name, a hospital's division named by its care ("Pôle
Neurosciences") and the shapes of an EEG's discharges ("Punta-Onda"). The people, hospitals and
towns of the same shape still go."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "My seizure diary\nMon: Deja Vu, then blank. Carer My Nguyen saw it.",
            ["My seizure"],
            ["My Nguyen"],
        ),
        (
            "Mum said I went blank and picked at my jumper. Maureen said it lasted a minute.",
            ["Mum said"],
            ["Maureen"],
        ),
        (
            "Patientin: Frau Gudrun Pfannschmidt, 46 J.\nAufklärender Arzt: Dr. T. Nierhaus",
            ["Aufklärender"],
            ["Gudrun Pfannschmidt", "T. Nierhaus"],
        ),
        (
            "Fragen der Patientin: Bettruhe? Darf ich Auto fahren?\n"
            "Patientin: Pfannschmidt, willigt ein.",
            ["Bettruhe"],
            ["Pfannschmidt"],
        ),
        (
            "Peticionario: Dr. Gonzalo Arteaga (Neurología Infantil). Epilepsia de Ausencias "
            "Infantil. Hija: Rosa Pérez (Rosi).",
            ["Neurología Infantil", "Ausencias Infantil"],
            ["Gonzalo Arteaga", "Rosi"],
        ),
        (
            "CHU de Brest, Pôle Neurosciences. Transfert vers la Clinique Pasteur.",
            ["Pôle Neurosciences"],
            ["CHU de Brest", "Clinique Pasteur"],
        ),
        (
            "Descargas de Punta-Onda generalizadas a 3 Hz; vive en Villanueva-Geltrú.",
            ["Punta-Onda"],
            ["Villanueva-Geltrú"],
        ),
    ],
)
def test_words_stay_and_identifiers_go(text: str, kept: list[str], gone: list[str]) -> None:
    assert_kept_and_gone(text, kept, gone)
