"""The offline correctness rule's public interface (the rule itself lives in scoring/rule/).

Imported by scoring/metrics.py and ui/scores/tab.py; see scoring/rule/matcher.py for the verdict.
"""

from __future__ import annotations

from scoring.rule.hierarchy import Entry, SynonymTable
from scoring.rule.judged_span import bare_reason
from scoring.rule.matcher import SYNONYMS_FILE, DiagnosisMatcher, Verdict, load_matcher
from scoring.rule.rule_text import RULE_TEXT
from scoring.rule.text import normalise_diagnosis, strip_diacritics

__all__ = [
    "RULE_TEXT",
    "SYNONYMS_FILE",
    "DiagnosisMatcher",
    "Entry",
    "SynonymTable",
    "Verdict",
    "bare_reason",
    "load_matcher",
    "normalise_diagnosis",
    "strip_diacritics",
]
