"""Identity documents and record numbers under their local labels go, whatever their shape; the
label's word in a sentence without a number stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_passports_and_identity_cards_in_five_languages():
    text = (
        "Reisepass: X7Q2LM41B. Passeport n° 21KT55890. Pasaporte: RZA902113. "
        "Paspoortnummer NW4KD81P2. Passport no. 5512Q8R7."
    )
    gone = ["X7Q2LM41B", "21KT55890", "RZA902113", "NW4KD81P2", "5512Q8R7"]
    assert_kept_and_gone(text, [], gone)


def test_chinese_case_and_insurance_numbers():
    text = "病历号 40917，医保卡号：G20558311。"
    assert_kept_and_gone(text, [], ["40917", "G20558311"])


def test_the_label_word_without_a_number_stays():
    text = "The passport was renewed; Medicare funding approved; la carte vitale est à jour."
    assert_kept_and_gone(text, ["passport was renewed", "funding approved", "carte vitale"], [])


def test_dutch_de_dato_before_a_day_and_month():
    text = "Gezien d.d. 21-11, controle over zes weken."
    assert_kept_and_gone(text, ["controle over zes weken"], ["21-11"])
