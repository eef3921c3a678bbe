"""A noun's last character before a negation and a side before a shift are not Chinese names;
pills and amines are drug words; a real name beside them still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_history_unknown_and_a_shift_to_one_side_stay():
    text = "外伤史不详，手术史无。头颅CT示中线结构左移约5mm，双眼向右偏斜。"
    assert_kept_and_gone(text, kept=["史不详", "左移", "右偏"], gone=[])


def test_pills_and_amines_stay_whole():
    text = "口服安宫牛黄丸一丸，加用拉考沙胺100mg bid控制发作，金刚烷胺改善步态。"
    assert_kept_and_gone(text, kept=["安宫牛黄丸", "拉考沙胺", "金刚烷胺"], gone=[])


def test_a_name_beside_them_still_goes():
    text = "患者史建华，病史不详，由女儿左丽娟陪同，予拉考沙胺。"
    assert_kept_and_gone(text, kept=["拉考沙胺"], gone=["史建华", "左丽娟"])
