"""Schools and homes named after a person or a saint (German hyphenated compounds, Spanish heads
in lower case before a religious name, Chinese schools by city and number) and a town's welfare
body or town hall go whole; eponymous diseases and Chinese clinical words stay. Each case is our
own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Die Tochter geht auf das Sophie-Scholl-Gymnasium.", "Scholl"),
        ("Er arbeitet in den Hermann-Löns-Werkstätten.", "Löns"),
        ("Su hijo estudia en el colegio Santa María del Pilar.", "Pilar"),
        ("Ingresará en la residencia Nuestra Señora de la Paz.", "Paz"),
        ("其女在北京四中读高二。", "北京四中"),
        ("Dossier transmis au CPAS de Jette.", "CPAS"),
        ("Aanvraag voor poetshulp bij het OCMW van Deinze.", "OCMW"),
        ("Il travaillait à la mairie de Millau.", "mairie"),
    ],
)
def test_institution_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("V. a. Guillain-Barré-Syndrom, Liquor folgt.", "Guillain-Barré-Syndrom"),
        ("Keine Creutzfeldt-Jakob-Krankheit in der Familie.", "Creutzfeldt-Jakob-Krankheit"),
        ("患者突发一侧肢体无力，其中三次伴言语不清。", "其中三次"),
        ("La mairie n'a pas répondu.", "La mairie"),
    ],
)
def test_clinical_words_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
