"""An uncommitted-list verdict ("no single diagnosis committed") that would rest on words the
rule did not read is undecided instead: a list led by the reference whose span leans without
the lean being attached to a name (scoring/rule/unattached_lean.py), and names said of in one
sentence rather than offered (scoring/rule/names_in_prose.py). A list of names laid out, or
offered ("may", "could"), with the reference absent or later and no lean, keeps its verdict."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.context import Reading
from scoring.rule.decision import MATCH, Seen
from scoring.rule.names_in_prose import names_in_prose
from scoring.rule.unattached_lean import unattached_lean


def list_unread(seen: Sequence[Seen], reading: Reading, span: str) -> str:
    """Why an uncommitted-list verdict would rest on words the rule did not read, or ''."""
    lean = unattached_lean(span)
    first = min(seen, key=lambda s: s.mention.hit.start, default=None)
    if lean and first is not None and first.relation == MATCH:
        return f"a list led by the reference, with a lean not read ({lean!r})"
    if names_in_prose(reading, span):
        return "names said of in one sentence, not offered as alternatives"
    return ""
