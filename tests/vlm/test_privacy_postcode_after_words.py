"""A postcode after its label or after "à"/"te", a Spanish town after a house number and "de",
a French quarter and a Belgian chaussée, a town near a relative and a Hong Kong village house
go; a year after "à" before a word the gazetteers do not know stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_mexican_postcode_label():
    text = "Calle Juárez 14, C.P. 76000, Querétaro. Sin cambios."
    assert_kept_and_gone(text, ["Sin cambios"], ["C.P. 76000"])


def test_belgian_postcode_after_a_or_te():
    text = "Réside à 6700 Arlon depuis 2015. Woont te 3500 Hasselt."
    assert_kept_and_gone(text, ["depuis 2015"], ["6700 Arlon", "3500 Hasselt"])


def test_a_year_before_an_unknown_word_stays():
    text = "Prévu à 2030 Objectif glycémique atteint."
    assert_kept_and_gone(text, ["2030 Objectif"], [])


def test_spanish_town_after_house_number_and_de():
    text = "Casa en la calle Real n.º 9 de Ayllón, con patio."
    assert_kept_and_gone(text, ["con patio"], ["Ayllón"])


def test_quarter_and_chaussee():
    text = "Habite quartier du Port, chaussée de Wavre 310, au rez-de-chaussée."
    assert_kept_and_gone(
        text, ["au rez-de-chaussée"], ["quartier du Port", "chaussée de Wavre 310"]
    )


def test_town_near_a_relative():
    text = "He moved last year to be near his son in Aldeburgh; cerca de su hija en Briviesca."
    assert_kept_and_gone(text, ["moved last year"], ["Aldeburgh", "Briviesca"])


def test_hong_kong_village_house():
    text = "Home: 41 Ha Tsuen San Tsuen, lives with wife."
    assert_kept_and_gone(text, ["lives with wife"], ["41 Ha Tsuen San Tsuen"])
