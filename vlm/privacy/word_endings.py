"""Words whose ending marks them as an abstract noun or a verb of a plan, never a first name:
"Mutation TERT", "Evaluación EEG", "Valorar HIFU", "Solicitar RMN". A capitalised word of this
shape before an acronym in capitals is a finding or an order, not a first name before an
upper-case surname."""

from __future__ import annotations

import re

from vlm.privacy.abstract_nouns import has_abstract_part

# Spanish infinitives of a plan's verbs by their endings; names ending in -ar or -ir
# ("Baltasar", "Itziar", "Yasir") end otherwise.
_PLAN_INFINITIVE = re.compile(
    r"(?i:[^\W\d_]{2,}(?:orar|itar|ciar|izar|uar|star|ntar|rtar|ltar|icar|inar|ular|otar|ecer))"
)


def has_word_ending(word: str) -> bool:
    """`word` ends like an abstract noun or a plan's infinitive ("Stimulation", "Descartar")."""
    return "-" not in word and (has_abstract_part(word) or bool(_PLAN_INFINITIVE.fullmatch(word)))
