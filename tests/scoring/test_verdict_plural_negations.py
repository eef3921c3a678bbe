"""A Spanish or French negation that agrees with a plural or feminine name denies it, as the
singular one does (left unread, the denied name was the only one known, and judged the answer)."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Se descartan metástasis; se trata de una histiocitosis de Langerhans.",
            "Brain metastases",
        ),
        ("Metástasis descartadas, histiocitosis de células de Langerhans.", "Brain metastases"),
        ("Quedan descartadas las metástasis en este paciente.", "Brain metastases"),
        ("Conclusion : métastases écartées, maladie d'Erdheim-Chester.", "Brain metastases"),
        ("Méningiomes multiples exclus ; maladie de Rosai-Dorfman.", "Meningioma"),
        ("Plaques de sclérose en plaques éliminées chez ce patient.", "Multiple sclerosis"),
    ],
)
def test_a_plural_negation_denies_the_name(answer: str, reference: str) -> None:
    result = judge(answer, reference)
    assert result.correct is False
    assert "negated" in result.reason
