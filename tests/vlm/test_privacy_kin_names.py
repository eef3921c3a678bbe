"""Names after kinship words outside the common relation cues (in-laws, steps, grandparents,
uncles, aunts and cousins in six languages), a lower-case name in brackets after a relation, and
a Chinese relative's name after the kinship word. Nouns, verbs, clinical words and eponyms after
a kinship word stay. Each case is our own sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Her stepmother Yvonne Castell drove her in this morning.", "Castell"),
        ("Seit März kümmert sich die Schwägerin Liesl um den Haushalt.", "Liesl"),
        ("Son beau-frère Gilbert passe chaque soir.", "Gilbert"),
        ("La acompaña su suegra Amparo desde el ingreso.", "Amparo"),
        ("Zwager Joop regelt de boodschappen.", "Joop"),
        ("Great-granddaughter Skye stays over at weekends.", "Skye"),
        ("Visited by her nephew (callum) after lunch.", "callum"),
        ("由表姐阿珍陪同覆診。", "阿珍"),
        ("患者由孙女杨丽陪护，情绪稳定。", "杨丽"),
        ("兒媳何太每日送飯。", "何"),
        ("病人由兒子阿強陪同入院。", "阿強"),
        ("照顧者：外傭Rosalind，日間在家。", "Rosalind"),
        ("鄰居馮姐有門匙。", "馮"),
        ("由女婿司徒家豪陪同覆診。", "司徒家豪"),
        ("覆診由姪女Yvonne陪同。", "Yvonne"),
    ],
)
def test_name_after_a_kinship_word_is_removed(text, name):
    assert name not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Familienanamnese: Onkel Epilepsie, Tante Parkinson-Krankheit.",
        "Tante mütterlicherseits mit Migräne.",
        "Grandfather Had a stroke at 70.",
        "Oncle paternel Diabétique.",
        "Tío materno con Epilepsia.",
        "女兒阿司匹林過敏史不詳。",
    ],
)
def test_what_follows_a_kinship_word_that_is_no_name_stays(text):
    assert "[NAME]" not in _scrub(text)
