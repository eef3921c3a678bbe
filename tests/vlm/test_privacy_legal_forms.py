"""A company named with its legal form goes whole, whatever cue stands before it; a clinical
word before the same letters, or a form with no name before it, stays. Each case is our own
sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("Her brother-in-law runs Tolland & Vane Ltd, a removals firm.", "Tolland & Vane"),
        ("Ex-employee of Grantley Steel Corporation (foundry).", "Grantley"),
        ("Occupational health letter from Marrow Brook Inc. attached.", "Marrow Brook"),
        ("Der Ehemann war Disponent der Kühne Spedition GmbH & Co. KG.", "Kühne"),
        ("Sie ist seit 2019 bei der Weissacher AG angestellt.", "Weissacher"),
        ("Son employeur, Menuiseries Brochard SARL, demande un certificat.", "Brochard"),
        ("Operario en Aceites Olmedo S.L. hasta la baja.", "Olmedo"),
        ("Trabaja en Conservas Iturbe S.A. de C.V. como supervisor.", "Iturbe"),
        ("Chauffeur bij Transportbedrijf Wieringa B.V. sinds 2010.", "Wieringa"),
        ("Retired from WKN Corporation after 30 years.", "WKN"),
    ],
)
def test_company_with_its_legal_form_is_removed(text: str, gone: str) -> None:
    out = _scrub(text)
    assert gone not in out
    assert "[INSTITUTION]" in out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Sinus rhythm; the SA node and AV node conduct normally.", "SA node"),
        ("Trabaja en turno de noche; SA no refiere cefalea.", "turno de noche"),
        ("Known AG ratio 1.2, albumin 38.", "AG ratio 1.2"),
    ],
)
def test_form_letters_without_a_company_stay(text: str, kept: str) -> None:
    assert kept in _scrub(text)
