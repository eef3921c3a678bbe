"""Chinese disease names the tagger cuts into a person and the rest (a germ before 菌, an
eponym before 动脉炎, 毛 before 黏液样) stay in the text; 病 after a real person's name, when it
opens a word about the person's illness (病重, 病假, 病了), no longer shields the name; a
sickness character (疝) after a family name is a disease, not a person."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_germ_or_an_eponym_before_its_disease_word_is_no_person():
    text = "MRI示脑干多发环形强化，血培养阳性，考虑李斯特菌菱脑炎；患者胡建平既往体健。"
    assert_kept_and_gone(text, kept=["李斯特菌菱脑炎"], gone=["胡建平"])
    text = "颈动脉管壁环形增厚，诊断为高安动脉炎。随访由孙志强医生负责。"
    assert_kept_and_gone(text, kept=["高安动脉炎"], gone=["孙志强"])


def test_a_pilomyxoid_tumour_is_no_person():
    text = "鞍上实性占位，T2高信号，倾向毛黏液样星形细胞瘤。"
    assert_kept_and_gone(text, kept=["毛黏液样星形细胞瘤"], gone=[])


def test_a_name_before_its_illness_is_still_a_name():
    assert_kept_and_gone("陈建国病重入院，家属签字。", kept=["入院"], gone=["陈建国"])
    assert_kept_and_gone("王芳病假两周后返院复查。", kept=["两周"], gone=["王芳"])


def test_a_sickness_character_after_a_family_name_is_a_disease_not_a_person():
    text = "复查CT见小脑扁桃体下移，考虑枕骨大孔疝，已请孔德明主任会诊。"
    assert_kept_and_gone(text, kept=["枕骨大孔疝"], gone=["孔德明"])
    text = "家属孔文华陪同，头颅MRI提示右侧额叶占位。"
    assert_kept_and_gone(text, kept=["右侧额叶占位"], gone=["孔文华"])
