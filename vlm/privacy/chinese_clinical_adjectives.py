"""A word the tagger reads as a person whose given part holds "性", the suffix of the clinical
adjectives ("窦性心律", sinus rhythm; "阵发性", paroxysmal; "器质性", organic): given names do
not use the character, so a family-name character before it opens a finding, not a name."""

from __future__ import annotations

# The character that turns a noun into an adjective of kind in clinical Chinese.
_ADJECTIVE_SUFFIX = "性"


def clinical_adjective_in_name(word: str) -> bool:
    """Whether a tagged "person" has "性" after its family-name character ("窦性心")."""
    return _ADJECTIVE_SUFFIX in word[1:]
