"""A day of the month written in words before its month (French, Spanish, Dutch), an English
month with an ordinal after it, and a letter's place before such a date go; counts of days,
weeks or months written in words stay."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_french_days_in_words():
    text = "Revu le quatorze juin puis hospitalisé du vingt-sept juillet, sortie le premier août."
    assert_kept_and_gone(text, ["Revu", "hospitalisé", "sortie"], [])
    found = " ".join(redacted_parts(text))
    for day in ("quatorze juin", "vingt-sept juillet", "premier août"):
        assert day in found, (day, found)


def test_spanish_days_in_words_need_de():
    text = "Ingresó el tres de enero; control el veintidós de febrero. Lleva tres meses así."
    gone = ["tres de enero", "veintidós de febrero"]
    assert_kept_and_gone(text, ["tres meses así"], gone)


def test_dutch_days_in_words():
    text = "Opname op negen maart, ontslag op zeventien maart; twee weken later controle."
    assert_kept_and_gone(text, ["twee weken later"], ["negen maart", "zeventien maart"])


def test_english_month_before_its_ordinal():
    text = "She was first seen on June the fourteenth and again on July twenty-second."
    assert_kept_and_gone(text, ["first seen"], ["June the fourteenth", "July twenty-second"])


def test_dateline_town_before_a_day_in_words():
    text = "Charleroi, le dix-neuf mai\nChère Consœur,\nMerci pour cette patiente."
    assert_kept_and_gone(text, ["Chère Consœur", "Merci"], ["Charleroi", "dix-neuf mai"])


def test_counts_and_abbreviated_months_stay():
    text = "Depuis trois mois, deux crises. Dos semanas sin crisis. Drie weken rust."
    assert_kept_and_gone(text, ["trois mois", "deux crises", "Dos semanas", "Drie weken"], [])
