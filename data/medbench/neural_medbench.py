"""Neural-MedBench sources: the project-page JSON files and Hugging Face datasets.

The project-page files' format is known (README: "Neural-MedBench from the Hub"); the Hub
dataset's schema is not published, so its columns are mapped to the case model through a column
map with guessed defaults, and every mapping decision is reported as a message the UI can show.
"""

from __future__ import annotations

from data.medbench.hub import (
    DEFAULT_COLUMNS,
    difficulty_of,
    load_configured_dataset,
    load_hf_dataset,
    parse_column_map,
    resolve_columns,
)
from data.medbench.project_page import (
    PROJECT_PAGE_SOURCE,
    is_project_page_document,
    load_project_page,
    load_project_page_records,
)
from data.medbench.records import (
    DEFAULT_BUDGET,
    LICENCE,
    NOTICE,
    PROJECT_PAGE_FILES,
    image_sequences,
    parse_difficulty,
    parse_family,
)

__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_COLUMNS",
    "LICENCE",
    "NOTICE",
    "PROJECT_PAGE_FILES",
    "PROJECT_PAGE_SOURCE",
    "difficulty_of",
    "image_sequences",
    "is_project_page_document",
    "load_configured_dataset",
    "load_hf_dataset",
    "load_project_page",
    "load_project_page_records",
    "parse_column_map",
    "parse_difficulty",
    "parse_family",
    "resolve_columns",
]
