"""Streets and squares named without a house number or postcode: a Spanish street word in lower
case before its name, a German compound street after a locative word, a German street after a
town's adjective, English streets named "Parade" or "Mews". Nouns of the same shape that are no
place stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Vive sola en la plaza de Olavide, en un tercero.", "Olavide"),
        ("Su hermano vive en el paseo de Gracia.", "Gracia"),
        ("Ahora reside en la avenida del Cid con su nieta.", "Cid"),
        ("Sie wohnt seit Jahren am Kastanienplatz.", "Kastanienplatz"),
        ("Der Enkel wohnt in der Birkenallee gleich nebenan.", "Birkenallee"),
        ("Die Wohnung liegt am Tempelhofer Damm im Erdgeschoss.", "Tempelhofer"),
        ("He lodges with a friend on Hanbury Mews.", "Hanbury"),
        ("Her daughter has a flat on Linton Parade.", "Linton"),
    ],
)
def test_bare_street_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Am Arbeitsplatz keine Einschränkungen, Parkplatz am Haus.", "Arbeitsplatz"),
        ("Ein Pflegeplatz im Heim ist beantragt.", "Pflegeplatz"),
        ("Dieser Platz reicht für den Rollator.", "Platz"),
        ("Camina por el pasillo con andador, sin ayuda.", "andador"),
        ("The Parade of symptoms began with diplopia.", "symptoms"),
    ],
)
def test_same_shape_without_a_place_stays(text: str, kept: str) -> None:
    assert kept in _scrub(text)
