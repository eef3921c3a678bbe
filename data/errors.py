"""The project's own error for bad input: carries the file and a one-line reason for the UI."""

from __future__ import annotations

from pathlib import Path


class NeuroLensError(Exception):
    """Base class for errors that are shown to users as a one-line message."""


class LoadError(NeuroLensError):
    """A case source could not be read. `str(err)` is '<path>: <reason>', one line."""

    def __init__(self, path: str | Path, reason: str) -> None:
        self.path = str(path)
        self.reason = " ".join(reason.split())
        super().__init__(f"{self.path}: {self.reason}")


def summarize_exception(exc: BaseException) -> str:
    """'TypeName: first line' (at most 300 chars): a library's error fit for a one-line reason."""
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[0] if lines else ''}"[:300]


def format_size(n_bytes: float) -> str:
    """'12 MB' / '3.4 kB': sizes in memory-budget reasons, the same wording in every loader."""
    return f"{n_bytes / 1e6:,.0f} MB" if n_bytes >= 1e6 else f"{n_bytes / 1e3:,.1f} kB"
