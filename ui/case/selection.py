"""One case across tabs: the case (and slice) chosen last in Explore, Query or Annotate.

A per-session gr.State made once per app page and kept on the AppContext, so every tab's
build() reaches the same one. A tab writes it when its user picks a case and reads it when the
tab is opened; `stamp` tells a tab whether the choice is newer than the one it last followed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr

from ui.context import AppContext


@dataclass(frozen=True)
class CaseSelection:
    case_id: str = ""
    sequence_id: str = ""
    plane: str = ""
    index: int | None = None
    origin: str = ""  # the tab that chose it
    stamp: int = 0  # grows with every choice

    def chose(self, case_id: str, origin: str, view: Any = None) -> CaseSelection:
        """A new choice (the same case again from the same tab changes nothing)."""
        case_id = str(case_id or "")
        if not case_id or (case_id == self.case_id and view is None):
            return self
        return CaseSelection(
            case_id=case_id,
            sequence_id=str(getattr(view, "sequence_id", "") or ""),
            plane=str(getattr(view, "plane", "") or ""),
            index=getattr(view, "index", None),
            origin=origin,
            stamp=self.stamp + 1,
        )


def shared_selection(ctx: AppContext) -> gr.State:
    """The page's shared selection state (made by the first tab that asks)."""
    from gradio.context import Context

    page = id(Context.root_block)  # a second build_app (tests) gets its own state
    if page not in ctx.selection:
        ctx.selection = {page: gr.State(CaseSelection())}
    return ctx.selection[page]


def follow_selection(
    ctx: AppContext, origin: str, case_component: Any, tab: Any = None, *, on: str = "input"
) -> None:
    """Wire a tab's case picker both ways: a user's pick is shared; opening the tab takes
    the case chosen elsewhere (when it is a different one). `on="change"` for a hidden picker
    that code sets (Explore's case table writes the chosen id into a hidden textbox, which
    fires no `input`); taking the shared case back then changes nothing, as `chose` keeps an
    unchanged case as it is."""
    shared = shared_selection(ctx)

    def chose(case_id: str, sel: CaseSelection) -> CaseSelection:
        return (sel or CaseSelection()).chose(case_id, origin)

    listen = getattr(case_component, on)
    listen(chose, inputs=[case_component, shared], outputs=[shared], queue=False)

    def take(sel: CaseSelection, current: str) -> Any:
        sel = sel or CaseSelection()
        if not sel.case_id or sel.case_id == current or ctx.library.find(sel.case_id) is None:
            return gr.skip()
        return sel.case_id

    if isinstance(tab, gr.Tab):
        tab.select(take, inputs=[shared, case_component], outputs=[case_component])
