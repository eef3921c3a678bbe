"""What loading a case source returns, shared by every loader and the library.

A leaf: the loaders (manifests, Neural-MedBench files, DICOM and image folders) return a
LoadResult and data.sources dispatches between them, so neither imports the other; the library
and data.sources apply the same rule that case ids are unique.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from data.model import Case


@dataclass(frozen=True)
class LoadResult:
    """The cases of a source, and one line for each entry that was skipped."""

    cases: tuple[Case, ...]
    messages: tuple[str, ...] = ()


def dedupe_entries(cases: list[Case], messages: list[str]) -> list[Case]:
    """Case ids must be unique in a library; later duplicates get a suffix and a message."""
    seen: dict[str, int] = {}
    out = []
    for case in cases:
        if case.case_id in seen:
            seen[case.case_id] += 1
            new_id = f"{case.case_id}-{seen[case.case_id]}"
            messages.append(f"duplicate case id {case.case_id!r} renamed to {new_id!r}")
            case = replace(case, case_id=new_id)
        else:
            seen[case.case_id] = 1
        out.append(case)
    return out
