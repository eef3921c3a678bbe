"""Three characters after "患者" that are two everyday words cut in the middle are no name; a
name after the same cue still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_two_words_cut_after_the_cue_stay():
    text = "患者康复训练积极，夜间患者安静入睡，未再抽搐。"
    assert_kept_and_gone(text, kept=["康复训练", "安静入睡"], gone=[])


def test_a_name_after_the_cue_still_goes():
    text = "患者高明华入院，患者朱红梅出院，家属张丽萍陪同。"
    assert_kept_and_gone(text, kept=[], gone=["高明华", "朱红梅", "张丽萍"])
