"""Fail closed: EHR fields under keys not known to be clinical, and notes in a language the gate
cannot read, are withheld, listed for the preview, and never reach the endpoint (the real prompt
path: vlm.batch + openai SDK + the fake server); a released note goes, marked as such."""

import dataclasses

import pytest

from devtools.fake_openai import Reply
from store.database import Store
from tests.support.vlm_cases import memory_case
from vlm.batch import BatchConfig, run_batch
from vlm.privacy import (
    Confirmations,
    Deidentifier,
    deidentify_case_text,
    is_clinical_key,
    text_digest,
)
from vlm.privacy.language import unread_language
from vlm.privacy.preview import release_choices, withheld_summary
from vlm.prompt import Ablation, ImageMode, ImageOptions, build_prompt
from vlm.provider import OpenAICompatibleProvider, RetryPolicy, SamplingParams
from vlm.registry import ModelSpec

# Fields whose values must never be sent: identifying or unknown keys, in six languages.
WITHHELD = (
    ("Pt", "QUIRRELBY, ODALYS"),
    ("Nom", "Vantrecourt"),
    ("Edad del tutor", "Zumalde Ortigosa"),
    ("Huisarts", "dr. Klaverstijn"),
    ("Hausärztin", "Dr. Wendelgard Pruchnow"),
    ("联系人", "司马翠兰"),
    ("Bed", "4N-77"),
    ("Kostenträger", "Quellenwerk BKK 55120"),
)
CLINICAL = (
    ("Âge", "97"),
    ("Motivo de consulta", "cefalea de 5 días"),
    ("Anamnese", "seit 3 Tagen Doppelbilder"),
    ("Voorgeschiedenis", "ziekte van Parkinson"),
    ("主诉", "右侧肢体无力3天"),
    ("History / Examination", "ataxic gait, brisk reflexes"),
)
ENGLISH = "The patient reports worse diplopia in the evening; ptosis on the right since 3 weeks."
POLISH = (
    "Pacjentka Jadwiga Wierzbołowicz zgłasza się z podwójnym widzeniem, które nasila się "
    "wieczorem i jest gorsze po wysiłku. Objawy są od trzech tygodni."
)
RUSSIAN = "Пациентка Тамара Шелестова жалуется на двоение в глазах в течение трёх недель."


def _case():
    return dataclasses.replace(
        memory_case("fc-1", source="local"),
        ehr=WITHHELD + CLINICAL,
        notes=(ENGLISH, POLISH, RUSSIAN),
    )


def test_only_clinical_keys_in_six_languages_pass():
    assert all(is_clinical_key(k) for k, _ in CLINICAL)
    assert not any(is_clinical_key(k) for k, _ in WITHHELD)
    assert is_clinical_key("DIAGNOSIS:") and is_clinical_key("Diagnóstico")
    assert not is_clinical_key("") and not is_clinical_key("Notes from Dr Ames")


def test_referral_and_triage_keys_are_clinical_and_their_values_are_scrubbed():
    keys = ("Triage Note", "Überweisungsgrund", "Motif d'adressage", "Motivo de derivación",
            "Verwijsdiagnose", "转诊原因")  # fmt: skip
    assert all(is_clinical_key(k) for k in keys)
    case = dataclasses.replace(
        memory_case("fc-2", source="local"),
        ehr=(("Triage Note", "found at home by neighbour Mrs. Alvey, GCS 9, glucose 2.1"),),
    )
    sent = dict(deidentify_case_text(case).ehr)["Triage Note"]
    assert "GCS 9" in sent and "Alvey" not in sent


