"""A short answer that lists a differential and then commits to one of its items in a closing
sentence ("Differential: 1. A 2. B 3. C. Given the necrosis, A is by far the most likely."):
the closing sentence is the answer. Read whole, the list's numbers kept and the rest dropped,
it was an uncommitted list. Only a closing sentence that names an item of the list (its first
word, as written there) is taken: one that names something else ("most likely metastatic lung
carcinoma" after "1. Metastasis") leaves the list as it was read."""

from __future__ import annotations

import re

# an item's first word of four letters or more, or an acronym ("PML", "MSA")
_LIST_ITEM = re.compile(
    r"^\s*(?:[-*•]|\d+[.)、]|\(\d+\))\s+(?P<head>\w{4,}|[A-Z][A-Z0-9]{2}\b)", re.M
)


def commit_after_list(text: str, commit: tuple[int, int] | None) -> tuple[int, int] | None:
    """`commit` (the last committing sentence's offsets) when it stands after the answer's
    last list item and names one of the items, else None."""
    if commit is None:
        return None
    items = list(_LIST_ITEM.finditer(text))
    if len(items) < 2:
        return None
    last_line_end = text.find("\n", items[-1].start())
    if last_line_end == -1 or commit[0] < last_line_end:
        return None
    closing = text[commit[0] : commit[1]].lower()
    heads = {m.group("head").lower() for m in items}
    return commit if any(re.search(rf"\b{re.escape(h)}\b", closing) for h in heads) else None
