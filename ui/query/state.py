"""Per-session state of the Query tab and the pure functions behind its widgets (no gradio).

A key typed in the UI is never part of this state: it stays in the browser's password box and is
passed to each run call, so it is never stored, logged or copied between sessions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from data.errors import NeuroLensError
from data.model import Case
from explorer.display_text import code_block
from store.runs import SampleRow
from ui.case.panel import disclaimer_md, ehr_md, escape_md, notes_md, task_md
from vlm.examples import EXAMPLE_LABEL, is_example, model_label
from vlm.privacy import Confirmations
from vlm.prompt import ImageMode, ImageOptions, Prompt, SliceView
from vlm.provider import SamplingParams
from vlm.registry import ModelSpec


@dataclass(frozen=True)
class QueryState:
    case_id: str = ""
    task_id: str = ""
    confirmations: Confirmations = field(default_factory=Confirmations)
    active_run: str = ""  # run being answered now (its cancel event lives on the server)

    def confirm(
        self,
        remote: bool | None = None,
        burned_in: bool | None = None,
        released: Iterable[str] | None = None,
    ) -> QueryState:
        """`released`: digests of unread-language notes the user chose to send as they are."""
        c = self.confirmations
        return replace(
            self,
            confirmations=Confirmations(
                remote_for_own_cases=c.remote_for_own_cases if remote is None else remote,
                burned_in_images=c.burned_in_images if burned_in is None else burned_in,
                released_texts=c.released_texts if released is None else frozenset(released),
            ),
        )

    def select(self, case_id: str, task_id: str) -> QueryState:
        """A new case keeps nothing confirmed for the previous one."""
        if case_id != self.case_id:
            return QueryState(case_id=case_id, task_id=task_id)
        return replace(self, task_id=task_id)


def question_md(case: Case | None, task_id: str | None) -> str:
    """What the model will be asked for the picked task (question and later turns), shown
    under the task picker so the user need not open the preview to read it; the first task
    while none (or a stale one from another case) is picked."""
    if case is None:
        return "_Pick a case._"
    task = next((t for t in case.tasks if t.task_id == task_id), None)
    return task_md(task or (case.tasks[0] if case.tasks else None))


def case_record_md(case: Case | None) -> str:
    """The case's EHR fields and clinical notes (the text side of the prompt), for a collapsed
    block; ablation and privacy rules decide what of it is actually sent (see the preview)."""
    if case is None:
        return ""
    warning = disclaimer_md(case)
    head = f"{warning}\n\n" if warning else ""
    return f"{head}**EHR**\n\n{ehr_md(case)}\n\n**Notes**\n\n{notes_md(case)}"


def fenced(text: str) -> str:
    """A code block that a model's answer cannot close (answers often carry their own ```json
    blocks), shown verbatim with bidi controls neutralised (explorer.display_text)."""
    return code_block(text)


def sampling_params(
    temperature: float | None,
    top_p: float | None,
    n: float | None,
    max_tokens: float | None,
    seed: str | float | None,
) -> SamplingParams:
    """The Sampling boxes as request parameters; an emptied or out-of-range box is named alone."""
    seed_text = "" if seed is None else str(seed).strip()
    try:
        seed_value = int(float(seed_text)) if seed_text else None
    except ValueError:
        raise NeuroLensError(f"seed must be a whole number, got {seed_text!r}") from None
    if temperature is None or not 0 <= float(temperature) <= 2:
        raise NeuroLensError("temperature must be between 0 and 2")
    if top_p is None or not 0 < float(top_p) <= 1:
        raise NeuroLensError("top_p must be above 0 and at most 1")
    if n is None or not 1 <= int(n) <= 20:
        raise NeuroLensError("samples (n) must be a whole number from 1 to 20")
    if max_tokens is None or int(max_tokens) < 16:
        raise NeuroLensError("max tokens must be a whole number, at least 16")
    return SamplingParams(float(temperature), float(top_p), int(n), int(max_tokens), seed_value)


def image_options(
    mode: str,
    count: float,
    max_images: float,
    max_size: float,
    views: Any,
    spec: ModelSpec | None,
    convention: str = "radiological",
    opening: Iterable[SliceView] = (),
) -> ImageOptions:
    """Options from the widgets; `views` is the viewer's ScreenViews (slices in view), and
    `opening` what the viewer shows before its first report (opening_slices);
    `convention` is NEUROLENS_DISPLAY, so images sent match the viewer and the prompt says so."""
    slice_views = tuple(
        SliceView(v.sequence_id, v.plane or "axial", v.index, v.window)
        for v in getattr(views, "views", ()) or ()
    ) or tuple(opening)
    limit = int(max_images)
    if spec is not None:
        limit = spec.image_limit(limit)
    return ImageOptions(
        mode=ImageMode(mode),
        count=int(count),
        max_images=limit,
        max_size=int(max_size),
        views=slice_views,
        convention=convention,
    )


def opening_slices(case: Case) -> tuple[SliceView, ...]:
    """The slice the viewer opens the case on (its key slice, else the first sequence's middle
    axial slice), in the default window: what "slices in view" means before the viewer's first
    report arrives (it is debounced and a round trip away, and a quick Preview or Run beats it)."""
    from explorer.geometry import slice_count
    from ui.viewer.requests import opening_view

    view = opening_view(case)
    if view is not None:
        return (SliceView(str(view["sequence_id"]), str(view["plane"]), int(view["index"])),)
    first = case.sequences[0] if case.sequences else None
    if first is None or first.volume is None:
        return ()  # a 2D first image: nothing to guess, the viewer's report says
    return (SliceView(first.sequence_id, "axial", slice_count(first.volume, "axial") // 2),)


def preview_note(case: Case, spec: ModelSpec, confirmations: Confirmations, prompt: Prompt) -> str:
    """The words under the preview: where the case may go, and what was held back."""
    from vlm.privacy.preview import withheld_summary

    note = privacy_note(case, spec, confirmations)
    if prompt.held_back:
        note += f" Held back (burned-in annotations): {', '.join(prompt.held_back)}."
    withheld = withheld_summary(prompt.removed_fields, prompt.withheld_notes, prompt.released_notes)
    if withheld:
        note += f" {withheld}"
    if prompt.rounds > 1:
        note += f" {prompt.rounds} rounds: later turns follow each answer."
    return note


def privacy_note(case: Case, spec: ModelSpec, confirmations: Confirmations) -> str:
    if case.source == "demo":
        return "Bundled demo case (fictitious patient): may go to any endpoint."
    if spec.is_local:
        return f"Your own case; {spec.base_url} is on this machine, nothing leaves it."
    if confirmations.remote_for_own_cases:
        return f"Your own case, de-identified, confirmed for {spec.base_url} in this session."
    return (
        f"Your own case: tick **Send my case to this remote endpoint** to send it (de-identified) "
        f"to {spec.base_url}."
    )


@dataclass
class LiveRun:
    """The answers of the run in progress, as they arrive (server side, never in gr.State)."""

    n: int
    texts: dict[int, str] = field(default_factory=dict)
    rows: dict[int, SampleRow] = field(default_factory=dict)
    cancelled: bool = False

    def cancel(self) -> None:
        """Cancel ended the run: samples with no answer say so instead of "waiting…"."""
        self.cancelled = True

    def show_text(self, idx: int, text: str) -> None:
        """The streamed sample's text so far (vlm.live sends it whole, not as pieces)."""
        self.texts[idx] = text

    def finish(self, row: SampleRow) -> None:
        self.rows[row.idx] = row
        if not row.error:
            self.texts[row.idx] = row.raw_text

    def markdown(self, spec: ModelSpec | None = None) -> str:
        parts = []
        for i in range(self.n):
            row = self.rows.get(i)
            head = f"**Sample {i + 1}/{self.n}**"
            if row is not None and row.error:
                parts.append(f"{head}: ⚠️ {escape_md(row.error)}")
                continue
            text = self.texts.get(i, "")
            if row is not None:
                text = readable_text(text)
            if row is None and self.cancelled:
                parts.append(f"{head}: cancelled" + (f"\n\n{fenced(text)}" if text else ""))
                continue
            state = "" if row is not None else (" (streaming…)" if text else " (waiting…)")
            dx = escape_md(row.final_diagnosis) if row and row.final_diagnosis else ""
            body = f"\n\n{dx and '→ ' + dx}" if row else ""
            parts.append(f"{head}{state}{body}\n\n{fenced(text)}")
        answered = [r for r in self.rows.values() if not r.error]
        if spec is not None and answered:  # a failed run has no tokens or cost to speak of
            parts.append(usage_line(answered))
        return "\n\n".join(parts)


