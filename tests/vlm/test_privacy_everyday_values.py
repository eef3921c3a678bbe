"""A withheld EHR value that names only a relation, a role or nothing stays withheld but is not
hunted through the note; a value with a name in it still is."""

import dataclasses

from tests.support.vlm_cases import memory_case
from vlm.privacy import gate_fields
from vlm.privacy.case_text import known_identifiers


def _case(ehr, note):
    return dataclasses.replace(memory_case("e1", source="local"), ehr=ehr, notes=(note,))


def test_a_relation_or_a_role_is_withheld_but_the_notes_words_stay():
    case = _case(
        (("Contactpersoon", "Dochter"), ("Verwijzer", "eigen huisarts")),
        "Dochter belt morgen terug; de huisarts krijgt een kopie.",
    )
    assert known_identifiers(case) == []
    fields = gate_fields(case)
    assert all(f.sent is None for f in fields if f.source == "ehr")
    note = next(f for f in fields if f.source != "ehr")
    assert note.sent is not None and "Dochter belt" in note.sent and "huisarts" in note.sent


def test_a_value_with_a_name_in_it_is_still_hunted():
    case = _case(
        (("Contactpersoon", "dochter Wendelien Kroeze"),),
        "Wendelien Kroeze belt morgen terug.",
    )
    assert "dochter Wendelien Kroeze" in known_identifiers(case)
    note = next(f for f in gate_fields(case) if f.source != "ehr")
    assert note.sent is not None and "Kroeze" not in note.sent
