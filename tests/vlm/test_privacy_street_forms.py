"""Street forms: northern English street words, lower-case Spanish abbreviations, an English
address inside a Chinese note that ends at the Chinese full stop, and a Hong Kong flat whose
number holds its floor."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_northern_english_street_words():
    text = "Home: 7 Kiln Garth, then moved to 21 Hollin Brow after the fall."
    assert_kept_and_gone(text, ["after the fall"], ["7 Kiln Garth", "21 Hollin Brow"])


def test_lower_case_spanish_street_abbreviations():
    text = "Su hermana vive en la avda. de Portugal 18 y él en pza. Doctor Fleming 2."
    assert_kept_and_gone(text, ["Su hermana"], ["avda. de Portugal 18", "pza. Doctor Fleming 2"])


def test_english_address_stops_at_the_chinese_full_stop():
    text = "Address: Rm 1708, Kin Shing House, Lek Yuen Estate。血壓穩定。"
    assert_kept_and_gone(text, ["血壓穩定"], ["Kin Shing House"])


def test_hong_kong_flat_number_with_its_floor():
    text = "住在石硤尾邨美映樓1412室，獨居。"
    assert_kept_and_gone(text, ["獨居"], ["美映樓1412室"])


def test_floor_door_and_town_left_after_a_street():
    text = "La familia vive en calle Sierpes n.º 31, pta. 4, Carmona. Refiere mareo."
    assert_kept_and_gone(text, ["Refiere mareo"], ["31", "pta. 4", "Carmona"])


def test_flat_and_town_after_a_french_or_german_street():
    text = (
        "Domicile : 8 rue Juiverie, appartement 12, Vienne.\nAnschrift: Kornstr. 5, Whg. 3, Lahr."
    )
    assert_kept_and_gone(
        text, ["Domicile", "Anschrift"], ["appartement 12", "Vienne", "Whg. 3", "Lahr"]
    )


def test_a_department_after_a_street_stays():
    text = "Collapsed outside 4 Mill Lane, flat 2, Neurology."
    assert_kept_and_gone(text, ["Neurology"], ["4 Mill Lane", "flat 2"])


def test_lower_case_calle_with_its_number():
    text = "Se mudó a calle Feria 14, 2.º, con su nieta."
    assert_kept_and_gone(text, ["con su nieta"], ["calle Feria 14"])


def test_spanish_plot_block_and_lot_with_the_town():
    text = "Domicilio: Urbanización El Olivar, parcela 22, Estepona.\nSin alergias."
    assert_kept_and_gone(text, ["Sin alergias"], ["parcela 22", "Estepona"])


def test_spanish_square_abbreviated_with_a_capital():
    text = "La hija vive en Pl. de la Merced 3, Cuenca."
    assert_kept_and_gone(text, ["La hija"], ["Pl. de la Merced 3", "Cuenca"])


def test_hong_kong_street_with_a_direction_and_not_the_verb_before_it():
    text = "兒子住荔枝角道東88號，每週探望。"
    assert_kept_and_gone(text, ["兒子住", "每週探望"], ["荔枝角道東88號"])
