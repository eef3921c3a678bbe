"""An answer that asks which of its candidates it is and then answers: the answer after the
question is the conclusion, not the candidates in the question."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    ("answer", "judged"),
    [
        (
            "Solitary ring lesion. Metastasis or abscess? The core restricts strongly and the rim "
            "is smooth: abscess.",
            "abscess",
        ),
        (
            "Is it ADEM versus a first MS attack? Monophasic, encephalopathic, seven years old: "
            "ADEM.",
            "ADEM",
        ),
        ("Meningioma? No. The mass is intra-axial and infiltrative: glioblastoma.", "glioblastoma"),
    ],
)
def test_the_answer_after_the_question_is_judged(answer: str, judged: str) -> None:
    assert parse_answer(answer).final_diagnosis.rstrip(".").endswith(judged)


@pytest.mark.parametrize(
    ("reference", "expected"),
    [("Brain abscess", True), ("Brain metastases", False)],
)
def test_the_candidates_in_the_question_commit_to_nothing(reference: str, expected: bool) -> None:
    answer = (
        "Solitary ring lesion. Metastasis or abscess? The core restricts strongly and the rim "
        "is smooth: abscess."
    )
    assert verdict(answer, reference) is expected


def test_a_question_answered_without_a_diagnosis_stays_whole() -> None:
    answer = "Multiple sclerosis? The lesions are periventricular and ovoid, with Dawson fingers."
    assert "Multiple sclerosis" in parse_answer(answer).final_diagnosis
