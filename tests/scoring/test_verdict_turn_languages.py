"""A contrast in Spanish, French, German or Chinese turns the answer to the diagnosis its clause
commits to, as "however" / "but" do in English; German and French set the contrast word inside
its clause ("am ehesten handelt es sich aber um X", "il s'agit cependant d'X"), and German puts
the verb first after an adverb ("vermutlich handelt es sich um X"). Disease words of those
languages (abcès, Hirnabszess, 脓肿) make the clause after the turn a diagnosis."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict
from vlm.disease_words import looks_like_diagnosis


@pytest.mark.parametrize(
    ("answer", "right", "wrong"),
    [
        (
            "Inicialmente se pensó en una metástasis, pero lo más probable es un absceso piógeno.",
            "Brain abscess",
            "Metastases",
        ),
        (
            "Une sclérose en plaques a été discutée, mais le plus probable est une NMOSD.",
            "Neuromyelitis optica spectrum disorder",
            "Multiple sclerosis",
        ),
        (
            "In Frage kommen ein Meningeom und eine Metastase, am ehesten handelt es sich jedoch"
            " um ein Schwannom.",
            "Schwannoma",
            "Meningioma",
        ),
        ("起初考虑脑转移瘤，但最可能为脑脓肿。", "Brain abscess", "Metastases"),
    ],
)
def test_a_contrast_turns_to_the_diagnosis_its_clause_commits_to(
    answer: str, right: str, wrong: str
) -> None:
    assert verdict(answer, right) is True
    assert verdict(answer, wrong) is False


def test_the_german_verb_first_after_an_adverb_commits() -> None:
    answer = (
        "Glatte Randanreicherung mit zentraler Restriktion; vermutlich handelt es sich um"
        " einen Hirnabszess."
    )
    assert verdict(answer, "Brain abscess") is True


def test_a_concession_after_the_answer_does_not_turn_it() -> None:
    answer = "Am ehesten ein Glioblastom, allerdings ist ein Lymphom nicht sicher auszuschließen."
    assert verdict(answer, "Glioblastoma") is True
    assert (
        verdict(
            "Lo más probable es un meningioma, aunque no se descarta un hemangiopericitoma.",
            "Meningioma",
        )
        is True
    )


@pytest.mark.parametrize(
    "span",
    ["un abcès cérébral", "ein Hirnabszess", "eine Sinusvenenthrombose", "脑脓肿", "蛛网膜囊肿"],
)
def test_disease_words_of_the_read_languages_name_a_diagnosis(span: str) -> None:
    assert looks_like_diagnosis(span)


def test_advice_is_no_diagnosis() -> None:
    assert not looks_like_diagnosis("eine Kontrolle in drei Monaten")
    assert not looks_like_diagnosis("un contrôle IRM à trois mois")
