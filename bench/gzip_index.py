"""Seek indexes of a full-size .nii.gz (one 512x512x200 int16 sequence of the viewer study):
what building one costs, what a restarted app pays to read it back from disk, and the middle
axial slice (the viewer's first paint) read through it against inflating the file up to it.

Each row is the best of a few repeats; the file is the viewer study's (bench/out/study/).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.table import Row, best_seconds
from bench.viewer_study import SHAPE, write_study


def _best_ms(fn: Callable[[], Any], repeats: int = 5) -> float:
    return best_seconds(fn, repeats) * 1000


def run() -> list[Row]:
    from data.formats.gzip_index import GzipIndexes
    from data.formats.gzip_index_folder import IndexFolder
    from data.formats.nifti import nifti_sequence

    path = write_study() / "t1.nii.gz"
    middle = SHAPE[2] // 2
    with tempfile.TemporaryDirectory(prefix="neurolens-bench-") as tmp:
        folder = IndexFolder(Path(tmp), 2**30)

        def build() -> None:
            for stored in Path(tmp).glob("*.zran"):
                stored.unlink()
            GzipIndexes(folder=folder).build(str(path))

        built = best_seconds(build, 2)
        size = folder.held_bytes()

        def restarted() -> None:  # a new app: nothing in memory, the index on disk
            volume = nifti_sequence(path, 2**31).volume
            assert volume.peek_axial(middle, GzipIndexes(folder=folder)) is not None  # type: ignore[union-attr]

        def plain() -> None:
            volume = nifti_sequence(path, 2**31).volume
            assert volume.peek_axial(middle) is not None  # type: ignore[union-attr]

        warm = GzipIndexes(folder=folder)
        volume = nifti_sequence(path, 2**31).volume
        through = _best_ms(lambda: volume.peek_axial(middle, warm))  # type: ignore[union-attr]
        naive = _best_ms(plain)  # the same for both rows: inflated from the file's start
        return [
            Row(
                "seek index of a 512x512x200 .nii.gz: build",
                built,
                "s",
                None,
                "",
                f"one full inflate, at idle; {size / 1e6:.1f} MB kept on disk",
            ),
            Row(
                "middle slice through an index held in memory",
                through,
                "ms",
                naive,
                "",
                "naive: inflate from the file's start (ISA-L)",
            ),
            Row(
                "restarted app: open the file, middle slice via the index on disk",
                _best_ms(restarted),
                "ms",
                naive,
                "",
                "header + index read back + 2 MiB inflated; naive: from the file's start",
            ),
        ]