def test_unread_languages_are_recognised_and_the_six_are_read():
    assert unread_language(POLISH) == "Polish"
    assert unread_language(RUSSIAN) == "Cyrillic script"
    assert unread_language("患者主诉右侧肢体无力3天。") is None
    for text in (
        ENGLISH,
        "Die Patientin berichtet über Doppelbilder seit drei Wochen, die abends zunehmen.",
        "La patiente décrit une diplopie qui s'aggrave le soir depuis trois semaines.",
        "La paciente refiere visión doble desde hace tres semanas, peor por la tarde.",
        "Patiënte meldt dubbelzien sinds drie weken, erger in de avond en na inspanning.",
        "Pt 45F. MRI: T2 lesions, no enhancement.",
    ):
        assert unread_language(text) is None, text


def test_case_text_withholds_and_lists_what_it_held_back():
    clean = deidentify_case_text(_case())
    assert clean.removed_fields == tuple(k for k, _ in WITHHELD)
    assert [f.key for f in clean.withheld_notes] == ["note 2", "note 3"]
    assert dict(clean.ehr)["Âge"] == "90 or older"
    assert clean.notes == (ENGLISH,)
    summary = withheld_summary(clean.removed_fields, clean.withheld_notes, clean.released_notes)
    assert "Huisarts" in summary and "Polish" in summary and "Cyrillic" in summary
    assert [d for _, d in release_choices(clean.withheld_notes, ())] == [
        text_digest(POLISH),
        text_digest(RUSSIAN),
    ]


def test_released_note_is_sent_and_marked_and_a_changed_note_is_not():
    released = Confirmations(released_texts=frozenset({text_digest(POLISH)}))
    prompt = build_prompt(
        _case(), _case().tasks[0], ablation=Ablation.TEXT_ONLY, confirmations=released
    )
    sent = "\n".join(p.get("text", "") for p in prompt.first_turn)
    assert "podwójnym widzeniem" in sent and "двоение" not in sent
    assert [f.key for f in prompt.released_notes] == ["note 2"]
    assert "NOT de-identified" in withheld_summary((), (), prompt.released_notes)
    changed = dataclasses.replace(_case(), notes=(ENGLISH, POLISH + " Bez zmian.", RUSSIAN))
    again = build_prompt(
        changed, changed.tasks[0], ablation=Ablation.TEXT_ONLY, confirmations=released
    )
    assert "podwójnym" not in "\n".join(p.get("text", "") for p in again.first_turn)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("born 1931, seen today", False),
        ("geb. 1930 in Leipzig", False),
        ("née en 1932", False),
        ("nacida en 1929", False),
        ("geboren in 1933", False),
        ("1931年出生", False),
        ("born 1961, seen today", True),
    ],
)
def test_birth_year_revealing_an_age_over_89_is_generalised(text, kept):
    out = Deidentifier().scrub(text)
    year = next(w for w in text.replace("年", " ").split() if w[:4].isdigit())[:4]
    assert (year in out) is kept, out
    if not kept:
        assert "90 or older" in out


def test_withheld_fields_and_unread_notes_never_reach_the_endpoint(tmp_path, fake_openai):
    spec = ModelSpec("fake/vlm", base_url=fake_openai.base_url, api_key_env="FAKE_API_KEY")
    provider = OpenAICompatibleProvider(
        spec, "sk-test", timeout=5.0, retry=RetryPolicy(max_retries=1, base_delay=0.01)
    )
    config = BatchConfig(
        params=SamplingParams(n=1), concurrency=1, images=ImageOptions(mode=ImageMode.EVEN, count=1)
    )
    fake_openai.queue(*[Reply() for _ in range(4)])
    with Store.open(tmp_path / "nl.duckdb") as store:
        summary = run_batch(store, provider, [_case()], config)
    assert summary.failed == 0 and summary.answered >= 1
    sent = fake_openai.texts_sent()
    for key, value in WITHHELD:
        assert value not in sent and f"{key}:" not in sent, key
    for part in ("Wierzbołowicz", "podwójnym", "Шелестова", "двоение"):
        assert part not in sent
    assert ENGLISH in sent and "右侧肢体无力3天" in sent and "ataxic gait" in sent
    assert "90 or older" in sent and ": 97" not in sent
