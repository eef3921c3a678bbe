"""Ages over 89 written without their usual unit go (an ordinal year of life, a French or
Spanish "a" before a comma, a Chinese age after the word that says it is one); the same shapes
under 90, or counting something else, stay."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_ordinal_year_of_life_in_three_languages():
    text = "Now in his ninety-second year. Im 96. Lebensjahr verstorben. Dans sa 93e année."
    found = " ".join(redacted_parts(text))
    for age in ("ninety-second", "96", "93e"):
        assert age in found, (age, found)


def test_ordinal_year_up_to_the_ninetieth_stays():
    text = "Now in her ninetieth year; im 90. Lebensjahr; dans sa 85e année."
    assert_kept_and_gone(text, ["ninetieth", "90", "85e"], [])


def test_years_written_a_before_a_comma():
    text = "Mme R., 94 a, vue pour chute. Paciente 92 a; sin cambios. Score 95 a été atteint."
    found = redacted_parts(text)
    assert any("94" in f for f in found) and any("92" in f for f in found), found
    assert_kept_and_gone(text, ["Score 95 a été"], [])


def test_chinese_age_after_its_cue():
    text = "病人年屆九十二，其兄享年九十五，今年亦已九十有三。血壓九十分鐘後復測。"
    found = "".join(redacted_parts(text))
    for age in ("九十二", "九十五", "九十有三"):
        assert age in found, (age, found)
    assert "九十分" not in found
