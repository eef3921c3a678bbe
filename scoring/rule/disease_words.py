"""Words that make an unknown name read as a diagnosis ("...pathy", "...itis", "syndrome", 病,
综合征): the rule's test for a disease its table does not know."""

from __future__ import annotations

import re
from collections.abc import Sequence

from scoring.rule.text import Token

_DISEASE_WORDS = re.compile(
    r"(pathy|itis|oma|osis|emia|plasia|trophy|disease|syndrome|infarct|hemorrhage|hematoma|"
    r"injury|malformation|tumor|lesion|neoplasm|infection|degeneration|dementia|stroke|palsy|"
    r"ataxia|disorder|encephalopathy|poisoning|deficiency)$"
)
_ZH_DISEASE = re.compile(r"病|症|瘤|炎|综合征|梗死|出血|损伤|畸形|中毒|变性")


def names_a_disease(tokens: Sequence[Token]) -> bool:
    """Whether words the table does not know still look like a diagnosis."""
    if any(_DISEASE_WORDS.search(t.key) for t in tokens if not t.is_cjk):
        return True
    return bool(_ZH_DISEASE.search("".join(t.text for t in tokens if t.is_cjk)))
