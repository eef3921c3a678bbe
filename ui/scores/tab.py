"""Scores tab: every sample of a run, which passed and why, grader justification, BERTScore,
and the gap between pass@1 and pass@k. `scores_panel` is what the Query tab shows under a
run's answers.
"""

from __future__ import annotations

from typing import Any

import gradio as gr
import pandas as pd

from data.errors import NeuroLensError
from explorer.display_text import plain_cell
from scoring.correctness import RULE_TEXT, bare_reason
from scoring.figures import run_scores_figure
from scoring.summary import run_pass_summary
from ui.context import AppContext
from ui.paired import build_paired

TABLE_COLUMNS = {
    "idx": "#",
    "final_diagnosis": "judged conclusion",  # the answer's conclusion: what the rule judged
    "correct": "correct",
    "verdict_source": "decided by",
    "why": "why",
    "rule_correct": "offline rule",
    "diagnosis_similarity": "embedding sim.",
    "bertscore_f1": "BERTScore F1",
    "bertscore_p": "P",
    "bertscore_r": "R",
    "grader_status": "grader",
    "graded_by": "grader model",
    "grader_justification": "grader justification",
}


# The Query tab's table sits under the answers: the columns that say whether each sample passed
# and why, always all of them, so fixed widths keep headers on one line (the Scores tab has the
# full table: offline rule, embedding similarity, P/R, grader dimensions).
QUERY_TABLE_WIDTHS = {
    "#": 44,
    "judged conclusion": 200,
    "correct": 76,
    "decided by": 112,
    "BERTScore F1": 132,
    "grader": 160,
    "why": 360,
}


def _pct(v: object) -> str:
    return "n/a" if v is None else f"{100 * float(v):.1f}%"  # type: ignore[arg-type]


def summary_markdown(frame: pd.DataFrame, k: int = 5, bertscore_note: str = "") -> str:
    """The one-paragraph verdict above the per-sample table."""
    if frame.empty:
        return "_No samples in this run yet._"
    s = run_pass_summary(frame, k)
    n = int(s["n"])  # type: ignore[call-overload]
    pk = f"pass@{k} {_pct(s['pass@k'])}" if s["pass@k"] is not None else f"pass@{k} n/a (n<{k})"
    gap = "" if s["gap"] is None else f" · gap {100 * float(s['gap']):.1f} points"  # type: ignore[arg-type]
    methods = ", ".join(s["methods"]) or "nothing yet"  # type: ignore[arg-type]
    lines = [
        f"**{s['c']} of {n} judged samples correct** ({s['samples']} "
        f"{'answer' if s['samples'] == 1 else 'answers'} in the run) · "
        f"pass@1 {_pct(s['pass@1'])} · {pk}{gap} · n = {n}",
        f"Correctness decided by: **{methods}**. Samples decided by each source (human > grader "
        f"> rule): **{s['decided_by']}**.",
    ]
    if s["undecided"]:
        lines.append(
            f"{s['undecided']} undecided sample(s) are left out of n (not counted as wrong) and "
            "wait for review in the Annotate tab."
        )
    if s["failed"]:
        errors = frame.loc[frame["failed"].astype(bool), "verdict_reason"]
        first = errors.iloc[0] if len(errors) else ""
        lines.append(f"{s['failed']} failed request(s) are not samples: {first}")
    graders = sorted({str(g) for g in frame.get("graded_by", pd.Series()).dropna() if g})
    if graders:
        lines.append(f"Grades shown are from: **{', '.join(graders)}**.")
    if "rule" in s["methods"]:  # type: ignore[operator]
        lines.append(f"<details><summary>The offline rule</summary>{RULE_TEXT}</details>")
    if bertscore_note:
        lines.append(bertscore_note)
    return "\n\n".join(lines)


def _why(r: dict[str, Any]) -> str:
    """The machine's reason (its judged span is the column beside it), or the verdict's own
    when a human, a fallback or a failure decided."""
    if r.get("verdict_reason"):
        return str(r["verdict_reason"])
    return bare_reason(str(r.get("correct_reason") or ""), str(r.get("judged_span") or ""))


_MARKS = {"correct": "✔", "incorrect": "✘", "undecided": "? undecided", "failed": "⚠ failed"}


