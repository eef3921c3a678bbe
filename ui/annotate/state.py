"""Per-session state of the Annotate tab: a small dataclass whose methods are the keyboard actions.

Every method returns a new state (nothing here touches the store or gradio), so the key
handling is unit-tested without a browser. The store calls happen in ui/annotate/tab.py.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from annotator.taxonomy import Taxonomy

# (key, what it does): the help overlay ("?") and the README list these.
KEY_HELP: tuple[tuple[str, str], ...] = (
    ("i", "type your annotator name (Enter starts, Esc leaves the box)"),
    ("1-5", "pick a category"),
    ("b", "next sub-type of the category"),
    ("t", "type tags (Enter adds one, Esc back)"),
    ("o", "type a note (Esc back)"),
    ("c 3 Enter", "the label is about claim 3 (or select answer text with the mouse)"),
    ("v", "flip the verdict (reason from the verdict-reason box, optional)"),
    ("a", "accept the grader's suggested category as your label (blind mode off)"),
    ("s", "save"),
    ("u", "undo your last change on this answer"),
    ("n / p", "next / previous answer"),
    ("r", "reveal or hide the reference"),
    ("?", "show or hide this help"),
    ("Esc", "leave a text box; close this help"),
)
SHORTCUTS_HELP = " · ".join(f"{k} {v.split(' (')[0]}" for k, v in KEY_HELP)


@dataclass(frozen=True)
class AnnotateState:
    annotator: str = ""
    queue: tuple[str, ...] = ()  # sample ids, in the order shown
    position: int = 0
    # the draft label for the current answer
    category: str | None = None
    subtype: str | None = None
    tags: tuple[str, ...] = ()
    note: str = ""
    span: tuple[int, int, str] | None = None
    # what the store held when the answer was opened: the base of the next save
    base_revision: str | None = None
    submitted: bool = False  # this annotator has a current label on this answer (blind mode)
    pending_event_id: str | None = None  # reused when a save is retried, so it lands once
    dirty: bool = False  # the draft was changed since the answer was opened or last saved
    saved_events: tuple[str, ...] = ()  # this session's saves, newest last (for undo)
    message: str = ""
    # set by a save that replaced a label this annotator saved meanwhile elsewhere (another tab)
    warning: str = ""
    reveal: bool = False  # the reference is shown (key r); kept from answer to answer
    flip: str | None = None  # this annotator's verdict flip on this answer, if their head is one
    followed: int = 0  # the shared case selection's stamp this tab last followed (ui/selection)
    assist: bool = False  # blind mode off: a suggested category is shown before saving

    @property
    def current(self) -> str | None:
        return self.queue[self.position] if 0 <= self.position < len(self.queue) else None

    def with_queue(
        self, sample_ids: list[str] | tuple[str, ...], keep: str | None = None
    ) -> AnnotateState:
        """A new queue; stay on `keep` when it is still there, else start at the top."""
        ids = tuple(sample_ids)
        position = ids.index(keep) if keep in ids else 0
        return replace(
            self._cleared(),
            queue=ids,
            position=position,
            message=f"{len(ids)} answers in the queue",
        )

    def _cleared(self) -> AnnotateState:
        return replace(
            self,
            category=None,
            subtype=None,
            tags=(),
            note="",
            span=None,
            base_revision=None,
            submitted=False,
            pending_event_id=None,
            dirty=False,
            message="",
            warning="",
            flip=None,
        )

    def opened(self, head: dict[str, Any] | None) -> AnnotateState:
        """The answer was opened; `head` is this annotator's newest event on it (or None)."""
        state = self._cleared()
        if head is None:
            return state
        live = head.get("action") != "retract"
        tags = tuple(head.get("tags") or ()) if live else ()
        flip = next((t.split(":", 1)[1] for t in tags if t.startswith("verdict:")), None)
        return replace(
            state,
            base_revision=str(head["event_id"]),
            submitted=live,
            category=head.get("category") if live else None,
            subtype=head.get("subtype") if live else None,
            # a verdict tag is not a draft tag: a later category save states the verdict anew
            tags=tuple(t for t in tags if not t.startswith("verdict:")),
            note=str(head.get("note") or "") if live else "",
            span=_span(head.get("span")) if live else None,
            flip=flip,
        )

    def pick(self, shortcut_or_key: str, taxonomy: Taxonomy) -> AnnotateState:
        """Key 1-5 (or a category key): choose the category; a sub-type of another goes."""
        cat = taxonomy.by_shortcut(shortcut_or_key)
        if cat is None and shortcut_or_key in taxonomy.keys:
            cat = taxonomy.get(shortcut_or_key)
        if cat is None:
            return replace(self, message=f"no category for {shortcut_or_key!r}")
        subtype = self.subtype if self.subtype and cat.subtype(self.subtype) else None
        return replace(
            self,
            category=cat.key,
            subtype=subtype,
            pending_event_id=None,
            dirty=True,
            message=f"{cat.label} — press s to save",
        )

    def _edited(self, **changes: Any) -> AnnotateState:
        """Apply draft changes; a real change needs a new event id (a no-op keeps the retry id)."""
        if all(getattr(self, k) == v for k, v in changes.items()):
            return self
        return replace(self, pending_event_id=None, dirty=True, **changes)

    def with_subtype(self, subtype: str | None) -> AnnotateState:
        return self._edited(subtype=subtype or None)

    def with_tags(self, tags: list[str] | tuple[str, ...] | None) -> AnnotateState:
        clean = tuple(dict.fromkeys(t.strip() for t in tags or () if t and t.strip()))
        return self._edited(tags=clean)

    def with_note(self, note: str | None) -> AnnotateState:
        return self._edited(note=note or "")

    def with_draft(
        self, subtype: str | None, tags: list[str] | tuple[str, ...] | None, note: str | None
    ) -> AnnotateState:
        """The sub-type, tags and note as the widgets show them when a key is pressed.

        Every key handler reads them from the widgets, so a save never misses the last
        characters typed into the note (per-keystroke events can be dropped while one runs).
        """
        return self.with_subtype(subtype).with_tags(tags).with_note(note)

    def with_span(self, raw: Any) -> AnnotateState:
        """The browser's selection {start, end, text} (a dict or JSON); empty clears it."""
        if isinstance(raw, str):
            try:
                raw = json.loads(raw) if raw.strip() else None
            except ValueError:
                raw = None
        if not isinstance(raw, dict):
            return replace(self, span=None)
        try:
            start, end, text = int(raw["start"]), int(raw["end"]), str(raw.get("text", ""))
        except (KeyError, TypeError, ValueError):
            return self
        if end <= start:
            return replace(self, span=None)
        return replace(self, span=(start, end, text), pending_event_id=None, dirty=True)

    def toggled_reference(self) -> AnnotateState:
        """Key r: show or hide the reference (it stays so for the next answers)."""
        return replace(
            self,
            reveal=not self.reveal,
            message="reference shown" if not self.reveal else "reference hidden",
        )

    def next_subtype(self, taxonomy: Taxonomy) -> AnnotateState:
        """Key b: the category's next sub-type, then none again."""
        if self.category is None:
            return replace(self, message="pick a category first, then b for its sub-type")
        keys = [s.key for s in taxonomy.get(self.category).subtypes]
        if not keys:
            return replace(self, message="this category has no sub-types")
        cycle: list[str | None] = [None, *keys]
        at = cycle.index(self.subtype) if self.subtype in cycle else 0
        chosen = cycle[(at + 1) % len(cycle)]
        return replace(self._edited(subtype=chosen), message=f"sub-type: {chosen or '(none)'}")

    def with_claim(self, claims: list[tuple[int, int, str]], number: int) -> AnnotateState:
        """Key c N Enter: the label is about claim (sentence) N of the answer, 1-based."""
        if not 1 <= number <= len(claims):
            return replace(self, message=f"no claim {number} (this answer has {len(claims)})")
        start, end, text = claims[number - 1]
        return replace(self._edited(span=(start, end, text)), message=f"claim {number} chosen")

    def previous(self) -> AnnotateState:
        """Key p: the previous answer (the caller then opens it)."""
        if self.position <= 0 or not self.queue:
            return replace(self, message="start of the queue")
        return replace(self._cleared(), position=self.position - 1, message=self._dropped("n"))

    def at(self, sample_id: str | None) -> AnnotateState:
        """Stand on `sample_id` when it is in the queue (a remembered or shared position)."""
        if sample_id in self.queue:
            return replace(self._cleared(), position=self.queue.index(sample_id))
        return self

    def next(self) -> AnnotateState:
        """Key n: the next answer (the caller then opens it and calls `opened`)."""
        if not self.queue:
            return replace(self, message="the queue is empty")
        if self.position + 1 >= len(self.queue):
            return replace(self, message="end of the queue")
        return replace(self._cleared(), position=self.position + 1, message=self._dropped("p"))

    def _dropped(self, back: str) -> str:
        """Moving on from a label picked but not saved: say so (it is not kept anywhere)."""
        if not self.dirty or self.category is None:
            return ""
        return (
            f"⚠️ the label you picked on answer {self.position + 1} ({self.category}) was not "
            f"saved; {back} goes back to that answer"
        )

    def save_problem(self) -> str | None:
        """Why a save cannot happen now (None: go ahead)."""
        if not self.annotator.strip():
            return "type your annotator name first"
        if self.current is None:
            return "nothing to label: the queue is empty"
        if self.category is None:
            return "pick a category first (keys 1-5)"
        return None

    def with_pending(self, new_id: str) -> AnnotateState:
        """Key s: the event id for this save, kept until it is committed (retry-safe)."""
        return self if self.pending_event_id else replace(self, pending_event_id=new_id)

    def saved(self, event_id: str, warning: str = "") -> AnnotateState:
        """The store committed `event_id`: it becomes the base of the next change; `warning`
        names a label of this annotator's that the save replaced without having seen it."""
        return replace(
            self,
            base_revision=event_id,
            submitted=True,
            pending_event_id=None,
            saved_events=(*self.saved_events, event_id)[-50:],
            dirty=False,
            message="saved",
            warning=warning,
        )

    def undone(self, event_id: str, retracted: bool) -> AnnotateState:
        """Key u committed: an undo event was appended (nothing was deleted)."""
        return replace(
            self,
            base_revision=event_id,
            submitted=not retracted,
            saved_events=self.saved_events[:-1],
            pending_event_id=None,
            dirty=False,
            message="undone (saved as a new event)",
        )

    def blind(self, blind_mode: bool) -> bool:
        """Whether others' labels must stay hidden on the current answer."""
        return blind_mode and not self.submitted


