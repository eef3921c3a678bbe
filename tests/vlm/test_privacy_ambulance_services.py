"""Ambulance services named by region or brand, beside the words that say which kind of
ambulance it was."""

from tests.support.privacy_spans import assert_kept_and_gone
from vlm.privacy.ambulance_services import ambulance_service_spans


def _found(text: str) -> list[str]:
    return [text[s.start : s.end] for s in ambulance_service_spans(text)]


def test_service_named_by_region_or_brand_goes():
    text = "Conveyed by Wrekin Vale Ambulance Service; earlier flown by Moray Air Ambulance."
    assert_kept_and_gone(
        text, ["Conveyed by"], ["Wrekin Vale Ambulance Service", "Moray Air Ambulance"]
    )


def test_kind_of_ambulance_is_no_name():
    text = (
        "Private Ambulance booked. Neonatal Ambulance on standby. Patient Transport Ambulance "
        "at 10:00. Emergency Ambulance arrived."
    )
    assert _found(text) == []
