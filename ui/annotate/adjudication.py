"""The Annotate tab's adjudication: answers whose annotators disagree, and the final label an
adjudicator (NEUROLENS_ADJUDICATORS) records for one, with a reason."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gradio as gr

from annotator.queue import disagreements
from annotator.taxonomy import Taxonomy
from data.errors import NeuroLensError
from store.labels import head
from ui.annotate import layout
from ui.annotate.events import AnnotateDesk


@dataclass(frozen=True)
class AdjudicationPanel:
    """What the rest of the tab needs: list the disagreements again (name, blind mode)."""

    refresh: Callable[[str, bool], tuple[Any, ...]]
    outputs: list[Any]


def build_adjudication(
    desk: AnnotateDesk, taxonomy: Taxonomy, name: Any, blind: Any, serial: dict[str, Any]
) -> AdjudicationPanel:
    """Lay out the adjudication accordion and wire it; `name` and `blind` are the tab's
    annotator box and blind-mode checkbox, `serial` its one-at-a-time event queue."""
    with gr.Accordion("Adjudication: answers whose annotators disagree", open=False):
        adj_note = gr.Markdown("", elem_id="nl-adj-note")
        adj_table = gr.Dataframe(interactive=False, wrap=True, elem_id="nl-adj-table")
        with gr.Row():
            adj_sample = gr.Dropdown(label="Answer", choices=[], elem_id="nl-adj-sample")
            adj_cat = gr.Dropdown(
                label="Final category",
                choices=[(c.label, c.key) for c in taxonomy.categories],
                elem_id="nl-adj-cat",
            )
            adj_sub = gr.Dropdown(
                label="Sub-type", choices=layout.subtype_choices(taxonomy), value=""
            )
        adj_reason = gr.Textbox(label="Reason (required)", elem_id="nl-adj-reason")
        with gr.Row():
            adj_refresh = gr.Button("List disagreements")
            adj_save = gr.Button("Record final label", variant="primary", elem_id="nl-adj-save")
        adj_status = gr.Markdown("", elem_id="nl-adj-status")

    on_adj_refresh = disagreement_lister(desk)
    adj_outputs = [adj_table, adj_sample, adj_note]
    adj_refresh.click(on_adj_refresh, inputs=[name, blind], outputs=adj_outputs)
    adj_save.click(
        final_label_saver(desk, taxonomy),
        inputs=[name, blind, adj_sample, adj_cat, adj_sub, adj_reason],
        outputs=[adj_table, adj_status],
        **serial,
    )
    return AdjudicationPanel(on_adj_refresh, adj_outputs)


def disagreement_lister(desk: AnnotateDesk) -> Callable[[str, bool], tuple[Any, ...]]:
    """(annotator, blind mode) -> the disagreements table, its answers, a note; only an
    adjudicator gets a list."""
    store = desk.store

    def on_adj_refresh(who: str, blind_mode: bool) -> tuple[Any, ...]:
        who = (who or "").strip()
        if not desk.may_adjudicate(who):
            named = ", ".join(desk.adjudicators) or "nobody (set NEUROLENS_ADJUDICATORS)"
            return (
                gr.update(value=None),
                gr.update(choices=[], value=None),
                f"Only adjudicators record final labels: {named}.",
            )
        d = disagreements(store, visible_to=who if blind_mode else None)
        note_text = (
            "_Blind mode: only answers you have labelled are listed; turn it off to "
            "adjudicate everything._"
            if blind_mode
            else f"{len(d)} answers with disagreeing labels."
        )
        table = desk.adjudication_table(d)
        choices = [(a, str(s)) for a, s in zip(table["answer"], d["sample_id"], strict=True)]
        return table, gr.update(choices=choices, value=None), note_text

    return on_adj_refresh


def final_label_saver(desk: AnnotateDesk, taxonomy: Taxonomy) -> Callable[..., tuple[Any, ...]]:
    """Record an adjudicator's final label (with its reason) and list the disagreements again."""
    store = desk.store

    def on_adj_save(
        who: str, blind_mode: bool, sid: str, cat: str, sub: str, why: str
    ) -> tuple[Any, ...]:
        who = (who or "").strip()
        if not desk.may_adjudicate(who):
            return gr.skip(), "Only the annotators named in NEUROLENS_ADJUDICATORS adjudicate."
        if not sid or not cat:
            return gr.skip(), "Pick an answer and a final category."
        from annotator.events import save_label

        try:
            prior = head(store, sid, who, role="adjudication")
            save_label(
                store,
                sample_id=sid,
                annotator=who,
                category=cat,
                subtype=sub or None,
                taxonomy=taxonomy,
                base_revision=prior.event_id if prior else None,
                role="adjudication",
                reason=why or "",
            )
        except NeuroLensError as exc:
            return gr.skip(), f"Not saved: {exc}"
        label = taxonomy.get(cat).label
        listed = desk.adjudication_table(
            disagreements(store, visible_to=who if blind_mode else None)
        )
        return listed, f"✓ saved: the final label is **{label}**"

    return on_adj_save