def display_frame(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    if "verdict" in frame:
        frame["why"] = [_why(r) for r in frame.to_dict("records")]
        frame["correct"] = [_MARKS.get(str(v), "—") for v in frame["verdict"]]
    elif "correct_reason" in frame:
        frame["why"] = [_why(r) for r in frame.to_dict("records")]
    if "verdict_source" not in frame and "correct_method" in frame:
        frame["verdict_source"] = frame["correct_method"]
    cols = [c for c in TABLE_COLUMNS if c in frame.columns]
    grader_dims = [c for c in frame.columns if c.startswith("grader_") and c not in TABLE_COLUMNS]
    grader_dims = [c for c in grader_dims if c != "grader_verdict"]
    out = frame[cols + grader_dims].rename(columns=TABLE_COLUMNS).copy()
    if "#" in out:  # numbered from 1, as the answers above ("Sample 1/n")
        out["#"] = pd.to_numeric(out["#"], errors="coerce").astype("Int64") + 1
    for col in ("BERTScore F1", "P", "R", "embedding sim."):
        if col in out:
            out[col] = pd.to_numeric(out[col], errors="coerce").round(3)
    for col in ("correct", "offline rule"):
        if col in out and not (col == "correct" and "verdict" in frame):
            out[col] = [{True: "✔", False: "✘"}.get(v, "—") for v in out[col]]
    for col in ("judged conclusion", "why", "grader justification", "grader"):
        if col in out:  # model and grader text: plain cells, bidi controls neutralised
            out[col] = [plain_cell(v) for v in out[col]]
    return out


def run_scores_view(ctx: AppContext, run_id: str, rescore: bool = False) -> tuple[str, Any, Any]:
    """(summary markdown, table, figure) for a run; scores it first when it has no scores."""
    service = ctx.scoring
    if service is None or not run_id:
        return "_Scoring is not available (no database)._", None, None
    frame = service.scores_frame(run_id)
    if rescore or frame.empty or frame["correct_method"].eq("").any():
        frame = service.submit_run(run_id).result()
    return (
        summary_markdown(frame, 5),  # the tab's heading already names the BERTScore backbone
        display_frame(frame),
        run_scores_figure(frame),
    )


def live_k(n: int) -> int:
    """The k shown under a live query: the benchmark's 5, or n when fewer samples were asked."""
    return max(1, min(5, int(n)))


def compact_frame(shown: pd.DataFrame) -> pd.DataFrame:
    """The Query tab's columns of a display_frame, in QUERY_TABLE_WIDTHS order ("—" where a
    column is missing), so the widths set on the widget always match."""
    out = shown.reindex(columns=list(QUERY_TABLE_WIDTHS))
    for col in ("judged conclusion", "correct", "decided by", "grader", "why"):
        if col not in shown:
            out[col] = "—"
    return out


def scores_panel(service: Any, frame: pd.DataFrame, k: int = 5) -> tuple[str, pd.DataFrame]:
    """(summary markdown, compact per-sample table) for a scored run: what the Query tab shows."""
    note = f"Grader: **{service.grader_label}**. {service.bertscore_note}"
    return summary_markdown(frame, k, note), compact_frame(display_frame(frame))


NO_OVERLAP = "_No overlapping grader and human judgements yet: label some scored answers._"


def _ci(value: object, low: object, high: object) -> str:
    if value is None or pd.isna(value):  # type: ignore[call-overload]
        return "n/a"
    text = f"{float(value):.2f}"  # type: ignore[arg-type]
    if low is not None and high is not None and not pd.isna(low) and not pd.isna(high):  # type: ignore[call-overload]
        text += f" [{float(low):.2f}, {float(high):.2f}]"  # type: ignore[arg-type]
    return text


def grader_human_view(store: Any) -> tuple[str, pd.DataFrame | None, pd.DataFrame | None]:
    """(summary, verdict agreement per judge, correlations per dimension) for the answers that
    both a machine judge (grader or rule) and a human judged."""
    from scoring.agreement import verdict_agreement
    from scoring.grader_vs_human import grade_correlations, join_grades, join_verdicts
    from store.labels import current_labels
    from store.scores import judgement_scores

    if store is None or not store.table_exists("scores") or not store.table_exists("label_events"):
        return NO_OVERLAP, None, None
    scores = judgement_scores(store)
    labels = current_labels(store)
    verdicts = join_verdicts(scores, labels)
    grades = join_grades(scores, labels)
    if verdicts.empty and grades.empty:
        return NO_OVERLAP, None, None
    agreement = verdict_agreement(verdicts)
    table = pd.DataFrame(
        {
            "judge": agreement["judge"],
            "answers": agreement["answers"],
            "agreement": [f"{100 * v:.0f}%" for v in agreement["agreement"]],
            "Cohen's κ": [
                "undefined" if pd.isna(k) else f"{k:.2f}" for k in agreement["cohen_kappa"]
            ],
        }
    )
    lines = [
        f"**{verdicts['sample_id'].nunique()} answers** judged by both a machine judge and a "
        "human (human 'not a failure' = correct; any other label = wrong)."
    ]
    corr = None
    if grades.empty:
        lines.append(
            "No numeric human grades with the rubric's dimensions yet: Pearson/Spearman need "
            'labels whose evidence carries {"grades": {dimension: score}}.'
        )
    else:
        raw = grade_correlations(grades)
        corr = pd.DataFrame(
            {
                "dimension": raw["dimension"],
                "n": raw["n"],
                "Pearson r [95% CI]": [
                    _ci(*v)
                    for v in zip(
                        raw["pearson"], raw["pearson_low"], raw["pearson_high"], strict=True
                    )
                ],
                "Spearman ρ [95% CI]": [
                    _ci(*v)
                    for v in zip(
                        raw["spearman"], raw["spearman_low"], raw["spearman_high"], strict=True
                    )
                ],
            }
        )
        lines.append("Grader vs human rubric grades (the paper reports r > 0.9):")
    return "\n\n".join(lines), table, corr


def _run_choices(ctx: AppContext) -> list[tuple[str, str]]:
    if ctx.store is None:
        return []
    from store.runs import recent_runs
    from vlm.examples import model_label

    return [
        (
            f"{r.created_at:%Y-%m-%d %H:%M} · {model_label(r.model)} · {r.case_id}/{r.task_id}"
            f" · {r.settings}",
            r.run_id,
        )
        for r in recent_runs(ctx.store)
    ]


NO_RUNS = (
    "_No scored runs yet: run a query in the Query tab or "
    "`python -m scoring.run --model NAME --cases demo`._"
)
NO_RUN_PICKED = "_Pick a run above to see how each of its samples was scored._"


def empty_samples() -> pd.DataFrame:
    """The per-sample table before a run is shown: its real headers, not gradio's 1, 2, 3."""
    return pd.DataFrame(columns=list(TABLE_COLUMNS.values()))


def pick_run(choices: list[tuple[str, str]], current: str | None) -> str | None:
    """The run to show: the one picked if it is still listed, else the newest (listed first)."""
    values = [value for _label, value in choices]
    if current in values:
        return current
    return values[0] if values else None


def scores_tab_view(
    ctx: AppContext, run_id: str | None, rescore: bool = False
) -> tuple[str, pd.DataFrame, Any]:
    """(summary, table, figure or None) for the Scores tab: no run is a one-line note and an
    empty table with headers, never a blank plot; a bad run is its message."""
    if not run_id:
        return (NO_RUN_PICKED if _run_choices(ctx) else NO_RUNS), empty_samples(), None
    try:
        md, table, fig = run_scores_view(ctx, run_id, rescore=rescore)
    except NeuroLensError as exc:
        return f"⚠️ {exc}", empty_samples(), None
    if table is None or len(table) == 0:
        return md, empty_samples(), None
    return md, table, fig


def build(ctx: AppContext) -> None:
    if ctx.store is None or ctx.scoring is None:
        gr.Markdown("Scores need the database, which is not open (see the warning at the top).")
        return
    grader = ctx.scoring.grader_label
    gr.Markdown(
        f"Every sample of a run, scored the way the benchmark scores it. Grader: **{grader}**. "
        + ctx.scoring.bertscore_note
    )
    choices = _run_choices(ctx)
    newest = pick_run(choices, None)
    with gr.Row():
        run = gr.Dropdown(
            choices=choices, value=newest, label="Run", scale=4, elem_id="nl-scores-run"
        )
        refresh = gr.Button("Refresh list", scale=0)
        rescore = gr.Button("Score again", scale=0)
    summary = gr.Markdown("_Scoring…_" if newest else NO_RUNS, elem_id="nl-scores-summary")
    table = gr.Dataframe(
        empty_samples(), label="Samples", wrap=True, interactive=False, elem_id="nl-scores-table"
    )
    plot = gr.Plot(label="BERTScore per sample", visible=False, elem_id="nl-scores-plot")

    def show(run_id: str | None, again: bool = False) -> tuple[Any, ...]:
        md, frame, fig = scores_tab_view(ctx, run_id, again)
        return md, frame, gr.update(value=fig, visible=fig is not None)

    def on_open(current: str | None) -> tuple[Any, ...]:
        """Runs added since the page opened are listed; the picked (else newest) run shown."""
        listed = _run_choices(ctx)
        picked = pick_run(listed, current)
        busy = "_Scoring…_" if picked else NO_RUNS
        return gr.update(choices=listed, value=picked), busy

    with gr.Accordion("Grader vs human", open=False):
        compare = gr.Button("Compare grader and human judgements")
        human_md = gr.Markdown(NO_OVERLAP)
        human_verdicts = gr.Dataframe(label="Verdict agreement", interactive=False)
        human_corr = gr.Dataframe(label="Rubric grades: correlation", interactive=False)

    with gr.Accordion("Is A better than B?", open=False):
        build_paired(ctx, "nl-scores")

    def on_compare() -> tuple[Any, ...]:
        try:
            return grader_human_view(ctx.store)
        except NeuroLensError as exc:
            return f"_{exc}_", None, None

    compare.click(on_compare, outputs=[human_md, human_verdicts, human_corr])

    shown = [summary, table, plot]
    run.input(lambda r: show(r), inputs=[run], outputs=shown)
    rescore.click(lambda r: show(r, True), inputs=[run], outputs=shown)
    refresh.click(on_open, inputs=[run], outputs=[run, summary]).then(
        lambda r: show(r), inputs=[run], outputs=shown
    )
    from gradio.context import Context

    tab = Context.block
    if isinstance(tab, gr.Tab):  # first paint is the list; scoring (may load BERTScore) after
        tab.select(on_open, inputs=[run], outputs=[run, summary]).then(
            lambda r: show(r), inputs=[run], outputs=shown
        )
