"""A germ's genus in a disease's name is no institution or town ("encefalitis por Balamuthia"),
and an eponym after a disease's noun and its adjective, or after a German compound, is the
disease ("distrofia muscular de Becker", "Muskeldystrophie Becker"); a person of that name
still goes."""

from tests.support.privacy_spans import assert_kept_and_gone


def test_a_germ_after_por_or_a_stays():
    text = (
        "Lesiones múltiples con necrosis; se plantea encefalitis por Balamuthia. "
        "Au LCR, PCR positive : méningo-encéphalite à Listeria, traitée par amoxicilline."
    )
    assert_kept_and_gone(text, kept=["Balamuthia", "Listeria"], gone=[])


def test_an_eponym_after_a_noun_and_its_adjective_stays():
    text = (
        "Varón de 14 años con pseudohipertrofia gemelar y CK de 9000: distrofia muscular de "
        "Becker probable. Le frère a une dystrophie musculaire de Becker confirmée."
    )
    assert_kept_and_gone(text, kept=["Becker probable", "Becker confirmée"], gone=[])


def test_an_eponym_after_a_german_compound_stays():
    text = "Verdacht auf Muskeldystrophie Becker bei Wadenhypertrophie und CK-Erhöhung."
    assert_kept_and_gone(text, kept=["Becker"], gone=[])


def test_a_person_named_becker_still_goes():
    text = "Heute Rücksprache mit Frau Becker, der Tochter, wegen der Entlassung."
    assert_kept_and_gone(text, kept=[], gone=["Becker"])
