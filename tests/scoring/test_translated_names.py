"""The synonym table's names in further languages (scoring/names/*.yaml): every entry has them,
each finds its own entry, and answers written in those languages are read by name."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from data.errors import LoadError
from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, SynonymTable, load_matcher
from scoring.rule.text import keys

LANGUAGES = ("es", "de", "fr")


@pytest.fixture(scope="module")
def table() -> SynonymTable:
    return SynonymTable.from_yaml(SYNONYMS_FILE)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_has_names_in_the_language(table: SynonymTable, language: str) -> None:
    missing = [e.id for e in table.entries.values() if not e.translations.get(language)]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translated_name_finds_its_own_entry(table: SynonymTable, language: str) -> None:
    wrong = [
        (name, entry.id, table.entry_id(name))
        for entry in table.entries.values()
        for name in entry.translations.get(language, ())
        if table.entry_id(name) != entry.id
    ]
    assert wrong == []


def test_a_translation_for_an_unknown_entry_is_refused(tmp_path: Path) -> None:
    (tmp_path / "names").mkdir()
    (tmp_path / "names" / "es.yaml").write_text(
        yaml.safe_dump({"language": "es", "names": {"ms": ["esclerosis múltiple"], "nope": ["x"]}}),
        encoding="utf-8",
    )
    table_file = tmp_path / "synonyms.yaml"
    table_file.write_text(
        yaml.safe_dump(
            {
                "translations": ["names/es.yaml"],
                "entries": [{"id": "ms", "names": ["multiple sclerosis"]}],
            }
        ),
        encoding="utf-8",
    )
    with pytest.raises(LoadError, match="nope"):
        SynonymTable.from_yaml(table_file)


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Multiple sclerosis", "Esclerosis múltiple remitente-recurrente"),
        ("Amyotrophic lateral sclerosis", "Esclerosis lateral amiotrófica (ELA)"),
        ("Acute ischemic stroke", "Ictus isquémico agudo"),
        ("Stroke", "ACV"),
        ("Subarachnoid hemorrhage", "Hemorragia subaracnoidea aneurismática"),
        ("Brain abscess", "Absceso cerebral frontal derecho"),
        ("Herpes simplex encephalitis", "Encefalitis herpética"),
        ("Creutzfeldt-Jakob disease", "Enfermedad de Creutzfeldt-Jakob esporádica"),
        ("Normal pressure hydrocephalus", "Hidrocefalia normotensiva idiopática"),
        ("Vestibular schwannoma", "Neurinoma del acústico izquierdo"),
        ("Guillain-Barre syndrome", "Síndrome de Guillain-Barré"),
    ],
)
def test_spanish_answers_are_read_by_name(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Relapsing remitting multiple sclerosis", "Esclerosis múltiple"),  # broader class
        ("Glioblastoma", "Glioma de bajo grado"),  # sibling
        ("Multiple sclerosis", "Neuromielitis óptica"),  # sibling
        ("Parkinson disease", "Atrofia multisistémica"),  # sibling
    ],
)
def test_a_broader_or_other_spanish_name_is_not_a_hit(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Glioblastoma", "Glioblastom"),
        ("Glioblastoma", "Diagnose: Glioblastom, IDH-Wildtyp, ZNS WHO Grad 4"),
        ("Multiple sclerosis", "Multiple Sklerose (MS)"),
        ("Amyotrophic lateral sclerosis", "Amyotrophe Lateralsklerose"),
        ("MCA infarct", "Mediainfarkt links"),
        ("Subarachnoid hemorrhage", "SAB"),
        ("Intracerebral hemorrhage", "ICB links thalamisch"),
        ("Brain abscess", "Hirnabszess rechts frontal"),
        ("Meningioma", "Meningeom der Falx"),
        ("Cerebral venous sinus thrombosis", "Sinusvenenthrombose"),
        ("Parkinson disease", "Idiopathisches Parkinson-Syndrom"),
        ("Alzheimer disease", "Demenz vom Alzheimer-Typ"),
        ("Cerebral small vessel disease", "Erkrankung der kleinen Hirngefässe"),
    ],
)
def test_german_answers_are_read_by_name(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Parkinson disease", "Parkinson-Syndrom"),  # parkinsonism: broader class
        ("Glioblastoma", "Gliom"),  # broader class
        ("Acute subdural hematoma", "Chronisches Subduralhämatom"),  # sibling
    ],
)
def test_a_broader_or_other_german_name_is_not_a_hit(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is False, verdict.reason


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Stroke", "AVC"),
        ("Multiple sclerosis", "Sclérose en plaques (SEP) rémittente-récurrente"),
        ("Amyotrophic lateral sclerosis", "Maladie de Charcot"),
        ("Amyotrophic lateral sclerosis", "SLA"),
        ("Subarachnoid hemorrhage", "Hémorragie méningée par rupture anévrismale"),
        ("MCA infarct", "Infarctus sylvien gauche"),
        ("Neuromyelitis optica spectrum disorder", "Maladie de Devic"),
        ("Wernicke encephalopathy", "Encéphalopathie de Gayet-Wernicke"),
        ("Glioblastoma", "Glioblastome"),
        ("Tuberous sclerosis complex", "Sclérose tubéreuse de Bourneville"),
        ("Progressive multifocal leukoencephalopathy", "LEMP"),
        # begins with a name of ischaemic stroke: the longer name must win
        ("Transient ischemic attack", "Accident ischémique cérébral transitoire"),
    ],
)
def test_french_answers_are_read_by_name(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is True, verdict.reason


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("MCA infarct", "AVC ischémique"),  # broader class
        ("Glioblastoma", "Méningiome"),  # sibling
        ("Sporadic Creutzfeldt-Jakob disease", "Variante de la maladie de Creutzfeldt-Jakob"),
    ],
)
def test_a_broader_or_other_french_name_is_not_a_hit(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is False, verdict.reason


def test_german_sharp_s_folds_to_ss() -> None:
    assert keys("Gefäßmalformation") == keys("Gefässmalformation") == ("gefassmalformation",)
    assert keys("weiße Substanz") == keys("weisse Substanz")


def test_an_answer_in_a_known_language_is_read_without_the_other_languages_names() -> None:
    matcher = load_matcher(SYNONYMS_FILE)
    # English 'ictus' is a seizure; the Spanish name 'ictus' (stroke) is not read here
    english = "Temporal lobe epilepsy; the scan was obtained two hours after the ictus."
    verdict = matcher.match(english, Reference(diagnosis="Temporal lobe epilepsy"))
    assert verdict.correct is True, verdict.reason
    stroke = Reference(diagnosis="Stroke")
    assert matcher.match("Diagnóstico: ictus", stroke, language="es").correct is True
    # read as English, 'ictus' is not the stroke entry's name (a word the table lacks: undecided)
    assert matcher.match("Diagnóstico: ictus", stroke, language="en").correct is not True
    assert matcher.match("Diagnóstico: ictus", stroke).correct is True  # too short to tell


def test_pituitary_apoplexy_is_not_a_typo_of_the_german_apoplex() -> None:
    # 'Apoplex' (German for stroke) would forgive 'apoplexy' as a typo: pituitary apoplexy
    matcher = load_matcher(SYNONYMS_FILE)
    assert matcher.match("Pituitary apoplexy", Reference(diagnosis="Stroke")).correct is False
