"""Institutions written as a head, "of" and a place, beside bodies of a profession and
departments of a specialty written the same way."""

from tests.support.privacy_spans import assert_kept_and_gone
from vlm.privacy.head_of_place import head_of_place_spans


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in head_of_place_spans(text)]


def test_head_of_a_place_goes():
    text = "Her son studies at the University of Wenlock; she trained at the College of the Wolds."
    assert_kept_and_gone(
        text, ["Her son studies"], ["University of Wenlock", "College of the Wolds"]
    )


def test_profession_and_specialty_after_of_are_no_place():
    text = (
        "School of Medicine, College of Radiologists, Institute of Neurology, Academy of Surgeons."
    )
    assert _found(text) == []
