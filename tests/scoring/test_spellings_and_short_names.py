"""Names models write that the table lacked: misspelt eponyms, short names and the organ left
out reach their entry; a first demyelinating event and a subdural hygroma are diagnoses of their
own, not multiple sclerosis or a subdural haematoma; a file that repeats an entry's id adds names
to it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from scoring.rule.entry_merge import merged_entries
from tests.support.verdicts import verdict

_ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Impression: sporadic Creutzfeld-Jacob disease with cortical ribboning.", "CJD"),
        ("Final answer: cysticercosis, with scolices in two parietal cysts.", "Neurocysticercosis"),
        ("Diagnóstico: cisticercosis cerebral en fase coloidal.", "Neurocysticercosis"),
        (
            "Diagnosis: moya-moya vasculopathy with a puff-of-smoke collateral net.",
            "Moyamoya disease",
        ),
        (
            "Hippocampal CA1 dots on day 2 after a six-hour amnestic spell: TGA.",
            "Transient global amnesia",
        ),
        (
            "Dorsal column signal after gastric bypass, low serum copper: copper myelopathy.",
            "Copper deficiency myelopathy",
        ),
    ],
)
def test_a_name_models_write_reaches_its_entry(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is True


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        (
            "Most likely diagnosis: clinically isolated syndrome (first optic neuritis, no DIT).",
            "Multiple sclerosis",
        ),
        (
            "Impression: radiologically isolated syndrome found on a headache MRI.",
            "Multiple sclerosis",
        ),
        (
            "Bilateral frontal CSF-density subdural collections after a fall: subdural hygromas.",
            "Chronic subdural hematoma",
        ),
    ],
)
def test_a_precursor_or_a_look_alike_is_not_the_reference(answer: str, reference: str) -> None:
    assert verdict(answer, reference) is False


def test_a_spelling_of_ms_signs_is_no_eponym_of_sspe() -> None:
    answer = "Respuesta: esclerosis múltiple. Se ven dedos de Dawson en el cuerpo calloso."
    assert verdict(answer, "Multiple sclerosis") is True


def test_a_repeated_id_adds_names_and_a_second_full_entry_is_kept_apart() -> None:
    raw = [
        {"id": "a", "names": ["alpha"], "parent": "p"},
        {"id": "a", "names": ["alfa"], "zh": ["甲"]},
        {"id": "a", "names": ["other"], "parent": "q"},
    ]
    merged = merged_entries(raw)
    assert merged[0] == {"id": "a", "names": ["alpha", "alfa"], "parent": "p", "zh": ["甲"]}
    assert merged[1]["parent"] == "q" and len(merged) == 2


def test_every_id_the_spellings_file_repeats_is_in_the_main_table() -> None:
    table = yaml.safe_load((_ROOT / "scoring" / "synonyms.yaml").read_text(encoding="utf-8"))
    ids = {e["id"] for e in table["entries"]}
    names = _ROOT / "scoring" / "entries" / "spellings_and_short_names.yaml"
    repeated = {e["id"] for e in yaml.safe_load(names.read_text(encoding="utf-8"))["entries"]}
    assert repeated <= ids
