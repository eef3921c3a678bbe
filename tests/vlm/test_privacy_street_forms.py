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
