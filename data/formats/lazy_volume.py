"""LazyVolume: a Volume whose voxels are read from its file the first time they are used.

Opening a case needs its headers only: the viewer's spec, the EHR, the tasks and the case list
never touch a voxel. A full-size study (three 512x512x200 int16 NIfTI files) took 2.4 s to open
eagerly, all of it inflating voxels of sequences nobody had looked at yet. With this, each
sequence pays for its own voxels when it is first shown (or sent to a model), and the geometry
(shape, affine, spacing, header window) is known from the header before that.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError
from data.formats.gzip_index import RangeReader
from data.model import Volume


class LazyVolume(Volume):
    """A Volume with header geometry now and voxels on first use of `data` (read once, under a
    lock, so a viewer request and a background warm-up share one read).

    `read` returns the eager Volume; it must match the declared shape and affine, or the file
    changed since it was opened and the read fails with a LoadError naming `source`.
    """

    # instance state, not dataclass fields (this subclass is not a dataclass itself)
    _read: Callable[[], Volume]
    _peek: Callable[[int, RangeReader | None], Volume | None] | None
    _shape: tuple[int, int, int]
    _dtype: np.dtype[Any]
    _source: str
    _data: Any
    _lock: threading.Lock

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        if "data" in kwargs:  # dataclasses.replace(lazy, window=...): an eager Volume, changed
            return Volume(**kwargs)
        return super().__new__(cls)

    def __init__(
        self,
        read: Callable[[], Volume],
        *,
        peek: Callable[[int, RangeReader | None], Volume | None] | None = None,
        shape: tuple[int, int, int],
        dtype: npt.DTypeLike,
        affine: npt.NDArray[np.float64],
        spacing: tuple[float, float, float],
        window: tuple[float, float] | None,
        source: str,
    ) -> None:
        # Volume is a frozen dataclass: its fields are set the way its own __init__ sets them
        object.__setattr__(self, "affine", affine)
        object.__setattr__(self, "spacing", spacing)
        object.__setattr__(self, "window", window)
        object.__setattr__(self, "_read", read)
        object.__setattr__(self, "_peek", peek)
        object.__setattr__(self, "_shape", (int(shape[0]), int(shape[1]), int(shape[2])))
        object.__setattr__(self, "_dtype", np.dtype(dtype))
        object.__setattr__(self, "_source", source)
        object.__setattr__(self, "_data", None)
        object.__setattr__(self, "_lock", threading.Lock())

    @property  # type: ignore[override]
    def data(self) -> Any:
        """The voxels, read on first use (a LoadError when the file can no longer be read)."""
        found = self._data
        if found is not None:
            return found
        with self._lock:
            if self._data is None:
                volume = self._read()
                if volume.shape != self._shape or not np.allclose(volume.affine, self.affine):
                    raise LoadError(
                        self._source,
                        "the file changed since the case was opened: open the case again",
                    )
                object.__setattr__(self, "_data", volume.data)
            return self._data

    @data.setter
    def data(self, value: Any) -> None:  # only the dataclass machinery could call it
        raise AttributeError("a LazyVolume's data is read from its file")

    @property
    def shape(self) -> tuple[int, int, int]:
        return self._shape

    @property
    def dtype(self) -> np.dtype[Any]:
        """The dtype the voxels will have (known from the header)."""
        return self._dtype

    def peek_axial(self, k: int, ranges: RangeReader | None = None) -> Volume | None:
        """Axial slice k as a one-slice Volume (same RAS axes, its own origin) read alone, for
        a first paint before the volume is read; None when the file cannot give it alone.
        Once the voxels are read, the slice comes from them. `ranges`: seek indexes of
        compressed files (data/formats/gzip_index.py), when the caller has them."""
        if self._data is not None:
            data = self._data[:, :, k : k + 1]
            affine = self.affine.copy()
            affine[:3, 3] += self.affine[:3, 2] * k
            return Volume(data, affine, self.spacing, self.window)
        return self._peek(k, ranges) if self._peek is not None else None

    @property
    def loaded(self) -> bool:
        return self._data is not None

    @property
    def nbytes(self) -> int:
        """Bytes the voxels take once read: the case cache budgets this before any read."""
        return int(np.prod(self._shape)) * self._dtype.itemsize
