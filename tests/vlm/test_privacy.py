import pytest

from tests.support.vlm_cases import CANARIES, memory_case
from vlm.privacy import (
    Confirmations,
    Deidentifier,
    PrivacyBlocked,
    check_destination,
    deidentify_case_text,
    held_back_sequences,
    leaked_values,
)


def test_scrubs_names_dates_record_numbers_phones_addresses_emails():
    text = (
        "Seen by Dr. Jane Doe on 2024-01-05 and 5 January 2024. MRN: 12345678. "
        "Phone 555-867-5309, email j.smith@example.com, lives at 221B Baker Street, Springfield. "
        "Patient: Alice Brown. A 45-year-old woman, EDSS 3.5, T2 FLAIR lesions, DWI b1000."
    )
    out = Deidentifier().scrub(text)
    for value in (
        "Jane Doe",
        "2024-01-05",
        "5 January 2024",
        "12345678",
        "555-867-5309",
        "j.smith@example.com",
        "Baker Street",
        "Alice Brown",
    ):
        assert value not in out, value
    # clinical content stays
    for value in ("45-year-old woman", "EDSS 3.5", "T2 FLAIR", "b1000"):
        assert value in out


def test_case_text_drops_identifying_fields_and_known_values_everywhere():
    case = memory_case()
    clean = deidentify_case_text(case)
    keys = [k for k, _ in clean.ehr]
    assert "Patient name" not in keys and "MRN" not in keys
    assert ("Age", "34") in clean.ehr and ("Sex", "F") in clean.ehr
    blob = repr(clean.ehr) + "\n".join(clean.notes)
    assert leaked_values(blob, CANARIES) == []
    assert "optic neuritis" in blob


def test_demo_cases_go_anywhere_own_cases_need_confirmation_for_remote():
    demo = memory_case(source="demo")
    own = memory_case(source="local")
    check_destination(demo, "https://api.openai.com/v1", Confirmations())
    check_destination(own, "http://127.0.0.1:8000/v1", Confirmations())
    with pytest.raises(PrivacyBlocked, match="confirm"):
        check_destination(own, "https://api.openai.com/v1", Confirmations())
    check_destination(own, "https://api.openai.com/v1", Confirmations(remote_for_own_cases=True))


def test_burned_in_sequences_held_back_until_confirmed():
    case = memory_case(burned_in=True)
    assert [s.sequence_id for s in held_back_sequences(case, Confirmations())] == ["s-flair"]
    assert held_back_sequences(case, Confirmations(burned_in_images=True)) == []
