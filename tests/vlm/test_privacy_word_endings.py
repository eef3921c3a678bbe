"""A capitalised abstract noun or a plan's infinitive before an acronym in capitals is a finding
or an order, not a first name before an upper-case surname; a person written that way still
goes. Our own sentences."""

import pytest

from tests.support.privacy_spans import assert_kept_and_gone


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Histología: astrocitoma. Mutación ATRX presente.", "Mutación ATRX"),
        ("Plan: Realizar PEATC y Programar VNG el lunes.", "Programar VNG"),
        ("Bilan: Stimulation VAGALE refusée.", "Stimulation VAGALE"),
        ("Befund: Verlangsamung DELTA links temporal.", "Verlangsamung DELTA"),
        ("Conducta: Solicitar PANEL de anticuerpos.", "Solicitar PANEL"),
    ],
)
def test_noun_or_order_before_capitals_is_kept(text: str, kept: str) -> None:
    assert_kept_and_gone(text, [kept], [])


def test_first_name_before_an_upper_case_surname_still_goes() -> None:
    text = "Acompañada por su hija Marisol ETXANIZ, que firma el consentimiento."
    assert_kept_and_gone(text, [], ["ETXANIZ"])