def _span(raw: Any) -> tuple[int, int, str] | None:
    if isinstance(raw, list | tuple) and len(raw) == 3:
        try:
            return int(raw[0]), int(raw[1]), str(raw[2])
        except (TypeError, ValueError):
            return None
    return None


KEYS = frozenset("123456789nsupvrbc")
MAX_KEYS = 32  # keys handled per request; the browser sends the rest in the next one


@dataclass(frozen=True)
class KeyPress:
    """One key as the browser saw it: the answer on screen when it was pressed (`sid`, ""
    when unknown), the viewer's state then (for s and v: the evidence, and whether the user
    had done anything with its images: None when not said), and a number (c N)."""

    key: str
    sid: str = ""
    views: tuple[dict[str, Any], ...] | None = None
    number: int | None = None
    viewed: bool | None = None


def _press(item: Any) -> KeyPress | None:
    if not isinstance(item, dict):
        return None
    key = str(item.get("k") or "")
    if key not in KEYS:
        return None
    views = item.get("views")
    number = item.get("n")
    try:
        num = int(number) if number is not None else None
    except (TypeError, ValueError):
        num = None
    return KeyPress(
        key=key,
        sid=str(item.get("sid") or ""),
        views=tuple(v for v in views if isinstance(v, dict)) if isinstance(views, list) else None,
        number=num,
        viewed=item["viewed"] if isinstance(item.get("viewed"), bool) else None,
    )


def parse_key_batch(data: Any) -> tuple[int, list[KeyPress]]:
    """The browser's {id, items: [{k, sid, views, n}]} (or the older {id, keys}) -> (id to
    echo back, the key presses in order). Anything else is dropped, so a bad request does
    nothing."""
    if not isinstance(data, dict):
        return 0, []
    try:
        ack = max(0, int(data.get("id") or 0))
    except (TypeError, ValueError):
        ack = 0
    items = data.get("items")
    if isinstance(items, list):
        presses = [p for p in (_press(i) for i in items[:MAX_KEYS]) if p is not None]
        return ack, presses
    keys = "".join(k for k in str(data.get("keys") or "")[:MAX_KEYS] if k in KEYS)
    return ack, [KeyPress(k) for k in keys]
