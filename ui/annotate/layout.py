"""What the Annotate tab shows, as pure functions of plain values (no gradio, no store).

Model answers are untrusted text: every field is HTML-escaped and stripped of bidirectional
control characters (which can reorder what a reader sees), and nothing is rendered as Markdown,
so an answer cannot show an image, a link or a fake verdict.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from annotator.claims import answer_claims, answer_fields
from annotator.queue import SampleView
from annotator.review import RunSettings, ScoreLine, Verdict
from annotator.taxonomy import Taxonomy
from ui.annotate.state import KEY_HELP, AnnotateState
from ui.case.panel import escape_md
from vlm.examples import model_label

# LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def clean(text: Any) -> str:
    """Untrusted text made safe to read: bidi controls removed (escaping is done by `esc`)."""
    return BIDI.sub("", str(text or ""))


def esc(text: Any) -> str:
    return html.escape(clean(text))


def answer_html(sample: SampleView | None, span: tuple[int, int, str] | None, ack: int = 0) -> str:
    """The answer as numbered claims under field headings; the chosen claim highlighted.

    `ack` echoes the id of the key batch this render answers (the browser then sends the next);
    `data-sid` is the answer on screen: every key the browser sends carries it.
    """
    sid = esc(sample.sample_id) if sample else ""
    head = f"<div class='nl-answer-text' tabindex='0' data-ack='{ack}' data-sid='{sid}'>"
    if sample is None:
        return head + "<em>No answer selected.</em></div>"
    parts = [head]
    n = 0
    claims = answer_claims(sample)
    for title, items in answer_fields(sample):
        parts.append(f"<div class='nl-field'><span class='nl-field-name'>{esc(title)}</span> ")
        tag = "ol" if title == "Differential" else "div"
        parts.append(f"<{tag} class='nl-field-body'>")
        for text in items:
            start, end, _t = claims[n]
            n += 1
            chosen = (
                bool(span)
                and span is not None
                and (((span[0], span[1]) == (start, end) and start >= 0) or span[2] == text)
            )
            cls = "nl-claim nl-chosen" if chosen else "nl-claim"
            body = f"<sup class='nl-num'>{n}</sup>{esc(text)}"
            el = "li" if tag == "ol" else "span"
            parts.append(f"<{el} class='{cls}' data-n='{n}'>{body}</{el}> ")
        parts.append(f"</{tag}></div>")
    if span and not any(c[2] == span[2] for c in claims):
        parts.append(f"<div class='nl-span'>Selected: <mark>{esc(span[2])}</mark></div>")
    parts.append("<div class='nl-claim-entry' hidden></div></div>")
    return "".join(parts)


def _reference_html(reference: Any, reveal: bool) -> str:
    if not reveal:
        return "<div class='nl-ref nl-hidden-ref'>Reference hidden · press <kbd>r</kbd></div>"
    if reference is None:
        return "<div class='nl-ref'>No reference for this task.</div>"
    rows = [
        ("Final diagnosis", reference.diagnosis),
        ("Differential", ", ".join(reference.differential)),
        ("Lesion", reference.lesion),
        ("Rationale", reference.rationale),
    ]
    body = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v) or '—'}</dd>" for k, v in rows)
    return f"<div class='nl-ref'><b>Reference</b> <small>(r hides)</small><dl>{body}</dl></div>"


def verdict_html(verdict: Verdict) -> str:
    cls = {"correct": "nl-ok", "incorrect": "nl-bad"}.get(verdict.value, "nl-undecided")
    detail = f" · {esc(verdict.detail)}" if verdict.detail else ""
    judged = f" · judged: <q class='nl-judged'>{esc(verdict.judged)}</q>" if verdict.judged else ""
    return (
        f"<div class='nl-verdict {cls}' data-verdict='{verdict.value}' "
        f"data-source='{verdict.source}'><b>Verdict: {verdict.value}</b> "
        f"(decided by {verdict.source}){detail}{judged} · <kbd>v</kbd> flips</div>"
    )


def scores_html(scores: Sequence[ScoreLine]) -> str:
    if not scores:
        return "<div class='nl-scores'>No scores yet.</div>"
    rows = "".join(
        f"<tr><td>{esc(s.metric)}</td><td>{'—' if s.value is None else f'{s.value:.3g}'}</td>"
        f"<td>{esc(s.method)}</td><td>{esc(s.reason)}</td></tr>"
        for s in scores
    )
    return (
        "<table class='nl-scores'><tr><th>score</th><th>value</th><th>method</th>"
        f"<th>reason</th></tr>{rows}</table>"
    )


def settings_html(run: RunSettings | None) -> str:
    if run is None:
        return ""
    params = ", ".join(f"{k}={v}" for k, v in sorted(run.params.items()))
    bits = [
        f"model {esc(model_label(run.model))}",
        f"run {esc(run.run_id)}",
        esc(run.origin),
        f"template {esc(run.template_version)}" if run.template_version else "",
        f"images {esc(run.image_mode)}" if run.image_mode else "",
        f"ablation {esc(run.ablation)}" if run.ablation else "",
        esc(params),
        f"{len(run.images)} images sent",
    ]
    return "<div class='nl-settings'>Run: " + " · ".join(b for b in bits if b) + "</div>"


def thumbs_html(
    images: Sequence[dict[str, Any]], render: Callable[[dict[str, Any]], str], case_id: str = ""
) -> str:
    """Thumbnails of exactly the images sent; each opens the viewer at its slice (click/Enter).

    `render(image) -> data URL` ("" when it cannot be drawn: the button still navigates).
    """
    if not images:
        return "<div class='nl-thumbs'>No images recorded for this run.</div>"
    out = ["<div class='nl-thumbs'>"]
    for img in images:
        seq, plane, idx = img.get("sequence") or "", img.get("plane") or "", img.get("slice")
        short = seq.removeprefix(f"{case_id}-") if case_id else seq
        label = f"{short} {plane} {'' if idx is None else int(idx) + 1}".strip()
        src = render(img)
        pic = f"<img alt='{esc(label)}' src='{src}'>" if src.startswith("data:image/") else ""
        out.append(
            f"<button type='button' class='nl-thumb' data-seq='{esc(seq)}' "
            f"data-plane='{esc(plane)}' data-slice='{'' if idx is None else int(idx)}' "
            f"title='open {esc(label)} in the viewer'>{pic}<span>{esc(label)}</span></button>"
        )
    out.append("</div>")
    return "".join(out)


def context_html(
    *,
    header: str,
    question: str,
    reference: Any,
    reveal: bool,
    verdict: Verdict,
    scores: Sequence[ScoreLine],
    run: RunSettings | None,
    thumbs: str,
    sid: str,
) -> str:
    """Everything beside the answer, in one block whose data-sid names the answer it is for."""
    return (
        f"<div class='nl-context' data-sid='{esc(sid)}'>"
        f"<div class='nl-head'>{header}</div>"
        f"<div class='nl-question'><b>Question</b> {esc(question) or '—'}</div>"
        f"{verdict_html(verdict)}{_reference_html(reference, reveal)}"
        f"{settings_html(run)}{scores_html(scores)}{thumbs}</div>"
    )


def header_html(sample: SampleView | None) -> str:
    if sample is None:
        return ""
    return (
        f"<b>{esc(model_label(sample.model))}</b> · <code>{esc(sample.sample_id)}</code> · "
        f"case {esc(sample.case_id)} · task {esc(sample.task_id)}"
    )


def help_html() -> str:
    rows = "".join(f"<tr><td><kbd>{esc(k)}</kbd></td><td>{esc(v)}</td></tr>" for k, v in KEY_HELP)
    return (
        "<div class='nl-help' role='dialog' aria-label='Annotate keys' hidden>"
        f"<b>Keys</b> (press <kbd>?</kbd> to close)<table>{rows}</table></div>"
    )


def draft_md(state: AnnotateState, taxonomy: Taxonomy) -> str:
    if state.current is None:
        return "_Nothing to label: the queue is empty (run models in the Query tab first)._"
    cat = taxonomy.get(state.category).label if state.category else "—"
    sub = f" / {state.subtype}" if state.subtype else ""
    span = f" · span: “{clean(state.span[2])[:60]}”" if state.span else ""
    tags = f" · tags: {', '.join(state.tags)}" if state.tags else ""
    flip = f" · verdict flipped to {state.flip}" if state.flip else ""
    where = f"answer {state.position + 1} of {len(state.queue)}"
    saved = " · ✓ you labelled this" if state.submitted else ""
    return f"**Label:** {cat}{sub}{span}{tags}{flip} · {where}{saved}"


def evidence_text(evidence: dict[str, Any] | None) -> str:
    """One line saying what was on screen when a label was saved."""
    if not evidence:
        return "no evidence recorded"
    if evidence.get("viewed") is False:
        return "no image viewed (the viewer's images were not touched on this case)"
    if not evidence.get("sequence_id"):
        return f"case {evidence.get('case_id', '?')} (the viewer had not reported a slice yet)"
    index = evidence.get("index")
    where = f"{evidence.get('plane') or 'frame'} slice {index + 1 if index is not None else '?'}"
    pos = evidence.get("position_mm")
    at = f" at {pos:.1f} mm" if isinstance(pos, int | float) else ""
    win = evidence.get("window")
    w = f", window L{win[0]:g}/W{win[1]:g}" if win else ""
    measured = evidence.get("measurements") or []
    drawn = "; measured: " + "; ".join(str(m) for m in measured) if measured else ""
    return f"{evidence['sequence_id']} {where}{at}{w}{drawn}"


def subtype_choices(taxonomy: Taxonomy) -> list[tuple[str, str]]:
    """The sub-type dropdown's choices: none, then each category's sub-types."""
    return [("(none)", "")] + [
        (f"{c.label}: {s.label}", s.key) for c in taxonomy.categories for s in c.subtypes
    ]


def status_md(state: AnnotateState, evidence: dict[str, Any] | None) -> str:
    """The status line; "saved" only ever comes from AnnotateState.saved (after COMMIT)."""
    if state.message == "saved":
        saved = f"✓ **saved** · evidence: {evidence_text(evidence)}"
        return f"{saved}\n\n{state.warning}" if state.warning else saved
    return state.message


ANY = ("any", "")  # a filter choice: (shown label, value); "" means no filter

# The queue's columns, with short headers so the header row stays one line, and widths.
QUEUE_HEADERS = {
    "sample_id": "answer",
    "model": "model",
    "case_id": "case",
    "task_id": "task",
    "final_diagnosis": "final diagnosis",
    "verdict": "verdict",
    "verdict_source": "by",
    "n_annotators": "labels",
    "mine": "mine",
    "difficulty": "split",
    "family": "family",
}
QUEUE_WIDTHS: list[str | int] = [
    "18%",
    "11%",
    "11%",
    "5%",
    "17%",
    "8%",
    "6%",
    "5%",
    "6%",
    "6%",
    "7%",
]


def model_choices(models: list[str]) -> list[tuple[str, str]]:
    """Model filter choices: labelled as everywhere (examples say so), valued by raw name."""
    return [ANY, *((model_label(m), m) for m in models)]


def value_choices(values: list[str]) -> list[tuple[str, str]]:
    """Filter choices for enum values ("multi_round" is shown as "multi round")."""
    return [ANY, *((v.replace("_", " "), v) for v in values)]


def ehr_md(title: str, ehr: Any, warning: str = "") -> str:
    """The case title, its synthetic/fictitious warning (Markdown, already escaped) and every
    EHR field, one compact line each, as literal text (escaped, bidi controls shown, long values
    cut for display: ui.case_panel.escape_md)."""
    head = f"**{escape_md(title)}**\n\n" + (f"{warning}\n\n" if warning else "")
    return head + "\n".join(f"- **{escape_md(k)}:** {escape_md(v)}" for k, v in ehr)


def queue_view(q: Any) -> Any:
    """The queue as shown: the columns in order, short headers."""
    return q[list(QUEUE_HEADERS)].rename(columns=QUEUE_HEADERS)


def json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
