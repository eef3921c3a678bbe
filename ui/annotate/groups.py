"""The Annotate queue's side-by-side filter: one comparison's answers, column by column, so n and
p step through what each model said about the same case in turn."""

from __future__ import annotations

from typing import Any

from ui.annotate.layout import ANY


def group_choices(store: Any) -> list[tuple[str, str]]:
    """'any', then the newest comparisons (case/task · models · when)."""
    if store is None:
        return [ANY]
    from store.run_groups import list_groups

    return [ANY, *((g.label, g.group_id) for g in list_groups(store))]
