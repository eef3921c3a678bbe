"""JSON answers that rank their diagnoses by a 'rank' field, or name the diagnosis under a key
in another language: the parser takes the rank-1 item, or that key's value, as the final
diagnosis."""

from __future__ import annotations

import json

import pytest

from vlm.parse import parse_answer


def test_the_item_ranked_first_is_the_final_diagnosis_whatever_its_place() -> None:
    answer = json.dumps(
        {
            "findings": "ring-enhancing lesion with a smooth wall",
            "differential": [
                {"rank": 2, "diagnosis": "Necrotic metastasis"},
                {"rank": 1, "diagnosis": "Pyogenic brain abscess"},
                {"rank": 3, "diagnosis": "Glioblastoma"},
            ],
        }
    )
    assert parse_answer(answer).final_diagnosis == "Pyogenic brain abscess"


def test_a_list_without_ranks_names_no_final_diagnosis() -> None:
    answer = json.dumps({"differential": [{"diagnosis": "MS"}, {"diagnosis": "ADEM"}]})
    assert parse_answer(answer).final_diagnosis != "MS"


@pytest.mark.parametrize(
    ("key", "value"),
    [("诊断", "烟雾病"), ("diagnóstico", "esclerosis múltiple"), ("Diagnose", "Meningeom")],
)
def test_a_diagnosis_key_in_another_language_is_read(key: str, value: str) -> None:
    answer = json.dumps({key: value, "notes": "..."}, ensure_ascii=False)
    assert parse_answer(answer).final_diagnosis == value
