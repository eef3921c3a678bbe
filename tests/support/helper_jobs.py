"""Calls for vlm.helper_process in tests: module-level, so the helper process imports them by
name as it does the real ones."""

from __future__ import annotations

from data.errors import NeuroLensError
from vlm.case_parts import CaseJob, CaseParts, build_case_parts

REFUSED_CASE = "refused-case"
BROKEN_CASE = "broken-case"


def parts_refusing_one_case(job: CaseJob) -> CaseParts:
    """build_case_parts, except that the case REFUSED_CASE raises a NeuroLensError (a task
    skipped with its message) and BROKEN_CASE an unexpected error."""
    if job.text_case.case_id == REFUSED_CASE:
        raise NeuroLensError(f"the notes of {REFUSED_CASE} could not be read")
    if job.text_case.case_id == BROKEN_CASE:
        raise ZeroDivisionError("a fault in the prompt builder")
    return build_case_parts(job)
