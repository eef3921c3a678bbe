"""A batch's prompts: what a case's tasks share made once per case, in a helper process.

Every task of a case sends the same images (they depend on the case and the image settings,
never on the question) and the same text as the privacy gate lets it go; rendering the one and
gating the other is most of the work of building a prompt, and pure Python that would hold the
GIL beside the batch's request threads. So the slices are chosen and windowed here, where the
volumes are, and the rest (vlm.case_parts.build_case_parts: the gate, every task's question
scrubbed, PNG encoding) runs in vlm.helper_process, a few cases ahead of the tasks asking for
it (`look_ahead`). Without a helper, or when it stops, the same function runs here: the prompts
are the same either way. Only the latest case is kept, since a batch asks a case's tasks one
after another.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass
from typing import cast

from data.model import Case, Task
from vlm.case_parts import (
    CaseParts,
    CasePlan,
    ScrubbedTexts,
    build_case_parts,
    case_images,
    plan_case,
    warm_up,
)
from vlm.helper_process import HelperGone, HelperProcess, shared_helper
from vlm.privacy import CleanText, Confirmations
from vlm.prompt import Ablation, CaseImage, ImageOptions, Prompt, Scrubs, build_prompt
from vlm.prompts_ahead import put_until

log = logging.getLogger(__name__)
_END = object()


@dataclass(frozen=True)
class _Failed:
    exc: BaseException


def start_helper() -> HelperProcess | None:
    """This process's helper, ready for a batch's cases: it imports the prompt builder and
    makes a small prompt's parts first (the gate's word lists, PNG), before the first case."""
    return shared_helper(("vlm.case_parts",), prime=(warm_up, None))


class _Prepared:
    """A case's plan and its parts (on their way from the helper), or what planning raised."""

    def __init__(self, plan: CasePlan | None, parts: Future[CaseParts] | None) -> None:
        self.plan, self.parts = plan, parts
        self.error: Exception | None = None


class CasePrompts:
    """build(case, task) as vlm.prompt.build_prompt, each case's shared parts made once, by
    `helper` when one is given."""

    def __init__(
        self,
        images: ImageOptions,
        ablation: Ablation,
        confirmations: Confirmations,
        template: str,
        helper: HelperProcess | None = None,
        ahead: int = 2,
        sendable: Callable[[Case], bool] | None = None,
    ) -> None:
        self.options = images
        self.ablation = ablation
        self.confirmations = confirmations
        self.template = template
        self.helper = helper
        self.ahead = max(0, ahead)
        # look_ahead prepares only cases whose prompts may be sent (their volumes are read)
        self.sendable = sendable or (lambda case: True)
        self._prepared: deque[tuple[Case, _Prepared]] = deque()
        self._case: Case | None = None
        self._text: tuple[Scrubs, CleanText] | None = None
        self._rendered: tuple[list[CaseImage], list[str]] = ([], [])

    def look_ahead(self, cases: Iterable[Case]) -> Iterator[Case]:
        """`cases` in order, each one read, planned and sent to the helper on a thread of its
        own (cutting and windowing slices is numpy, off the GIL) up to `ahead` cases before
        this thread asks for it, so both work while this thread builds the earlier ones. A
        case is yielded as soon as it is planned: the first requests do not wait for later
        cases to be read. An error reading `cases` is raised here, in order."""
        ready: queue.Queue[object] = queue.Queue(maxsize=max(1, self.ahead))
        gone = threading.Event()  # the consumer went away

        def put(item: object) -> bool:
            return put_until(ready, item, gone)

        def plan() -> None:
            try:
                for case in cases:
                    # a case with no task, or one that may not be sent, builds nothing
                    wanted = case.tasks and self.sendable(case)
                    prepared = self._prepare(case) if wanted else None
                    if not put((case, prepared)):
                        return
            except BaseException as exc:  # raised by the consumer, after the cases before it
                put(_Failed(exc))
                return
            put(_END)

        threading.Thread(target=plan, name="batch-plans", daemon=True).start()
        try:
            while True:
                item = ready.get()
                if item is _END:
                    return
                if isinstance(item, _Failed):
                    raise item.exc
                case, prepared = cast(tuple[Case, _Prepared | None], item)
                if prepared is not None:
                    self._prepared.append((case, prepared))
                yield case
        finally:
            gone.set()

    def build(self, case: Case, task: Task) -> Prompt:
        """The task's prompt; raises what build_prompt raises (a failure is not kept)."""
        if case is not self._case:
            self._case = None
            plan, parts = self._parts(self._take(case))
            images = case_images(plan, parts) if self._with_images else []
            self._text = (ScrubbedTexts(plan.job, parts), parts.clean)
            self._rendered = (images, list(plan.held_back) if self._with_images else [])
            self._case = case
        images, held = self._rendered
        return build_prompt(
            case,
            task,
            self.options,
            self.ablation,
            self.confirmations,
            self.template,
            images=images,
            held_back=held,
            case_text=self._text,
        )

    @property
    def _with_images(self) -> bool:
        return self.ablation is not Ablation.TEXT_ONLY

    def _prepare(self, case: Case) -> _Prepared:
        try:
            plan = plan_case(case, self.options, self.confirmations, self._with_images)
        except Exception as exc:  # raised again by the build of each of the case's tasks
            prepared = _Prepared(None, None)
            prepared.error = exc
            return prepared
        parts: Future[CaseParts] | None = None
        if self.helper is not None:
            try:
                parts = self.helper.submit(build_case_parts, plan.job)
            except HelperGone as exc:
                self._lose_helper(exc)
            except Exception:  # a job that cannot be sent is made here
                log.warning("a case's prompt parts could not go to the helper", exc_info=True)
        return _Prepared(plan, parts)

    def _take(self, case: Case) -> _Prepared:
        """The case's preparation from look_ahead (earlier ones are dropped), or a new one."""
        while self._prepared:
            prepared_case, prepared = self._prepared.popleft()
            if prepared_case is case:
                return prepared
        return self._prepare(case)

    def _parts(self, prepared: _Prepared) -> tuple[CasePlan, CaseParts]:
        if prepared.error is not None:
            raise prepared.error
        assert prepared.plan is not None
        if prepared.parts is not None:
            try:
                return prepared.plan, prepared.parts.result()
            except HelperGone as exc:
                self._lose_helper(exc)
        return prepared.plan, build_case_parts(prepared.plan.job)

    def _lose_helper(self, exc: HelperGone) -> None:
        if self.helper is not None:
            log.warning("%s; the batch builds its prompts on its own thread from here", exc)
        self.helper = None
