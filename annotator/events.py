"""Building label events: save, undo and adjudicate, always by appending to the log.

The base revision is the head the annotator SAW when they opened the answer, not the head at
save time, so two tabs (or two annotators) that edit the same revision both land and show up
as a conflict instead of one silently overwriting the other.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from annotator.taxonomy import Taxonomy
from data.errors import NeuroLensError
from store.database import Store
from store.labels import VERDICTS, LabelEvent, append_event, get_event
from store.verdicts import verdict_head


@dataclass(frozen=True)
class Evidence:
    """What was on screen when the label was saved.

    `viewed` False: the annotator did nothing with the viewer's images on this case (no slice
    stepped, no click, no sequence, plane or window changed), so its opening view is not kept
    as if it had been looked at; None: the viewer did not say (it had not reported yet).
    """

    case_id: str
    sequence_id: str = ""
    plane: str = ""
    index: int | None = None
    position_mm: float | None = None
    window: tuple[float, float] | None = None
    # every viewport on screen when there were several (the fields above are the first one)
    viewports: tuple[dict[str, Any], ...] = field(default=(), hash=False)
    # rulers and regions the auditor drew on the active sequence, one line each
    # ("12.3 mm (ruler, axial 95)", "area 40.2 mm², mean 812 ± 33 (ellipse, axial 95)")
    measurements: tuple[str, ...] = ()
    viewed: bool | None = None

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "case_id": self.case_id,
            "sequence_id": self.sequence_id,
            "plane": self.plane,
            "index": self.index,
            "position_mm": self.position_mm,
            "window": list(self.window) if self.window else None,
        }
        if len(self.viewports) > 1:
            out["viewports"] = [dict(v) for v in self.viewports]
        if self.measurements:
            out["measurements"] = list(self.measurements)
        if self.viewed is not None:
            out["viewed"] = self.viewed
        return out


def new_event_id() -> str:
    return uuid.uuid4().hex


def utc_now() -> datetime:
    """Naive UTC (DuckDB TIMESTAMP has no zone; everything stored is UTC)."""
    return datetime.now(UTC).replace(tzinfo=None)


def build_label_event(
    *,
    sample_id: str,
    annotator: str,
    category: str,
    taxonomy: Taxonomy,
    base_revision: str | None,
    subtype: str | None = None,
    tags: Sequence[str] = (),
    note: str = "",
    evidence: Evidence | None = None,
    span: tuple[int, int, str] | None = None,
    role: str = "label",
    reason: str = "",
    event_id: str | None = None,
    now: datetime | None = None,
) -> LabelEvent:
    """A create (no base) or revise (based on the head the annotator saw)."""
    if not annotator.strip():
        raise NeuroLensError("type your annotator name before saving a label")
    try:
        taxonomy.validate(category, subtype)
    except KeyError as exc:
        raise NeuroLensError(str(exc).strip("'\"")) from exc
    if role == "adjudication" and not reason.strip():
        raise NeuroLensError("an adjudication needs a reason")
    clean_tags = tuple(dict.fromkeys(t.strip() for t in tags if t.strip()))
    return LabelEvent(
        event_id=event_id or new_event_id(),
        sample_id=sample_id,
        annotator=annotator.strip(),
        created_at=now or utc_now(),
        action="create" if base_revision is None else "revise",
        base_revision=base_revision,
        role=role,
        category=category,
        subtype=subtype or None,
        tags=clean_tags,
        note=note.strip(),
        reason=reason.strip(),
        evidence=evidence.as_dict() if evidence else None,
        span=span,
        taxonomy_version=taxonomy.version,
    )


def save_label(store: Store, **kwargs: Any) -> LabelEvent:
    """Build and append a label event; returns it once committed (the UI then says "saved")."""
    event = build_label_event(**kwargs)
    append_event(store, event)
    return event


def build_undo_event(
    last: LabelEvent,
    prior: LabelEvent | None,
    *,
    event_id: str | None = None,
    now: datetime | None = None,
) -> LabelEvent:
    """Undo `last` by appending: back to `prior`'s content, or a retract when there was none."""
    common = {
        "event_id": event_id or new_event_id(),
        "sample_id": last.sample_id,
        "annotator": last.annotator,
        "created_at": now or utc_now(),
        "base_revision": last.event_id,
        "role": last.role,
        "reason": "undo",
    }
    if prior is None or prior.action == "retract":
        return LabelEvent(action="retract", **common)  # type: ignore[arg-type]
    return LabelEvent(
        action="revise",
        category=prior.category,
        subtype=prior.subtype,
        tags=prior.tags,
        note=prior.note,
        evidence=prior.evidence,
        span=prior.span,
        taxonomy_version=prior.taxonomy_version,
        **common,  # type: ignore[arg-type]
    )


def undo_label(store: Store, last: LabelEvent, *, event_id: str | None = None) -> LabelEvent:
    """Append the event that undoes `last` (never deletes it)."""
    prior = get_event(store, last.base_revision) if last.base_revision else None
    event = build_undo_event(last, prior, event_id=event_id)
    append_event(store, event)
    return event


def flip_verdict(
    store: Store,
    *,
    sample_id: str,
    annotator: str,
    verdict: str,
    reason: str = "",
    event_id: str | None = None,
    now: datetime | None = None,
) -> LabelEvent:
    """Record a person's verdict on an answer ('correct' or 'incorrect', with an optional reason).

    It outranks the grader and the offline rule. Appended to the label log (role 'verdict'),
    based on this annotator's previous flip, so it can be revised or taken back like a label."""
    if not annotator.strip():
        raise NeuroLensError("type your annotator name before changing a verdict")
    if verdict not in VERDICTS:
        raise NeuroLensError(f"a verdict is one of {', '.join(VERDICTS)}, not {verdict!r}")
    prior = verdict_head(store, sample_id, annotator.strip())
    base = prior.event_id if prior is not None else None
    event = LabelEvent(
        event_id=event_id or new_event_id(),
        sample_id=sample_id,
        annotator=annotator.strip(),
        created_at=now or utc_now(),
        action="create" if base is None else "revise",
        base_revision=base,
        role="verdict",
        category=verdict,
        reason=reason.strip(),
    )
    append_event(store, event)
    return event


def take_back_verdict(
    store: Store, *, sample_id: str, annotator: str, reason: str = ""
) -> LabelEvent | None:
    """Retract the annotator's verdict flip (the label or the machine decides again); None when
    there was no flip to take back."""
    prior = verdict_head(store, sample_id, annotator.strip())
    if prior is None or prior.action == "retract":
        return None
    event = LabelEvent(
        event_id=new_event_id(),
        sample_id=sample_id,
        annotator=annotator.strip(),
        created_at=utc_now(),
        action="retract",
        base_revision=prior.event_id,
        role="verdict",
        reason=reason.strip() or "verdict taken back",
    )
    append_event(store, event)
    return event
