"""An alternative the answer would have named but for a finding is set aside, in Spanish,
German and French; a label that names an alternative diagnosis ranks what follows below the
answer. Whole answers through the path a scored sample takes."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    "answer",
    [
        "Lesión frontal con realce anular. Cabría pensar en un glioblastoma de no ser por la "
        "cápsula fina y la restricción central; se trata de un absceso piógeno.",
        "Masse frontale annulaire. On aurait pu évoquer un glioblastome, mais la paroi est fine "
        "et le centre restreint : abcès cérébral.",
        "Un glioblastome aurait une paroi épaisse et irrégulière ; ici la paroi est lisse, "
        "il s'agit d'un abcès.",
        "Ringförmige Läsion. An ein Glioblastom würde man denken, wenn die Kapsel nicht so glatt "
        "wäre; Beurteilung: Hirnabszess.",
    ],
)
def test_the_alternative_set_aside_is_not_the_answer(answer: str) -> None:
    assert verdict(answer, "Glioblastoma") is False
    assert verdict(answer, "Brain abscess") is True


@pytest.mark.parametrize(
    ("answer", "first", "alternative"),
    [
        (
            "Hypothèse retenue : méningiome de la faux ; diagnostic alternatif : métastase durale.",
            "Meningioma",
            "Brain metastases",
        ),
        (
            "Diagnóstico principal: schwannoma vestibular; diagnóstico alternativo: meningioma "
            "del ángulo.",
            "Vestibular schwannoma",
            "Meningioma",
        ),
        (
            "Beurteilung: Meningeom; Alternativdiagnose: Hämangioperizytom.",
            "Meningioma",
            "Solitary fibrous tumor",
        ),
    ],
)
def test_what_an_alternative_label_names_ranks_below(
    answer: str, first: str, alternative: str
) -> None:
    assert verdict(answer, first) is True
    assert verdict(answer, alternative) is False
