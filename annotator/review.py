"""Everything an auditor needs beside one answer: run settings, images sent, scores, verdict.

Pure reads from the store (no gradio). The verdict here is the interim resolver the Annotate
tab uses (human > grader > rule); `resolve_verdict` is the ONE function to swap for the
scoring package's resolver once it exists.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from annotator.events import Evidence, new_event_id, utc_now
from annotator.taxonomy import Taxonomy
from data.errors import NeuroLensError
from store.database import Store
from store.labels import LabelEvent, append_event

VERDICT_TAG = "verdict:"  # a label event tagged verdict:correct|incorrect is a verdict flip
VERDICTS = ("correct", "incorrect", "undecided")
NOT_A_FAILURE = "not_a_failure"


@dataclass(frozen=True)
class Verdict:
    """Whether an answer is right, and who decided: human, grader, rule (or none)."""

    value: str = "undecided"  # correct | incorrect | undecided
    source: str = "none"  # human | grader | rule | none
    detail: str = ""  # who (annotator, grader model) and why, one line

    def flipped(self) -> str:
        """The value a flip records: undecided and correct become incorrect, incorrect correct."""
        return "correct" if self.value == "incorrect" else "incorrect"


@dataclass(frozen=True)
class ScoreLine:
    metric: str
    value: float | None
    method: str
    reason: str = ""


@dataclass(frozen=True)
class RunSettings:
    run_id: str
    model: str
    endpoint: str = ""
    origin: str = ""
    template_version: str = ""
    image_mode: str = ""
    ablation: str = ""
    params: dict[str, Any] = field(default_factory=dict, hash=False)
    images: tuple[dict[str, Any], ...] = field(default=(), hash=False)
    created_at: Any = None


def _json(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return None
    return value


def load_run_settings(store: Store, sample_id: str) -> RunSettings | None:
    """The run an answer came from: model, endpoint (never a key), parameters, images sent."""
    rows = store.query(
        "SELECT r.run_id, r.model, r.endpoint, r.origin, r.template_version, r.image_mode, "
        "r.ablation, r.params, r.images, r.created_at FROM samples s "
        "JOIN runs r ON r.run_id = s.run_id WHERE s.sample_id = ?",
        [sample_id],
    )
    if not rows:
        return None
    run_id, model, endpoint, origin, tv, mode, abl, params, images, created = rows[0]
    params_d = _json(params)
    images_l = _json(images)
    return RunSettings(
        run_id=str(run_id),
        model=str(model or ""),
        endpoint=str(endpoint or ""),
        origin=str(origin or ""),
        template_version=str(tv or ""),
        image_mode=str(mode or ""),
        ablation=str(abl or ""),
        params=params_d if isinstance(params_d, dict) else {},
        images=tuple(i for i in images_l or [] if isinstance(i, dict)),
        created_at=created,
    )


def load_scores(store: Store, sample_id: str) -> list[ScoreLine]:
    """Every score of an answer (correct, BERTScore, grader dimensions) with its reason."""
    if not store.table_exists("scores"):
        return []
    rows = store.query(
        "SELECT metric, value, method, details FROM scores WHERE sample_id = ? ORDER BY metric",
        [sample_id],
    )
    out = []
    for metric, value, method, details in rows:
        d = _json(details)
        reason = ""
        if isinstance(d, dict):
            reason = str(d.get("reason") or d.get("justification") or "")
        out.append(
            ScoreLine(str(metric), None if value is None else float(value), str(method), reason)
        )
    return out


def verdict_sql(has_scores: bool = True) -> str:
    """A subquery: one row per sample with `verdict` and `verdict_source` (human > grader >
    rule, else undecided/none). The one definition the queue, the tab and the export share."""
    machine = (
        """(SELECT sample_id, arg_max(value, created_at) AS value,
                   arg_max(method, created_at) AS method
            FROM scores WHERE metric = 'correct' GROUP BY sample_id)"""
        if has_scores
        else "(SELECT NULL::TEXT AS sample_id, NULL::DOUBLE AS value, NULL::TEXT AS method)"
    )
    return f"""(
    WITH hv AS (
        SELECT sample_id,
               arg_max(CASE WHEN list_contains(tags, 'verdict:correct') THEN 'correct'
                            WHEN list_contains(tags, 'verdict:incorrect') THEN 'incorrect'
                            WHEN category = '{NOT_A_FAILURE}' THEN 'correct'
                            ELSE 'incorrect' END,
                       (role = 'adjudication', created_at, seq)) AS v
        FROM current_labels
        WHERE category IS NOT NULL OR len(list_filter(tags, lambda t: t LIKE 'verdict:%')) > 0
        GROUP BY sample_id
    ),
    mv AS {machine}
    SELECT s.sample_id,
           coalesce(hv.v, CASE WHEN mv.value IS NULL THEN 'undecided'
                               WHEN mv.value >= 0.5 THEN 'correct' ELSE 'incorrect' END)
               AS verdict,
           CASE WHEN hv.v IS NOT NULL THEN 'human' WHEN mv.value IS NULL THEN 'none'
                WHEN mv.method LIKE 'grader%' THEN 'grader' ELSE 'rule' END AS verdict_source
    FROM samples s
    LEFT JOIN hv ON hv.sample_id = s.sample_id
    LEFT JOIN mv ON mv.sample_id = s.sample_id
)"""


def _human_detail(store: Store, sample_id: str) -> str:
    """Who decided (annotator, adjudicator) and the flip's reason, for the one-line display."""
    rows = store.query(
        "SELECT annotator, role, category, tags, reason FROM current_labels "
        "WHERE sample_id = ? ORDER BY role = 'adjudication' DESC, created_at DESC, seq DESC",
        [sample_id],
    )
    for annotator, role, category, tags, reason in rows:
        if any(t.startswith(VERDICT_TAG) for t in tags or ()):
            return f"flipped by {annotator}" + (f": {reason}" if reason else "")
        if category:
            what = "adjudicated" if role == "adjudication" else "labelled"
            return f"{what} {category} by {annotator}"
    return ""


