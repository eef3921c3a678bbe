"""Chinese notes: a romanised name written against Chinese text, an identity number whose label
touches it ("身份證號碼A…"), and the place after a bare "住"; a hospital stay ("住院") stays."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_romanised_name_against_chinese_text():
    text = "陪診：女兒Yeung Hoi-yan，病人TSE Wing Kei（謝永基）覆診。"
    assert_kept_and_gone(text, ["陪診", "覆診"], ["Yeung Hoi-yan", "TSE Wing Kei"])


def test_identity_number_whose_label_touches_it():
    text = "病人身份證號碼R765432(1)，已核對。"
    assert_kept_and_gone(text, ["已核對"], ["R765432(1)"])


def test_place_after_a_bare_live_verb():
    text = "外孙住昌平区回龙观镇，住院期间未探视；转住神经内科病区。"
    assert_kept_and_gone(text, ["住院期间", "神经内科病区"], ["昌平区回龙观镇"])
