"""A one-letter typo in an English name whose misspelt word happens to be the correct spelling
in another language the table reads ('astrocitoma' is Spanish): still a typo of the English
name, while the other language's own answer keeps its meaning."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        ("Pilocytic astrocitoma of the cerebellum", "Pilocytic astrocytoma", True),
        ("Astrocitoma pilocítico cerebeloso", "Pilocytic astrocytoma", True),
        ("Astrocitoma pilocítico cerebeloso", "Medulloblastoma", False),
        ("Anaplastic oligodendroglioma", "Pilocytic astrocytoma", False),
    ],
)
def test_a_typo_that_spells_another_languages_word(
    answer: str, reference: str, expected: bool
) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is expected, verdict.reason
