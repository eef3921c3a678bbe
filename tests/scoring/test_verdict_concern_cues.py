"""'Most concerning for X' / 'highly suspicious for X' commit to X and end the reach of a
negation before them; a bare 'concerning for X' only leans."""

from __future__ import annotations

from tests.support.verdicts import verdict


def test_most_concerning_for_commits_past_a_negated_finding() -> None:
    answer = (
        "New right frontal subcortical lesion without mass effect or contrast uptake, most"
        " concerning for progressive multifocal leukoencephalopathy."
    )
    assert verdict(answer, "Progressive multifocal leukoencephalopathy") is True


def test_highly_suspicious_for_after_the_findings_commits() -> None:
    answer = (
        "Bilateral subdural collections of mixed density and bridging vein thrombosis in an"
        " infant with no history of trauma. Impression: highly suspicious for abusive head trauma."
    )
    assert verdict(answer, "Abusive head trauma") is True


def test_a_bare_concerning_for_yields_to_a_later_likelier_name() -> None:
    answer = "Concerning for metastasis; however, an abscess is more likely given the diffusion."
    assert verdict(answer, "Metastasis") is not True
