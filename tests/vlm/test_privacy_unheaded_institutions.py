"""Institutions the main patterns did not read: employers after the job done there, hospitals
known by their saint after a word of place, regional heads and acronyms ("Complexo
Hospitalario", "GGZ", "MVZ", "UMF 21"), English hospitals by place and kind word ("Kilbride
General"), and letterheads in capitals with the NHS in them. The same words in clinical use
stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("She works as a trainee pharmacist at Pellow Brothers since March.", "Pellow"),
        ("Er arbeitet als Elektriker bei der Firma Obermaier in Schicht.", "Obermaier"),
        ("Il travaille comme cariste chez Transports Morvan depuis 2010.", "Morvan"),
        ("Trabaja como cajera en Supermercados Ledesma por las mañanas.", "Ledesma"),
        ("Jubilado de Conservas Arriaga, vive con su mujer.", "Arriaga"),
        ("Hij werkt als lasser bij Metaalbouw Kuipers in ploegendienst.", "Kuipers"),
        ("Opgenomen in het Sint Gerardus na de val.", "Gerardus"),
        ("Sie war zuvor im St. Ansgar Nord behandelt worden.", "Ansgar"),
        ("Llegó trasladada desde el San Cayetano de madrugada.", "Cayetano"),
        ("Suivi psychiatrique par la GGZ Duinstreek depuis deux ans.", "Duinstreek"),
        ("Vorbefunde aus dem MVZ Lindenhof liegen vor.", "Lindenhof"),
        ("Referido de la UMF 34 por cefalea.", "UMF 34"),
        ("COMPLEXO HOSPITALARIO DE BREOGÁN\nServizo de Neuroloxía", "BREOGÁN"),
        ("Came across from Ashcombe General this morning for the angiogram.", "Ashcombe"),
        ("WESTMARCH VALLEY NHS TRUST\nDepartment of Neurology", "WESTMARCH"),
    ],
)
def test_institution_without_its_usual_cue_is_removed(text, name):
    assert name not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("General appearance: alert, well perfused.", "General appearance"),
        ("Surgeon General advice on smoking was given.", "Surgeon General"),
        ("Past history of St. Louis encephalitis in childhood.", "St. Louis encephalitis"),
        ("Seen by the GP at General Practice level.", "General Practice"),
        ("She works as a nurse at night.", "works as a nurse at night"),
        ("CS 2 years ago, no complications.", "CS 2 years ago"),
        ("Fa. history of migraine in the mother.", "migraine"),
    ],
)
def test_clinical_phrases_with_the_same_words_stay(text, kept):
    assert kept in _scrub(text)
