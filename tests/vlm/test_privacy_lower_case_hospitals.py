"""Hospitals and clinics named in a note written in lower case, beside departments, services
and kinds of hospital written the same way."""

from tests.support.privacy_spans import assert_kept_and_gone
from vlm.privacy.lower_case_hospitals import lower_case_hospital_spans

_NOTE = (
    "pt transferred from calder vale general last night. usual gp at elm row surgery. old notes "
    "from hartside memorial requested. seen in memory clinic, tia clinic and walk-in clinic "
    "before, the local hospital sent bloods. in general settled overnight, obs stable."
)


def test_lower_case_hospital_names_go():
    assert_kept_and_gone(
        _NOTE,
        ["transferred from", "usual gp", "old notes"],
        ["calder vale general", "elm row surgery", "hartside memorial"],
    )


def test_departments_services_and_kinds_stay():
    found = [_NOTE[s.start : s.end] for s in lower_case_hospital_spans(_NOTE)]
    assert not any(
        w in f for f in found for w in ("memory", "tia", "walk-in", "local", "in general")
    )


def test_capitalised_note_is_left_to_the_other_rules():
    text = "Transferred from calder vale general last night. Bloods and CT Head were normal today."
    assert list(lower_case_hospital_spans(text)) == []
