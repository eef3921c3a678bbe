"""Opening a catalogued case again, with its pixels, from the recipe its scan recorded
(data/catalog/summaries.py): a manifest entry, one case of a project-page file, or any other
source."""

from __future__ import annotations

import json
from pathlib import Path

from data.catalog import dicom_recipe
from data.catalog.scan import manifest_entry
from data.catalog.summaries import Recipe
from data.errors import LoadError
from data.formats.manifest import _parse_case, read_manifest_document
from data.medbench.project_page import is_project_page_document, load_project_page_records
from data.model import Case
from data.sources import load_cases


def open_recipe(recipe: Recipe, budget_bytes: int) -> Case:
    """Read a catalogued case with its pixels (a DICOM folder without a readable plan: from its
    files, as the other folders)."""
    if recipe.kind == "manifest":
        path = Path(recipe.path)
        entry = (
            json.loads(recipe.entry) if recipe.entry else manifest_entry(path, recipe.original_id)
        )
        messages: list[str] = []
        return _parse_case(path, entry, "cases[?]", budget_bytes, messages)
    plan = dicom_recipe.read_plan(recipe)
    if plan is not None:
        return dicom_recipe.open_dicom_recipe(recipe, plan)
    if recipe.kind == "project_page":
        return _open_project_page(Path(recipe.path), recipe.original_id, budget_bytes)
    for case in load_cases(Path(recipe.path), budget_bytes).cases:
        if case.case_id == recipe.original_id:
            return case
    raise LoadError(Path(recipe.path), f"case {recipe.original_id!r} is no longer there")


def _open_project_page(path: Path, case_id: str, budget_bytes: int) -> Case:
    """One case of a project-page file, decoding that case's images only."""
    doc = read_manifest_document(path)
    if not is_project_page_document(doc):
        raise LoadError(path, "no longer a Neural-MedBench project-page file")
    found = load_project_page_records(doc, path, budget_bytes=budget_bytes, only=case_id).cases
    if not found:
        raise LoadError(path, f"case {case_id!r} is no longer there")
    return found[0]
