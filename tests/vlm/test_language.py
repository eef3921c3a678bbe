"""Which language an answer is in (vlm/language.py): what the offline verdict abstains on."""

from __future__ import annotations

import pytest

from vlm.language import detect_language


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Le lesioni periventricolari ovoidali indicano una sclerosi multipla recidivante.", "it"),
        (
            "As lesões periventriculares ovoides e a lesão do corpo caloso indicam uma esclerose "
            "múltipla com surtos e remissões.",
            "pt",
        ),
        ("脳室周囲の卵円形病変から多発性硬化症と考えます。", "ja"),
        ("뇌실 주위 병변으로 다발성 경화증이 의심됩니다.", "ko"),
        ("Множественные очаги в белом веществе, наиболее вероятно рассеянный склероз.", "ru"),
    ],
)
def test_languages_not_read_are_told_surely(text: str, code: str) -> None:
    guess = detect_language(text)
    assert (guess.code, guess.sure, guess.read) == (code, True, False)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "The lesions are ovoid and periventricular, most consistent with multiple sclerosis.",
            "en",
        ),
        ("Lesiones periventriculares ovoides, lo más probable es una esclerosis múltiple.", "es"),
        ("Mehrere periventrikuläre Läsionen, am ehesten eine Multiple Sklerose.", "de"),
        ("Lésions périventriculaires multiples, évoquant une sclérose en plaques.", "fr"),
        ("双侧脑室旁多发卵圆形病灶，考虑多发性硬化。", "zh"),
    ],
)
def test_languages_read(text: str, code: str) -> None:
    guess = detect_language(text)
    assert guess.code == code and guess.read


@pytest.mark.parametrize("text", ["GBM", "Diagnosis: MS. Differential: ADEM, NMOSD", "Sellar mass"])
def test_short_or_acronym_text_is_never_sure(text: str) -> None:
    guess = detect_language(text)
    assert not guess.sure
