"""Places of worship and clubs of older people named in a social history, beside churches named
by their denomination, a day or whose they are. Each case is our own sentence, never taken from
an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("She sings in the choir at St Oswald's church.", "Oswald"),
        ("Deacon at the First Baptist Church of Carrboro for years.", "Carrboro"),
        ("Acude cada tarde a la parroquia de Santa Eulalia.", "Eulalia"),
        ("Elle se rend chaque dimanche à l'église Saint-Nizier.", "Nizier"),
        ("Jeden Dienstag im Pensionistenklub Simmering.", "Simmering"),
        ("Hij is koster in de Laurentiuskerk.", "Laurentiuskerk"),
        ("Su hija vive en la urbanización Los Robles, en un bajo.", "Robles"),
    ],
)
def test_church_or_club_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Pt's church friends visit on Sundays.", "church"),
        ("A member of the Methodist church, no blood products.", "Methodist"),
        ("Va a la iglesia Evangélica con su marido.", "Evangélica"),
        ("Ze gaat naar de kerk Zondag en woensdag.", "Zondag"),
    ],
)
def test_denomination_day_or_owner_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