def resolve_verdict(store: Store, sample_id: str, scores: list[ScoreLine] | None = None) -> Verdict:
    """Human > grader > rule; undecided when nobody decided. THE place to swap in the scoring
    package's resolver."""
    rows = store.query(
        f"SELECT verdict, verdict_source FROM {verdict_sql(store.table_exists('scores'))} v "
        "WHERE v.sample_id = ?",
        [sample_id],
    )
    if not rows:
        return Verdict()
    value, source = str(rows[0][0]), str(rows[0][1])
    if source == "human":
        detail = _human_detail(store, sample_id)
    else:
        lines = load_scores(store, sample_id) if scores is None else scores
        detail = next(
            (f"{s.method}: {s.reason}".strip(": ") for s in lines if s.metric == "correct"), ""
        )
    return Verdict(value, source, detail)


# ---- the auditor's verdict flip (interim: a label event tagged verdict:<value>; the scoring
# package's own flip event replaces it where it exists) ----------------------------------------


def build_verdict_flip(
    *,
    sample_id: str,
    annotator: str,
    verdict: str,
    taxonomy: Taxonomy,
    head: LabelEvent | None,
    reason: str = "",
    evidence: Evidence | None = None,
    event_id: str | None = None,
    now: datetime | None = None,
) -> LabelEvent:
    """The auditor corrects the verdict: a label event tagged `verdict:<value>`, appended to the
    same log (undo and history work as for any label).

    Correct means "not a failure"; incorrect keeps this annotator's failure category when they
    gave one (else none yet: the failure is stated, its category not). Tags and note carry over.
    """
    if not annotator.strip():
        raise NeuroLensError("type your annotator name before changing a verdict")
    if verdict not in ("correct", "incorrect"):
        raise NeuroLensError(f"a verdict is correct or incorrect, not {verdict!r}")
    live = head if head is not None and head.action != "retract" else None
    category: str | None
    subtype: str | None = None
    if verdict == "correct":
        category = "not_a_failure" if "not_a_failure" in taxonomy.keys else None
    elif live is not None and live.category and live.category != "not_a_failure":
        category, subtype = live.category, live.subtype
    else:
        category = None
    kept = [t for t in (live.tags if live else ()) if not t.startswith("verdict:")]
    return LabelEvent(
        event_id=event_id or new_event_id(),
        sample_id=sample_id,
        annotator=annotator.strip(),
        created_at=now or utc_now(),
        action="create" if head is None else "revise",
        base_revision=head.event_id if head is not None else None,
        role="label",
        category=category,
        subtype=subtype,
        tags=(*kept, f"verdict:{verdict}"),
        note=live.note if live else "",
        reason=reason.strip(),
        evidence=evidence.as_dict() if evidence else (live.evidence if live else None),
        span=live.span if live else None,
        taxonomy_version=taxonomy.version,
    )


def record_verdict_flip(store: Store, **kwargs: Any) -> LabelEvent:
    """Build and append a verdict flip; returns it once committed."""
    event = build_verdict_flip(**kwargs)
    append_event(store, event)
    return event
