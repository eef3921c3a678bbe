"""A reasoned answer that weighs one disease and then commits to another in everyday words
("makes Y the better answer", "Y is the answer I'd give", "I'll say Y", "that leaves Y", "make
it Y", "la respuesta más plausible", "letztlich", "finalement") is judged on the one committed
to, not on the one weighed."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "committed", "weighed"),
    [
        (
            "Could this be neurosarcoidosis? Perhaps, but the low glucose and the basal "
            "exudates make tuberculous meningitis the better answer.",
            "Tuberculous meningitis",
            "Neurosarcoidosis",
        ),
        (
            "Herpes encephalitis heads most lists for mesial temporal signal. Without fever and "
            "with a subacute memory decline and hyponatraemia, LGI1 encephalitis is the answer "
            "I'd give.",
            "LGI1 encephalitis",
            "Herpes simplex encephalitis",
        ),
        (
            "Ischaemia was my first thought for the pontine lesion. The central sparing of the "
            "corticospinal tracts after rapid sodium correction makes central pontine "
            "myelinolysis the more plausible diagnosis.",
            "Osmotic demyelination syndrome",
            "Ischemic stroke",
        ),
        (
            "Vasculitis would give distal beading and none is seen. Occipital oedema after "
            "cyclosporine and a blood pressure of 200/110... I'll say PRES.",
            "Posterior reversible encephalopathy syndrome",
            "Primary angiitis of the CNS",
        ),
        (
            "Pensamos primero en una metástasis, pero el halo de hemosiderina completo y la "
            "ausencia de realce hacen que la respuesta más plausible sea un cavernoma.",
            "Cavernous malformation",
            "Metastases",
        ),
    ],
)
def test_an_everyday_commitment_after_weighing_is_the_answer(
    answer: str, committed: str, weighed: str
) -> None:
    assert verdict(answer, committed) is True
    assert verdict(answer, weighed) is False


def test_a_list_closed_by_its_leading_consideration_commits_to_it() -> None:
    answer = (
        "1. MSA - hot cross bun sign, putaminal rim\n"
        "2. SCA - family history would be expected\n"
        "3. Alcoholic cerebellar degeneration - vermis only\n\n"
        "MSA is the leading consideration."
    )
    assert verdict(answer, "Multiple system atrophy") is True
    assert verdict(answer, "Spinocerebellar ataxia") is False
