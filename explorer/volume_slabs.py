"""A volume's palette indices sent as slabs of axial slices, nearest the viewed slice first.

Why: a full-size study (512x512x200) is 100 MB of indices; sent whole, the browser could show
nothing of it for seconds. In Fortran order an axial slab is one contiguous block, so the
volume goes out as slabs of about SLAB_BYTES each, the viewed one first and then outward, and
the browser fills its array as they arrive (ui/static/viewer/volume_decoder.js).

Each slab is deflated raw (the browser's DecompressionStream("deflate-raw") undoes it) after a
byte shuffle of 16-bit indices (all low bytes, then all high bytes): the high bytes of a
palette of a few thousand values are nearly constant, so the slabs come out smaller than the
scanner's own .nii.gz (47.5 MB against 49.8 MB for the bench's T1) and ISA-L deflates them
in a third of zlib's time. A frame on the wire is HEADER (first slice, end slice, byte count,
little-endian uint32) and then the bytes.

`VolumeSlabs` produces a volume's slabs once, in a thread, in the order the first asker wants;
any number of streams read them, each taking the available slab nearest to its own slice.
"""

from __future__ import annotations

import struct
import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import NeuroLensError
from explorer.volume_payload import PaletteCoder

SLAB_BYTES = 2 * 1024**2  # of indices per slab: 4 slices of a 512x512 uint16 volume
HEADER = struct.Struct("<III")  # first slice, end slice (exclusive), compressed byte count
ENCODING = "deflate-raw"
LEVEL = 2  # ISA-L level 2: 0.4 s for 100 MB of indices, a little smaller than zlib level 1


