"""Short answers in languages the rule does not read: told by their own letters, small words or
alphabet, so that the verdict abstains instead of reading shared disease names as English."""

from __future__ import annotations

import pytest

from tests.support.verdicts import judge
from vlm.language import detect_language
from vlm.language_marks import marked_language, script_language


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        ("Impressão: meningioma com cauda dural.", "pt"),
        ("Diagnosi: emorragia subaracnoidea nella cisterna.", "it"),
        ("Conclusie: beeld passend bij een glioblastoom.", "nl"),
        ("Závěr: ložisková ischemie vlevo.", "cs"),
        ("Wniosek: udar niedokrwienny płata czołowego.", "pl"),
        ("Slutsats: hjärninfarkt och ödem.", "sv"),
        ("Extra-axiale laesie, dural tail. Conclusie: meningeoom.", "nl"),
        ("Lesione extra-assiale frontale sinistra: meningioma.", "it"),
    ],
)
def test_a_short_answer_is_told_by_its_own_letters_or_words(answer: str, code: str) -> None:
    assert marked_language(answer) == code
    guess = detect_language(answer)
    assert (guess.code, guess.sure, guess.read) == (code, True, False)


@pytest.mark.parametrize(
    "answer",
    [
        "Glioblastoma with central necrosis.",
        "Glioblastoma con necrosis central.",
        "Glioblastom mit zentraler Nekrose.",
        "Glioblastome avec nécrose centrale.",
        "Dural AV fistula (Cognard IIa).",
        "Glioblastoma, IDH-wildtype.",
        "Passend zu MS.",
    ],
)
def test_read_languages_and_acronyms_are_no_evidence(answer: str) -> None:
    assert marked_language(answer) == ""
    guess = detect_language(answer)
    assert guess.read or not guess.sure


def test_a_read_language_word_beside_an_unread_one_leaves_it_unknown() -> None:
    # mixed: an English "with" outweighs nothing; both marks make it no evidence either way
    assert marked_language("Glioblastoma com necrosis, with oedema") == ""


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        ("Заключение: рассеянный склероз.", "ru"),
        ("Висновок: розсіяний склероз.", "uk"),
        ("Συμπέρασμα: σκλήρυνση κατά πλάκας.", "el"),
    ],
)
def test_an_alphabet_names_its_language(answer: str, code: str) -> None:
    assert script_language(answer) == code


def test_a_short_gloss_in_another_alphabet_does_not_name_the_language() -> None:
    answer = (
        "Multiple sclerosis with periventricular and juxtacortical plaques (рассеянный склероз)"
    )
    assert script_language(answer) == ""


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Diagnóstico final: glioblastoma multiforme com necrose central.", "Glioblastoma"),
        ("Diagnosi: ictus ischemico acuto nel territorio della cerebrale media.", "Stroke"),
        ("Diagnose: multiple sclerose bij een jonge vrouw.", "Multiple sclerosis"),
        ("Заключение: glioblastoma, IDH-дикий тип.", "Glioblastoma"),
    ],
)
def test_the_verdict_abstains_on_a_short_unread_answer(answer: str, reference: str) -> None:
    verdict = judge(answer, reference)
    assert verdict.correct is None
    assert "does not read" in verdict.reason
