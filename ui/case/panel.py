"""Markdown for the Explore side panel: provenance, EHR, notes, task and (hidden) reference.

Pure text builders, so what a user reads about a case is unit-tested; the reference answer is a
separate block the tab shows only behind a toggle (OFF by default), so a user forms their own
reading of the images first.
"""

from __future__ import annotations

from data.model import Case, Reference, Task
from explorer.display_text import escape_markdown
from ui.case.text_limits import EHR_VALUE_CHARS, truncate_for_display


def escape_md(text: str) -> str:
    """Keep case text literal: no headings, tables, images or HTML from a vignette, and no
    bidirectional override reversing what the reader sees (explorer.display_text); long text
    is cut for display (the case keeps all of it)."""
    return escape_markdown(truncate_for_display(str(text)))


def case_choice_label(case: Case) -> str:
    """One line in the case list: id, title and a synthetic marker."""
    synthetic = " · synthetic" if is_synthetic(case) else ""
    return f"{case.case_id} · {case.title}{synthetic}"


def is_synthetic(case: Case) -> bool:
    """Whether anything in the case is synthetic or fictitious (what a reader must be told)."""
    p = case.provenance
    return bool(p.synthetic or p.disclaimer) or any(s.synthetic for s in case.sequences)


def disclaimer_md(case: Case) -> str:
    """The warning a reader sees above the case: its disclaimer, else a plain "synthetic" line
    ("" for a case with nothing synthetic). Shown only: the provenance never goes to a model."""
    text = case.provenance.disclaimer.strip()
    if text:
        head, dot, rest = text.partition(". ")  # its first sentence in bold, the rest plain
        return f"**⚠ {escape_md(head + dot.strip())}** {escape_md(rest)}".rstrip()
    return (
        "**⚠ Contains synthetic images or text (see the provenance).**"
        if is_synthetic(case)
        else ""
    )


def provenance_md(case: Case) -> str:
    """Where the case comes from, under which licence, and what in it is synthetic."""
    p = case.provenance
    lines = [
        f"### {escape_md(case.title)}",
        f"`{case.case_id}` · source: **{escape_md(p.source)}**",
    ]
    if p.disclaimer:
        lines.append(disclaimer_md(case))
    if p.description:
        lines.append(escape_md(p.description))
    licence = f"Licence: {escape_md(p.licence) or 'not stated'}"
    if p.notice:
        licence += " (full notice below)"
    lines.append(licence)
    synthetic = list(p.synthetic)
    synthetic += [
        f"sequence {s.name}" for s in case.sequences if s.synthetic and s.name not in synthetic
    ]
    if synthetic:
        lines.append("**⚠ SYNTHETIC:** " + "; ".join(escape_md(s) for s in synthetic))
    burned = [s.name for s in case.sequences if s.burned_in_annotation]
    if burned:
        lines.append("Burned-in annotations in: " + ", ".join(escape_md(s) for s in burned))
    return "\n\n".join(lines)


def notice_md(case: Case) -> str:
    """The source's full copyright/licence notice ("" when none): long legal text that must ship
    with the images, shown in a collapsed block so it does not push the case off the screen."""
    notice = case.provenance.notice
    return f"<small>{escape_md(notice)}</small>" if notice else ""


def ehr_md(case: Case) -> str:
    if not case.ehr:
        return "_No structured EHR fields._"
    rows = ["| field | value |", "| --- | --- |"]
    rows += [
        f"| {escape_md(k)} | {escape_md(truncate_for_display(v, EHR_VALUE_CHARS))} |"
        for k, v in case.ehr
    ]
    return "\n".join(rows)


def notes_md(case: Case) -> str:
    if not case.notes:
        return "_No clinical notes._"
    return "\n\n---\n\n".join(escape_md(n) for n in case.notes)


def task_choices(case: Case) -> list[tuple[str, str]]:
    """(label, task_id) pairs for the task picker."""
    return [
        (f"{t.task_id} · {t.family.value} · {t.difficulty.value}", t.task_id) for t in case.tasks
    ]


def task_md(task: Task | None) -> str:
    if task is None:
        return "_This case has no tasks._"
    lines = [
        f"**{task.family.value.replace('_', ' ')}** · split: {task.difficulty.value}",
        "",
        escape_md(task.question) or "_(no question text)_",
    ]
    for i, turn in enumerate(task.turns, start=1):
        lines += ["", f"**Turn {i}:** {escape_md(turn)}"]
    return "\n".join(lines)


def reference_md(reference: Reference | None) -> str:
    """The reference answer; says so plainly when the source has none (public JSON has none)."""
    if reference is None:
        return "_No reference answer for this task (the source does not publish one)._"
    parts = []
    if reference.diagnosis:
        syn = f" (also: {', '.join(reference.synonyms)})" if reference.synonyms else ""
        parts.append(f"**Diagnosis:** {escape_md(reference.diagnosis)}{escape_md(syn)}")
    if reference.differential:
        ranked = "; ".join(f"{i}. {escape_md(d)}" for i, d in enumerate(reference.differential, 1))
        parts.append(f"**Differential:** {ranked}")
    if reference.lesion:
        parts.append(f"**Lesion:** {escape_md(reference.lesion)}")
    if reference.rationale:
        parts.append(f"**Rationale:** {escape_md(reference.rationale)}")
    return "\n\n".join(parts) or "_The reference answer is empty._"


def sequences_md(case: Case) -> str:
    """A compact list of the case's sequences with shape and a synthetic marker."""
    lines = []
    for s in case.sequences:
        if s.volume is not None:
            shape = "x".join(str(n) for n in s.volume.shape)
            sp = "x".join(f"{v:g}" for v in s.volume.spacing)
            what = f"{shape} voxels at {sp} mm"
        else:
            assert s.stack is not None
            what = f"{len(s.stack.frames)} 2D image(s)"
        mark = " · **synthetic**" if s.synthetic else ""
        lines.append(f"- **{escape_md(s.name)}** ({s.kind.value}): {what}{mark}")
    return "\n".join(lines) or "_No images._"
