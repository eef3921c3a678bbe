"""An encephalitis named by its antibody is a limbic, hence autoimmune, encephalitis, and a
sibling of another antibody's; a herpes simplex encephalitis of type 2 is still herpes simplex
encephalitis. Without these names the answer read as the broader 'encephalitis' and was judged
wrong against the autoimmune or herpes reference."""

from __future__ import annotations

import pytest

from tests.support.verdicts import verdict


@pytest.mark.parametrize(
    ("answer", "reference", "expected"),
    [
        (
            "Memory loss, hyponatraemia and brief dystonic arm jerks: LGI1 antibody encephalitis.",
            "Autoimmune encephalitis",
            True,
        ),
        (
            "Memory loss, hyponatraemia and brief dystonic arm jerks: LGI1 antibody encephalitis.",
            "Limbic encephalitis",
            True,
        ),
        (
            "Memory loss, hyponatraemia and brief dystonic arm jerks: LGI1 antibody encephalitis.",
            "Anti-NMDA receptor encephalitis",
            False,
        ),
        (
            "Small-cell lung cancer and refractory seizures: anti-GABA-B receptor encephalitis.",
            "Anti-LGI1 encephalitis",
            False,
        ),
        ("Encefalitis anti-CASPR2 con neuromiotonía.", "Limbic encephalitis", True),
        (
            "Newborn with seizures, CSF PCR positive for herpes simplex type 2: HSV-2 "
            "encephalitis.",
            "Herpes simplex encephalitis",
            True,
        ),
    ],
)
def test_an_antibody_or_virus_type_names_the_kind(
    answer: str, reference: str, expected: bool
) -> None:
    assert verdict(answer, reference) is expected
