from vlm.parse import parse_answer


def test_fenced_json_with_more_than_five_differentials_keeps_top_five():
    text = (
        "Here is my answer.\n```json\n"
        '{"final_diagnosis": "Multiple sclerosis", "differential": ["MS", "ADEM", "NMOSD", '
        '"SVD", "Lymphoma", "Sarcoid"], "lesion": "periventricular", "rationale": "ovoid"}\n```'
    )
    got = parse_answer(text)
    assert got.method == "json"
    assert got.final_diagnosis == "Multiple sclerosis"
    assert got.differential == ("MS", "ADEM", "NMOSD", "SVD", "Lymphoma")
    assert got.lesion == "periventricular"
    assert got.raw_text == text


def test_bare_json_with_alias_keys_and_dict_differential():
    text = '{"diagnosis": "Glioblastoma", "differential_diagnosis": [{"diagnosis": "Lymphoma"}]}'
    got = parse_answer(text)
    assert got.final_diagnosis == "Glioblastoma"
    assert got.differential == ("Lymphoma",)


def test_markdown_headings():
    text = (
        "**Final diagnosis:** Glioblastoma\n\n## Differential\n1. Glioblastoma\n2. Metastasis\n"
        "3. Lymphoma\n\n**Lesion**: ring-enhancing mass, right frontal\n\nRationale: necrosis."
    )
    got = parse_answer(text)
    assert got.method == "label"
    assert got.final_diagnosis == "Glioblastoma"
    assert got.differential == ("Glioblastoma", "Metastasis", "Lymphoma")
    assert got.lesion == "ring-enhancing mass, right frontal"
    assert got.rationale == "necrosis."


def test_comma_separated_differential_and_plain_prose():
    got = parse_answer(
        "Diagnosis: MS\nDifferential diagnosis: ADEM, NMOSD, vasculitis (CNS, primary)"
    )
    assert got.differential == ("ADEM", "NMOSD", "vasculitis (CNS, primary)")
    assert got.final_diagnosis == "MS"  # the differential's "diagnosis:" is not a conclusion
    prose = parse_answer("Probably multiple sclerosis.\nThe lesions are ovoid.")
    assert prose.method == "whole"  # a short answer is read whole
    assert prose.final_diagnosis == "Probably multiple sclerosis. The lesions are ovoid"
    assert "ovoid" in prose.raw_text


def test_empty_and_broken_json_never_raise():
    assert parse_answer("").final_diagnosis == ""
    assert parse_answer(None).method == "none"
    got = parse_answer('{"final_diagnosis": "MS", broken')
    assert got.raw_text.startswith("{")


def test_a_json_answer_with_only_a_ranked_list_gives_its_top_item() -> None:
    by_probability = (
        '{"differentials": [{"condition": "Tuberculoma", "likelihood": "30%"}, '
        '{"condition": "Neurocysticercosis", "likelihood": "65%"}, '
        '{"condition": "Metastasis", "likelihood": "5%"}]}'
    )
    assert parse_answer(by_probability).final_diagnosis == "Neurocysticercosis"
    in_order = '{"ranked_differential": ["Medulloblastoma", "Ependymoma", "Pilocytic astrocytoma"]}'
    assert parse_answer(in_order).final_diagnosis == "Medulloblastoma"


def test_a_json_list_neither_ranked_nor_weighted_names_no_top_item() -> None:
    unranked = (
        '{"differentials": ["Tuberculoma", "Neurocysticercosis"], "findings": "ring lesions"}'
    )
    assert parse_answer(unranked).final_diagnosis != "Tuberculoma"
    tied = '{"options": [{"dx": "MS", "p": 0.5}, {"dx": "NMOSD", "p": 0.5}]}'
    assert parse_answer(tied).final_diagnosis not in ("MS", "NMOSD")
