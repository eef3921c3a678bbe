"""Where "no single diagnosis committed" would rest on words the rule did not read, the verdict
is undecided: two names in a sentence that says something of each (no list), and a list led by
the reference in a span that leans ("by far favoured", "~70%") without the rule attaching the
lean to a name. Lists the rule reads as lists keep their verdict."""

from __future__ import annotations

import pytest

from scoring.rule.unattached_lean import unattached_lean
from tests.support.verdicts import judge, verdict


def test_names_in_prose_are_no_list() -> None:
    answer = (
        "Impression: CADASIL, the temporal pole hyperintensities together with several old"
        " lacunar infarcts in a migraineur making it the obvious answer."
    )
    got = judge(answer, "CADASIL")
    assert got.correct is None
    assert "not offered as alternatives" in got.reason


@pytest.mark.parametrize(
    "answer",
    [
        "Glioblastoma, lymphoma and metastasis all remain on the table.",
        "It may be toxoplasmosis, though lymphoma could look the same in this patient.",
        "Differential: MS, NMOSD, MOGAD.",
        "Either meningioma or schwannoma; I would need contrast.",
    ],
)
def test_lists_and_offered_names_stay_uncommitted(answer: str) -> None:
    for reference in ("Glioblastoma", "Toxoplasmosis", "Multiple sclerosis", "Meningioma"):
        assert verdict(answer, reference) is not True


def test_a_lean_not_attached_to_a_name_abstains() -> None:
    answer = (
        "Temporal lobe T2 signal: HSV encephalitis, limbic encephalitis, glioma; by far"
        " favoured given the fever."
    )
    got = judge(answer, "Herpes simplex encephalitis")
    assert got.correct is None
    assert "lean not read" in got.reason


@pytest.mark.parametrize(
    "span",
    [
        "Neurosarcoidosis versus tuberculous meningitis; I cannot favour either",
        "Top three: meningioma, schwannoma, metastasis",
        "MS, NMOSD (less likely), MOGAD (unlikely)",
    ],
)
def test_a_denied_or_lowering_word_is_no_lean(span: str) -> None:
    assert unattached_lean(span) == ""


@pytest.mark.parametrize(
    ("answer", "reference"),
    [
        ("Descartaría una trombosis venosa cerebral; parece un infarto arterial.", "CVST"),
        (
            "Die Herde sind für eine Multiple Sklerose untypisch; am ehesten Mikroangiopathie.",
            "Multiple sclerosis",
        ),
    ],
)
def test_everyday_set_aside_words_deny_the_name(answer: str, reference: str) -> None:
    got = judge(answer, reference)
    assert got.correct is False
    assert "no single diagnosis" not in got.reason
