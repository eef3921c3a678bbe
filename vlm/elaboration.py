"""Labels that open an elaboration, not a conclusion: "Short answer: X. Longer answer: the cord
is swollen ..." concludes with X; what follows "Longer answer:" is its reasoning, which names
the alternatives weighed."""

from __future__ import annotations

import re

_ELABORATION_LEAD = re.compile(
    r"\b(?:longer|long|detailed|more detailed|full|fuller|extended|expanded)\W*$", re.I
)


def opens_elaboration(lead: str) -> bool:
    """Whether the words before a label ("Longer" in "Longer answer:") make it an elaboration."""
    return _ELABORATION_LEAD.search(lead) is not None
