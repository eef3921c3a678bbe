"""French and Belgian schools whose head word carries a lower-case qualifier before the name,
beside the head and qualifier said alone or before a weekday. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Sa fille est inscrite à l'école communale du Grand-Vivier.", "Vivier"),
        ("Il redouble à l'école primaire des Peupliers.", "Peupliers"),
        ("Professeur à l'athénée royal de Fléron.", "Fléron"),
        ("Son fils est au lycée professionnel Hélène-Boucher.", "Boucher"),
    ],
)
def test_school_is_removed(text: str, gone: str) -> None:
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("L'école primaire a appelé la mère.", "école primaire"),
        ("Retour à l'école primaire Lundi prochain.", "Lundi"),
    ],
)
def test_head_alone_or_weekday_is_kept(text: str, kept: str) -> None:
    assert kept in _scrub(text)
