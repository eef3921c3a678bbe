"""Dates without a month name or a second number: a weekday and its day, an ordinal day after a
word of time, a Roman-numeral month, and a bare day and month after the word that heads a dated
entry. Scores, schedules, times and anatomy with the same digits stay. Each case is our own
sentence, never taken from an evaluation set."""

import pytest

from vlm.privacy import Deidentifier


def _scrub(text: str) -> str:
    return Deidentifier().scrub(text)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Home visit booked for Tuesday the 23rd with the OT.", "23rd"),
        ("Sutures out Weds 19th at the practice.", "19th"),
        ("Contrôle prévu vendredi 27 au cabinet.", "27"),
        ("Kontrolle am Donnerstag, den 18. in der Sprechstunde.", "18"),
        ("Her daughter will ring by the 22nd, she said.", "22nd"),
        ("Revisión 28-VI en consultas externas.", "28-VI"),
        ("Kontrolle 7.X.2025 geplant.", "7.X"),
        ("Avonddienst 5/11: onrustig, veel geroepen.", "5/11"),
        ("Handover 8/12 - slept well, obs stable.", "8/12"),
        ("Seen on the ward 12/3 with her son.", "12/3"),
        ("Kontrolle am 9. IV. 2025 in der Ambulanz.", "IV"),
        ("Admitted 14th-16th March for observation.", "14th"),
    ],
)
def test_day_without_a_month_name_is_removed(text, day):
    assert day not in _scrub(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cranial nerves II-XII intact; stage 2-IV disease on staging.",
        "On the 2nd day of admission the fever settled.",
        "Methotrexate every Friday 3 tablets with folic acid.",
        "Clinic on Monday 09:30 for the infusion.",
        "The 3rd and 4th ventricles are not dilated.",
        "Checklist score 3/11 at baseline.",
        "Bed 12/3 moved to the window; Zimmer 3.12. ist frei.",
        "Tension 13/8, pouls 72.",
        "Factor 8. V normal, grade 2. III nerve palsy excluded.",
    ],
)
def test_scores_schedules_and_anatomy_stay(text):
    assert _scrub(text) == text
