"""What every task of a case shares in its prompt, split into the part that reads the case's
volumes and the part that needs only words and windowed slices.

A case's prompts share its images and its text as the privacy gate lets it go, and most of the
work of building them is pure Python (the gate's detectors, PNG encoding) holding the GIL
beside a batch's request threads. `case_job` (run where the volumes are: it cuts and windows
the chosen slices and reads the case's own identifiers) leaves a small value that
`build_case_parts` turns into the gated text, every task's scrubbed question and rounds, and
the rendered images: a pure function, run on another core by vlm.helper_process, or here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from data.model import Case, Difficulty, Provenance, Task, TaskFamily
from explorer.case_images import (
    CaseImage,
    ImageOptions,
    PlannedImage,
    SliceJob,
    plan_images,
    render_planned,
    render_slice_job,
    sequence_labels,
)
from vlm.privacy import (
    CleanText,
    Confirmations,
    Deidentifier,
    deidentify_case_text,
    held_back_sequences,
    known_identifiers,
)


@dataclass(frozen=True)
class CaseJob:
    """A case's words and chosen slices, without its volumes."""

    text_case: Case  # the case without its sequences: EHR, notes and tasks
    known: tuple[str, ...]  # the identifiers the case itself knows (headers included)
    released: frozenset[str]  # digests of unread-language texts the user chose to send
    slices: tuple[SliceJob, ...] = field(default=(), repr=False)


@dataclass(frozen=True)
class CaseParts:
    """build_case_parts' answer: the case's text as sent, each task text as scrubbed (or the
    error scrubbing it raised), and the images of the job's slices, in order."""

    clean: CleanText
    scrubbed: dict[str, str | Exception]
    images: tuple[CaseImage, ...] = field(repr=False)


@dataclass(frozen=True)
class CasePlan:
    """What stays where the volumes are: the job to send and how to put its answer back."""

    job: CaseJob
    planned: tuple[PlannedImage, ...]  # every image in order: SliceJobs and calls
    held_back: tuple[str, ...]  # labels of sequences the gate holds back


def plan_case(
    case: Case, options: ImageOptions, confirmations: Confirmations, with_images: bool
) -> CasePlan:
    """Choose, cut and window the case's slices and collect its words (reads the volumes)."""
    held = held_back_sequences(case, confirmations)
    labels = sequence_labels(case)
    planned: list[PlannedImage] = []
    if with_images:
        planned = plan_images(case, options, exclude={s.sequence_id for s in held})
    job = CaseJob(
        text_case=replace(case, sequences=()),
        known=tuple(known_identifiers(case)),
        released=frozenset(confirmations.released_texts),
        slices=tuple(p for p in planned if isinstance(p, SliceJob)),
    )
    return CasePlan(job, tuple(planned), tuple(labels[s.sequence_id] for s in held))


def build_case_parts(job: CaseJob) -> CaseParts:
    """The gated text, scrubbed task texts and rendered slices of a job (a pure function)."""
    scrub = Deidentifier(job.known)
    clean = deidentify_case_text(job.text_case, scrub, job.released)
    scrubbed: dict[str, str | Exception] = {}
    for task in job.text_case.tasks:
        for text in (task.question, *task.turns):
            if text not in scrubbed:
                try:
                    scrubbed[text] = scrub.scrub(text)
                except Exception as exc:  # that task's build raises it, as scrubbing there would
                    scrubbed[text] = exc
    images = tuple(render_slice_job(s) for s in job.slices)
    for image in images:  # made once here, not by the threads that send them
        image.data_url()
        _ = image.url_sha256
    return CaseParts(clean, scrubbed, images)


def case_images(plan: CasePlan, parts: CaseParts) -> list[CaseImage]:
    """Every image of the plan in order: the job's rendered slices and the rest rendered here."""
    rendered = iter(parts.images)
    return [
        next(rendered) if isinstance(item, SliceJob) else render_planned(item)
        for item in plan.planned
    ]


class ScrubbedTexts:
    """`scrub(text)` for a case's task texts, answered from build_case_parts' results; a text
    it did not see is scrubbed here with the case's own scrubber."""

    def __init__(self, job: CaseJob, parts: CaseParts) -> None:
        self._known = job.known
        self._scrubbed = parts.scrubbed
        self._scrubber: Deidentifier | None = None

    def scrub(self, text: str) -> str:
        found = self._scrubbed.get(text)
        if isinstance(found, Exception):
            raise found
        if found is not None:
            return found
        if self._scrubber is None:
            self._scrubber = Deidentifier(self._known)
        return self._scrubber.scrub(text)


def warm_up(_: object = None) -> None:
    """Make a small case's parts: what the first real case would otherwise load (the gate's
    word lists and detectors, PNG encoding)."""
    task = Task("warm-up", TaskFamily.DIFFERENTIAL, Difficulty.DIRECT, "Seen on 3 May 2020?")
    note = "Mr Tom Hale (MRN 12345678), seen at 10 Main Street, phone +44 20 7946 0958."
    case = Case("warm-up", "", "", Provenance("", "", ""), (("Age", "61"),), (note,), (task,))
    pixels = np.zeros((16, 16), dtype=np.uint8)
    slices = (SliceJob("s", "T1", "axial", 0, 1, 0.0, pixels, "radiological", 64),)
    build_case_parts(CaseJob(case, ("Tom Hale",), frozenset(), slices))
