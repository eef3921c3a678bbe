"""People named by the family name and a word of address (Chinese "老王", "陳生", "黃姑娘") and
families or couples named by their name in the six languages; Chinese words that begin or end
with the same characters ("6小时", "小于", "生活", "太極") stay. Each case is our own sentence,
never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("今早老郭来探望，精神尚可。", "郭"),
        ("何生今日由女兒陪同覆診。", "何"),
        ("梁姑娘負責跟進個案。", "梁"),
        ("Los Sres. Arrieta vinieron a la consulta.", "Arrieta"),
        ("Familie Brouwer is op de hoogte gebracht.", "Brouwer"),
        ("Das Ehepaar Kranzler wohnt im Erdgeschoss.", "Kranzler"),
        ("Spoke with the Adebayo family about the plan.", "Adebayo"),
    ],
)
def test_a_family_name_with_its_word_of_address_is_removed(text, gone):
    assert gone not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "右侧肢体无力6小时，血肿小于10毫升。",
        "生活自理，太極拳練習，小便正常，老年人。",
        "The Parkinson family history is positive.",
    ],
)
def test_words_with_the_same_characters_stay(text):
    assert _scrub(text) == text
