"""A Chinese province written before its city goes with it, with or without "省"."""

import pytest

from tests.support.privacy_spans import redacted_parts


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("患者原籍贵州遵义，务农多年。", "贵州遵义"),
        ("儿子现居福建省厦门，每月回来。", "福建省厦门"),
        ("女兒住廣東深圳。", "廣東深圳"),
    ],
)
def test_the_province_goes_with_its_city(text, place):
    assert any(place in part for part in redacted_parts(text)), redacted_parts(text)


def test_a_province_alone_in_a_clinical_phrase_is_not_taken():
    assert redacted_parts("四肢肌力正常，病理征阴性。") == []