def slab_ranges(
    shape: tuple[int, int, int], itemsize: int, slab_bytes: int = SLAB_BYTES
) -> list[tuple[int, int]]:
    """(first, end) axial slice of each slab: whole slices, about `slab_bytes` each."""
    per_slice = max(1, shape[0] * shape[1] * itemsize)
    depth = max(1, slab_bytes // per_slice)
    return [(k, min(k + depth, shape[2])) for k in range(0, shape[2], depth)]


def nearest_first(ranges: list[tuple[int, int]], k: int) -> list[int]:
    """Slab numbers ordered by distance from axial slice k (the one holding k first)."""
    return sorted(range(len(ranges)), key=lambda n: (_distance(ranges[n], k), n))


def _distance(rng: tuple[int, int], k: int) -> int:
    first, end = rng
    return 0 if first <= k < end else (first - k if k < first else k - end + 1)


def encode_slab(indices: npt.NDArray[np.unsignedinteger], level: int = LEVEL) -> bytes:
    """Raw deflate of one slab's indices (16-bit ones byte-shuffled first)."""
    from isal import isal_zlib

    raw = np.ascontiguousarray(indices)
    if raw.dtype.itemsize == 2:
        pairs = raw.astype("<u2", copy=False).view(np.uint8).reshape(-1, 2)
        body = np.concatenate((pairs[:, 0], pairs[:, 1])).tobytes()
    else:
        body = raw.tobytes()
    return bytes(isal_zlib.compress(body, level, -15))


def decode_slab(packed: bytes, dtype: np.dtype[Any], count: int) -> npt.NDArray[Any]:
    """The Python twin of the browser's slab decoder (tests read the stream with it)."""
    import zlib

    body = np.frombuffer(zlib.decompress(packed, -15), np.uint8)
    if body.size != count * dtype.itemsize:
        raise NeuroLensError(f"a slab holds {body.size} bytes, expected {count * dtype.itemsize}")
    if dtype.itemsize == 2:
        return (body[:count].astype(np.uint16) | (body[count:].astype(np.uint16) << 8)).astype(
            dtype
        )
    return body.astype(dtype)


def decode_stream(meta: dict[str, Any], stream: bytes) -> npt.NDArray[Any]:
    """Indices with the volume's shape (Fortran order) from a whole stream of frames; a
    NeuroLensError when a slab is missing, repeated or broken."""
    shape = tuple(int(s) for s in meta["shape"])
    dtype = np.dtype(str(meta["dtype"]))
    plane = shape[0] * shape[1]
    out = np.zeros(int(np.prod(shape)), dtype=dtype)
    seen = np.zeros(shape[2], dtype=bool)
    at = 0
    while at < len(stream):
        if at + HEADER.size > len(stream):
            raise NeuroLensError("the volume stream ends inside a frame header")
        first, end, size = HEADER.unpack_from(stream, at)
        at += HEADER.size
        if not 0 <= first < end <= shape[2] or seen[first:end].any() or at + size > len(stream):
            raise NeuroLensError(f"bad slab frame ({first}, {end}, {size} bytes)")
        out[first * plane : end * plane] = decode_slab(
            stream[at : at + size], dtype, (end - first) * plane
        )
        seen[first:end] = True
        at += size
    if not seen.all():
        raise NeuroLensError(f"the volume stream lacks {int((~seen).sum())} slice(s)")
    return out.reshape(shape, order="F")


class VolumeSlabs:
    """One volume's slabs: coded and deflated once, in a worker thread, in the order of the
    first `start`; read by any number of streams (`next_for`, then `frame`)."""

    def __init__(
        self,
        coder: PaletteCoder,
        shape: tuple[int, int, int],
        *,
        level: int = LEVEL,
        slab_bytes: int = SLAB_BYTES,
        submit: Callable[[Callable[[], None]], Any] | None = None,
    ) -> None:
        self.shape = shape
        self.ranges = slab_ranges(shape, coder.dtype.itemsize, slab_bytes)
        self._coder: PaletteCoder | None = coder
        self._level = level
        self._submit = submit
        self._frames: dict[int, bytes] = {}
        self._cond = threading.Condition()
        self._started = False
        self.finished = False
        self.error = ""

    @property
    def nbytes(self) -> int:
        """Bytes held (the frames made so far)."""
        with self._cond:
            return sum(len(f) for f in self._frames.values())

    def describe(self) -> dict[str, Any]:
        """The `slabs` entry of the volume's metadata: how to read the stream."""
        return {"count": len(self.ranges), "encoding": ENCODING, "shuffle": True}

    def start(self, k: int) -> None:
        """Begin producing, nearest axial slice k first (later calls change nothing)."""
        with self._cond:
            if self._started:
                return
            self._started = True
        order = nearest_first(self.ranges, k)
        if self._submit is None:
            threading.Thread(target=self._produce, args=(order,), daemon=True).start()
        else:
            self._submit(lambda: self._produce(order))

    def _produce(self, order: list[int]) -> None:
        plane = self.shape[0] * self.shape[1]
        try:
            coder = self._coder
            assert coder is not None
            for n in order:
                first, end = self.ranges[n]
                packed = encode_slab(coder.indices(first * plane, end * plane), self._level)
                with self._cond:
                    self._frames[n] = HEADER.pack(first, end, len(packed)) + packed
                    self._cond.notify_all()
        except Exception as exc:  # the streams end short and the browser says why
            with self._cond:
                self.error = f"{type(exc).__name__}: {exc}"
        finally:
            with self._cond:
                self.finished = True
                self._coder = None  # the voxels are no longer needed here
                self._cond.notify_all()

    def next_for(self, sent: set[int], k: int, timeout_s: float = 60.0) -> int | None:
        """The made slab not yet in `sent` nearest to slice k, waiting for one; None when every
        slab is sent, production failed or nothing came within the timeout."""
        with self._cond:
            while True:
                ready = [n for n in self._frames if n not in sent]
                if ready:
                    return min(ready, key=lambda n: (_distance(self.ranges[n], k), n))
                if self.finished or len(sent) >= len(self.ranges):
                    return None
                if not self._cond.wait(timeout_s):
                    return None

    def frame(self, n: int) -> bytes:
        with self._cond:
            return self._frames[n]
