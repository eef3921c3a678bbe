"""A one-letter word before a hyphen is a compound's first part ("U-fibres", "O-ring"), not the
Spanish "u" / "o" (or) that splits a list: read as one, it made two names of one English
sentence an either-or list."""

from __future__ import annotations

from scoring.rule.items import split_items
from scoring.rule.text import clean, tokenize
from tests.support.verdicts import judge, verdict


def _either_or(text: str) -> list[bool]:
    cleaned = clean(text)
    return [item.either_or for item in split_items(cleaned, tokenize(cleaned))]


def test_a_letter_before_a_hyphen_opens_no_alternative() -> None:
    assert not any(_either_or("Lesions reaching the U-fibres are typical of PML here."))
    assert any(_either_or("Meningioma u hemangiopericitoma"))


def test_u_fibres_do_not_split_the_sentence_into_alternatives() -> None:
    answer = (
        "Asymmetric subcortical lesions reaching the U-fibres in a man on natalizumab for"
        " multiple sclerosis; the pattern points to progressive multifocal leukoencephalopathy."
    )
    assert verdict(answer, "Progressive multifocal leukoencephalopathy") is True
    assert verdict(answer, "Multiple sclerosis") is False


def test_spanish_u_and_o_still_offer_alternatives() -> None:
    assert "no single diagnosis" in judge("Meningioma u hemangiopericitoma", "Meningioma").reason
    assert verdict("Glioblastoma o linfoma, sin poder decidir.", "Glioblastoma") is False
