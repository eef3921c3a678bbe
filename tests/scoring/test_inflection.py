"""Inflected forms of the translated names: German declension and plurals, Spanish and French
plurals, read in running text without the one-typo allowance."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher
from scoring.rule.inflection import french_forms, german_forms, inflected_names, spanish_forms
from scoring.rule.text import keys


def test_german_adjectives_in_front_of_the_noun_take_every_ending() -> None:
    forms = german_forms("multiple Sklerose")
    assert {"multipler Sklerose", "multiplen Sklerose", "multiplem Sklerose"} <= set(forms)
    forms = german_forms("sekundär progrediente multiple Sklerose")
    assert "sekundär progredienten multiplen Sklerose" in forms  # the adverb keeps its form


def test_german_head_nouns_take_a_plural_and_complements_keep_their_form() -> None:
    assert {"Hirninfarkte", "Hirninfarkten"} <= set(german_forms("Hirninfarkt"))
    assert "Blutungen" in german_forms("Blutung")
    assert "Metastasen" in german_forms("Metastase")
    assert german_forms("Hirnmetastasen") == []
    forms = german_forms("Infarkt der Arteria cerebri media")
    assert forms == []  # no leading adjective, and the genitive complement is fixed
    assert german_forms("vaskuläre Demenz vom Binswanger-Typ")[:1] == [
        "vaskulärem Demenz vom Binswanger-Typ"
    ]
    assert german_forms("MS") == german_forms("Morbus Parkinson") == []


def test_spanish_and_french_plurals_stop_at_the_first_preposition() -> None:
    assert spanish_forms("hematoma subdural crónico") == ["hematomas subdurales crónicos"]
    assert spanish_forms("malformación arteriovenosa") == ["malformaciones arteriovenosas"]
    assert spanish_forms("infarto de la arteria cerebral media") == [
        "infartos de la arteria cerebral media"
    ]
    assert spanish_forms("HSD crónico") == ["HSD crónicos"]
    assert french_forms("hématome sous-dural chronique") == ["hématomes sous-duraux chroniques"]
    assert french_forms("infarctus de l'artère cérébrale moyenne") == []


def test_only_forms_that_fold_to_something_new_are_kept() -> None:
    names = inflected_names("fr", ["AVC ischémique", "infarctus cérébral"])
    assert names == ("AVC ischémique", "infarctus cérébral", "infarctus cérébraux")
    assert len({keys(n) for n in names}) == len(names)
    assert inflected_names("it", ["ictus ischemico"]) == ("ictus ischemico",)


@pytest.mark.parametrize(
    ("reference", "answer"),
    [
        ("Multiple sclerosis", "Befund vereinbar mit einer multiplen Sklerose"),
        ("Acute ischemic stroke", "Verdacht auf einen akuten ischämischen Schlaganfall"),
        ("Acute ischemic stroke", "Multiple akute Hirninfarkte"),
        ("Glioma", "Multiple Gliome"),
        ("Lacunar infarct", "Infartos lacunares múltiples"),
        ("Chronic subdural hematoma", "Hematomas subdurales crónicos bilaterales"),
        ("Chronic subdural hematoma", "Hématomes sous-duraux chroniques bilatéraux"),
        ("Brain abscess", "Abcès cérébraux multiples"),
        ("Brain tumor", "Tumores cerebrales"),
    ],
)
def test_inflected_names_are_read_without_the_typo_allowance(reference: str, answer: str) -> None:
    verdict = load_matcher(SYNONYMS_FILE).match(answer, Reference(diagnosis=reference))
    assert verdict.correct is True, verdict.reason
    assert "typo" not in verdict.reason
