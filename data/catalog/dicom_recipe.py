"""The catalog's recipe for a DICOM case folder: the case's plan (data/formats/dicom_plan.py),
made when the folder is scanned and kept in the catalog's Parquet file with the summary.

Opening from it reads no header and walks no folder; the change check stats the case's folders
(a handful) instead of its files (hundreds), each slice's file being checked when it is read.
A folder whose series are not all regular (a missing or unevenly spaced slice, compressed or
colour files...) gets no plan and opens from its files, as any other folder.
"""

from __future__ import annotations

from pathlib import Path

from data.catalog.summaries import CaseSummary, Recipe, changed_files
from data.errors import NeuroLensError
from data.formats.dicom import read_dicom_folder
from data.formats.dicom_lazy import OnChange
from data.formats.dicom_plan import (
    CasePlan,
    case_plan,
    changed_folders,
    folder_times,
    open_plan,
    plan_from_json,
    plan_json,
)
from data.model import Case
from data.sources import local_case

KIND = "dicom"


def dicom_recipe(folder: Path, budget_bytes: int) -> Recipe | None:
    """The recipe of a DICOM case folder with its plan; None when the folder must be opened
    from its files (the plan would differ from that open, or no pixel may be decoded to know)."""
    folders = folder_times(folder)  # before the headers: a change meanwhile shows as newer
    try:
        found = read_dicom_folder(folder, budget_bytes, eager=False)
    except NeuroLensError:  # includes NeedsEagerLoad: the open decodes, as before
        return None
    plan = case_plan(found.sequences, folders)
    if plan is None:
        return None
    return Recipe(KIND, str(folder), folder.name, plan_json(plan))


def read_plan(recipe: Recipe) -> CasePlan | None:
    """The recipe's plan; None when it holds none it can read (the case then opens from its
    files, as a folder without a plan does)."""
    if recipe.kind != KIND:
        return None
    try:
        return plan_from_json(recipe.entry)
    except (ValueError, KeyError, TypeError):
        return None


def changed_since_scan(entry: CaseSummary, plan: CasePlan | None) -> list[str]:
    """The case's paths that changed since its scan (empty: open it from the catalog). With
    the plan's folder times, only the folders are stat'ed unless one moved; then the files
    that changed are named, or the folder when only a file was added there. Without them,
    every file is stat'ed."""
    if plan is None or plan.folders is None:
        return changed_files(entry.fingerprints)
    moved = changed_folders(plan.folders)
    if not moved:
        return []
    return changed_files(entry.fingerprints) or moved


def open_dicom_recipe(recipe: Recipe, plan: CasePlan, on_change: OnChange | None = None) -> Case:
    """The case from its plan: its volumes read slice by slice when shown."""
    folder = Path(recipe.path)
    return local_case(folder.name, folder, open_plan(plan, on_change))
