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
