"""A verb that tilts a weighed list toward one name ("tips it toward", "ich tendiere zum",
"inclina hacia", "fait pencher vers", 更倾向于) and "(most typical ...)" inside an item commit to
that name; the other names of the list are not the answer."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "picked", "other"),
    [
        (
            "PML and HIV encephalopathy both fit; the subcortical U-fibre involvement tips it"
            " toward PML.",
            "Progressive multifocal leukoencephalopathy",
            "HIV encephalopathy",
        ),
        (
            "Infrage kommen eine Neurosarkoidose und eine tuberkulöse Meningitis; ich tendiere"
            " klar zur Neurosarkoidose.",
            "Neurosarcoidosis",
            "Tuberculous meningitis",
        ),
        (
            "Opciones: meningioma o hemangiopericitoma; la cola dural inclina hacia el meningioma.",
            "Meningioma",
            "Solitary fibrous tumor",
        ),
        (
            "Candidates: colloid cyst (most typical at the foramen of Monro), subependymoma,"
            " central neurocytoma.",
            "Colloid cyst",
            "Central neurocytoma",
        ),
    ],
)
def test_a_tilt_commits_to_its_name(answer: str, picked: str, other: str) -> None:
    assert verdict(answer, picked) is True
    assert verdict(answer, other) is False