def readable_text(text: str) -> str:
    """A finished JSON answer indented, one field a line, so it reads without side-scrolling."""
    import json

    try:
        return json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except (ValueError, TypeError):
        return text


def usage_line(rows: list[SampleRow]) -> str:
    prompt = sum(r.prompt_tokens or 0 for r in rows)
    completion = sum(r.completion_tokens or 0 for r in rows)
    costs = [r.cost_usd for r in rows if r.cost_usd is not None]
    cost = f", cost ${sum(costs):.4f}" if costs else " (no prices configured: cost not shown)"
    return f"Tokens: {prompt:,} prompt + {completion:,} completion{cost}."


def runs_table(df: Any) -> list[list[Any]]:
    """Rows for the earlier-runs table; example runs are labelled as hand-written."""
    out: list[list[Any]] = []
    if df is None or len(df) == 0:
        return out
    for rec in df.to_dict("records"):
        label = model_label(str(rec.get("model", "")))
        out.append(
            [
                str(rec.get("run_id", "")),
                str(rec.get("created_at", ""))[:19],
                str(rec.get("task_id", "")),
                label,
                str(rec.get("status", "")),
                int(rec.get("answers") or 0),
            ]
        )
    return out


def samples_markdown(df: Any, model: str, extra: Mapping[str, Any] | None = None) -> str:
    if df is None or len(df) == 0:
        return "_No answers in this run._"
    lines = []
    if is_example(model):
        lines.append(f"> **{EXAMPLE_LABEL}.**")
    for rec in df.to_dict("records"):
        err = rec.get("error")
        if isinstance(err, str) and err:
            lines.append(f"**Sample {int(rec['idx']) + 1}**: ⚠️ {escape_md(err)}")
            continue
        lines.append(
            f"**Sample {int(rec['idx']) + 1}** → "
            f"{escape_md(rec.get('final_diagnosis') or '(no diagnosis)')}"
            f"\n\n{fenced(readable_text(str(rec.get('raw_text') or '')))}"
        )
    return "\n\n".join(lines)


