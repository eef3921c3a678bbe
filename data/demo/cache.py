"""Build-once cache for the demo images: later starts only read files.

Each case's files live in `<cache_dir>/<key>-<version>/`. A build writes into a temporary
sibling folder and renames it into place when complete, so an interrupted build or two app
processes starting together never leave a half-written case behind. Changing the version string
makes the next start rebuild and removes folders of older versions.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from data.errors import LoadError

COMPLETE_MARKER = ".complete"


def case_folder(cache_dir: Path, key: str, version: str) -> Path:
    return Path(cache_dir) / f"{key}-{version}"


def is_built(folder: Path) -> bool:
    return (folder / COMPLETE_MARKER).is_file()


def ensure_built(cache_dir: Path, key: str, version: str, build: Callable[[Path], None]) -> Path:
    """The folder holding `key`'s files, running `build(folder)` first if it is not there."""
    final = case_folder(cache_dir, key, version)
    if is_built(final):
        return final
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=cache_dir))
    except OSError as exc:
        raise LoadError(cache_dir, f"cannot write the demo cache: {exc}") from exc
    try:
        build(tmp)
        (tmp / COMPLETE_MARKER).write_text(version + "\n", encoding="utf-8")
        if final.exists() and not is_built(final):
            shutil.rmtree(final, ignore_errors=True)  # left by an older, interrupted build
        try:
            tmp.rename(final)
        except OSError:
            if not is_built(final):  # another process won the race only if it finished
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    _remove_old_versions(cache_dir, key, keep=final)
    return final


def _remove_old_versions(cache_dir: Path, key: str, keep: Path) -> None:
    for old in cache_dir.glob(f"{key}-*"):
        if old != keep and old.is_dir() and not old.name.startswith("."):
            shutil.rmtree(old, ignore_errors=True)
