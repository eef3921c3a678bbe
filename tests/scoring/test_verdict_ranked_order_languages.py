"""An inline differential the answer says is in order of likelihood, in any read language,
ranks its first item first ("Differential, in that order: ...", "por orden de probabilidad",
"in absteigender Wahrscheinlichkeit", "par ordre de probabilité", "按可能性排序"), and a JSON
answer under the keys models give without a schema ("diagnosis_primary", "alternatives") is read
as its final diagnosis and differential."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.parse import parse_answer


@pytest.mark.parametrize(
    "answer",
    [
        "DDx, in that order: cavernoma, haemorrhagic metastasis, amyloid angiopathy.",
        "Diagnóstico diferencial por orden de probabilidad: cavernoma, metástasis hemorrágica.",
        "DD in absteigender Wahrscheinlichkeit: Kavernom, hämorrhagische Metastase, CAA.",
        "Diagnostics différentiels par ordre de probabilité : cavernome, métastase hémorragique.",
        "鉴别诊断（按可能性从高到低）：海绵状血管瘤、出血性转移瘤。",
    ],
)
def test_a_list_in_order_of_likelihood_ranks_its_first_item_first(answer: str) -> None:
    assert verdict(answer, "Cavernous malformation") is True
    assert verdict(answer, "Metastases") is False


def test_a_json_answer_under_unasked_keys_gives_its_diagnosis_and_alternatives() -> None:
    answer = (
        '{"diagnosis_primary": "Tuberculous meningitis",'
        ' "alternatives": ["cryptococcal meningitis"]}'
    )
    parsed = parse_answer(answer)
    assert parsed.final_diagnosis == "Tuberculous meningitis"
    assert parsed.differential == ("cryptococcal meningitis",)
    assert verdict(answer, "Tuberculous meningitis") is True
    assert verdict(answer, "Cryptococcal meningitis") is False
