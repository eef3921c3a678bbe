"""A 'non-' adjective built on the reference's own word, before a name the reference shares,
denies the reference ('non-germinomatous germ cell tumour' is no germinoma); the same words
without 'non-', a 'non-' on another word, or a 'non-' the reference's own name carries, keep it."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Suprasellar and pineal masses with a raised beta-hCG: a non-germinomatous germ cell "
            "tumour, likely choriocarcinoma.",
            "Germinoma",
            False,
        ),
        (
            "Suprasellar and pineal masses with a normal AFP and beta-hCG: a pure germinoma.",
            "Germinoma",
            True,
        ),
        ("Pineal germ cell tumour, non-secreting, in a 12-year-old boy.", "Germ cell tumour", True),
        ("Non-haemorrhagic infarct of the left corona radiata.", "Ischemic stroke", True),
    ],
)
def test_a_non_adjective_on_the_references_word(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected
