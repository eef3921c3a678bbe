"""The last word of a diagnosis's name, as a handle on the entries it may belong to: "a
parietal glioblastoma" ends with a word only some entries end with."""

from __future__ import annotations

from scoring.rule.hierarchy import SynonymTable
from scoring.rule.text import keys
from vlm.disease_words import looks_like_diagnosis

# heads that name a kind of lesion or process found in many diseases: one entry's name ending
# with it ("radiation necrosis", "optic neuritis") does not make every such name its kind
_GENERIC_HEADS = {
    *("necrosis", "neuritis", "myelitis", "myelopathy", "demyelination", "vasculopathy"),
    *("angiopathy", "arteriopathy", "microangiopathy", "ischemia", "angiitis", "embolism"),
    *("thyroiditis", "carcinoma", "papilloma", "hamartoma", "siderosis", "inflammation"),
}


def head_words(table: SynonymTable) -> dict[str, set[str]]:
    """Last word of every English name -> the entries whose names end with it (a generic head
    left out)."""
    heads: dict[str, set[str]] = {}
    for entry in table.entries.values():
        for name in entry.names:
            words = keys(name)
            if words and words[-1] in _GENERIC_HEADS:
                continue
            if len(words) >= 2 and len(words[-1]) >= 5 and looks_like_diagnosis(words[-1]):
                heads.setdefault(words[-1], set()).add(entry.id)
    return heads
