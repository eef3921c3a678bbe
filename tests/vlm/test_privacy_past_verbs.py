"""A past-tense verb that opens a sentence after a cue's abbreviation is the sentence's verb, not
a name; a relative's first name after the same cue still goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    "text",
    [
        "Seen with the SpR. Explained the diagnosis to the family.",
        "Letter copied to GP. Advised no driving for six months.",
        "Reviewed by the FY1. Examined again at noon, unchanged.",
    ],
)
def test_verb_after_a_cue_is_kept(text: str) -> None:
    verb = text.split(". ")[1].split()[0]
    assert_kept_and_gone(text, [verb], [])


def test_relative_after_the_same_cue_still_goes() -> None:
    text = "Seen with the SpR. Explained to wife Rosalind, who agrees."
    assert_kept_and_gone(text, ["Explained"], ["Rosalind"])


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Laut Ehefrau Verwirrtheit vor allem abends.", "Verwirrtheit"),
        ("Laut Sohn Stürze im Bad, zweimal diese Woche.", "Stürze"),
    ],
)
def test_noun_after_a_relation_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_relative_named_after_the_same_cue_still_goes() -> None:
    assert_kept_and_gone("Laut Ehefrau Brigitte schläft er schlecht.", [], ["Brigitte"])


def test_first_name_of_the_same_ending_with_a_surname_still_goes() -> None:
    assert_kept_and_gone("Re: Winifred Oakhurst, seen in clinic.", [], ["Winifred Oakhurst"])
