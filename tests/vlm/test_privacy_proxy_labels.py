"""The person named under a label for who decides or speaks for the patient, in six languages;
a role or clinical word under the same label stays. Each case is our own sentence, never taken
from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("HCP: Tamsin Oakshott, daughter.", "Oakshott"),
        ("Health care agent: Ivor Prendergast.", "Prendergast"),
        ("Apoderada: Dña. Reyes Olabarria.", "Olabarria"),
        ("Personne référente : Mme Lison Charrier.", "Charrier"),
        ("Vertrauensperson: Reinhild Gast.", "Gast"),
        ("Wettelijk vertegenwoordiger: Tjitske Dijkstra.", "Dijkstra"),
        ("監護人：區嘉欣。", "區嘉欣"),
    ],
)
def test_name_under_a_proxy_label_is_removed(text, name):
    assert name not in _scrub(text)


def test_a_role_under_a_proxy_label_stays():
    assert "[NAME]" not in _scrub("HCP: GP aware and agrees.")
