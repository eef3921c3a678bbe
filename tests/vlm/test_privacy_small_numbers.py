"""A bed, a room or a count withheld from the EHR is not hunted through the note, where its
digits are doses, hours and scores; an age over 89 and a record number still are."""

import dataclasses

from tests.support.vlm_cases import memory_case
from vlm.privacy import gate_fields
from vlm.privacy.case_text import known_identifiers


def _case(ehr, note):
    return dataclasses.replace(memory_case("n1", source="local"), ehr=ehr, notes=(note,))


def test_bed_and_room_numbers_stay_withheld_but_the_notes_numbers_stay():
    case = _case(
        (("Habitación", "22"), ("Cama", "11")),
        "Enoxaparina a las 22 h. Escala de Norton 11, cambios posturales.",
    )
    assert "22" not in known_identifiers(case) and "11" not in known_identifiers(case)
    fields = gate_fields(case)
    assert all(f.sent is None for f in fields if f.source == "ehr")
    note = next(f for f in fields if f.source != "ehr")
    assert note.sent is not None and "22 h" in note.sent and "Norton 11" in note.sent


def test_numbers_of_90_and_more_are_still_hunted():
    case = _case(
        (("Kenmerk", "93"), ("Dossiernummer", "4812")),
        "Kenmerk 93 op de brief; dossier 4812 opgevraagd na een val.",
    )
    known = known_identifiers(case)
    assert "93" in known and "4812" in known
    note = next(f for f in gate_fields(case) if f.source != "ehr")
    assert note.sent is not None and "93" not in note.sent and "4812" not in note.sent