def _text_chars(obj: Any) -> int:
    """Characters of text in a request body, image data URLs left out."""
    if isinstance(obj, dict):
        return sum(_text_chars(v) for k, v in obj.items() if k != "image_url")
    if isinstance(obj, list):
        return sum(_text_chars(v) for v in obj)
    return len(obj) if isinstance(obj, str) else 0


def preview_summary(body: Mapping[str, Any], n_images: int) -> str:
    """One line above the collapsed preview: images, approximate text tokens (~4 characters a
    token; image tokens depend on the model) and the request's size on the wire."""
    import json

    size_kb = len(json.dumps(body, ensure_ascii=False).encode("utf-8")) / 1024
    tokens = max(1, round(_text_chars(body.get("messages", [])) / 4))
    images = f"{n_images} image{'s' if n_images != 1 else ''}"
    return f"{images} · ~{tokens:,} text tokens · {size_kb:,.0f} KB request"


def picked_run(row: Any) -> tuple[str, int]:
    """(run id, answers) of a selected "Earlier runs" row (see runs_table); ("", 0) for
    anything else, e.g. a click on an empty table."""
    if not isinstance(row, (list, tuple)) or not row:
        return "", 0
    # the browser may send cells as {"value": ..., "id": ...}
    row = [c.get("value") if isinstance(c, Mapping) else c for c in row]
    try:
        answers = int(row[5]) if len(row) > 5 else 1
    except (TypeError, ValueError):
        answers = 1
    return str(row[0] or "").strip(), max(1, answers)
