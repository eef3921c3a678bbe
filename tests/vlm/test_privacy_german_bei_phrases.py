"""German "bei" and a noun of time or manner after a verb of work is no employer, while "bei" and
a company's name is. Each case is our own sentence, never taken from an evaluation set."""

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


def test_bei_and_a_noun_of_time_is_kept() -> None:
    out = _scrub("Er arbeitet bei Bedarf im Garten, sonst Ruhe.")
    assert "Bedarf im Garten" in out
    out = _scrub("Sie ist beschäftigt bei Teilzeit, 20 Stunden.")
    assert "Teilzeit" in out


def test_bei_and_an_employer_is_removed() -> None:
    assert "Gerstmayr" not in _scrub("Er arbeitet bei Gerstmayr Metallbau in der Montage.")
