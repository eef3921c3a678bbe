"""The Annotate tab's export: every label event with its answer, case and scores, as a file."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import gradio as gr

from annotator.export_context import export_with_context

EXPORT_FORMATS = (("CSV", "csv"), ("Parquet", "parquet"), ("JSON lines", "jsonl"))


def build_export(store: Any) -> None:
    """Lay out the export accordion and wire its button."""
    with gr.Accordion("Export labels with their context", open=False):
        with gr.Row():
            export_fmt = gr.Radio(
                list(EXPORT_FORMATS), value="csv", label="Format", elem_id="nl-ann-export-fmt"
            )
            export_b = gr.Button("Export", scale=0, elem_id="nl-ann-export")
        export_file = gr.File(label="Download", interactive=False, elem_id="nl-ann-export-file")

    def on_export(fmt: str) -> Any:
        fmt = fmt if fmt in {f for _l, f in EXPORT_FORMATS} else "csv"
        folder = Path(tempfile.mkdtemp(prefix="neurolens-labels-"))
        out = folder / f"neurolens-labels.{fmt}"
        try:
            n = export_with_context(store, str(out), fmt)
        except Exception as exc:
            gr.Warning(f"Export failed: {exc}")
            return None
        gr.Info(f"{n} label events exported")
        return str(out)

    export_b.click(on_export, inputs=[export_fmt], outputs=[export_file])
