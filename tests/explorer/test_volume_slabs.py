"""Volumes in slabs: every slice exactly once, nearest the viewed slice first, errors end short."""

from __future__ import annotations

import itertools
import threading

import numpy as np
import pytest

from data.errors import NeuroLensError
from explorer.volume_payload import PaletteCoder, palette_coder
from explorer.volume_slabs import (
    HEADER,
    VolumeSlabs,
    decode_stream,
    nearest_first,
    slab_ranges,
)


def test_slabs_cover_every_slice_once_in_whole_slices() -> None:
    for shape, itemsize in (((512, 512, 200), 2), ((9, 7, 5), 1), ((2048, 2048, 3), 2)):
        ranges = slab_ranges(shape, itemsize)
        assert ranges[0][0] == 0 and ranges[-1][1] == shape[2]
        assert all(a[1] == b[0] for a, b in itertools.pairwise(ranges))
        assert all(end > first for first, end in ranges)
    assert len(slab_ranges((512, 512, 200), 2)) == 50  # 4 slices of 512 KB each


def test_nearest_first_starts_at_the_slab_holding_the_slice_and_goes_outward() -> None:
    ranges = [(0, 4), (4, 8), (8, 12), (12, 16), (16, 18)]
    assert nearest_first(ranges, 9) == [2, 1, 3, 0, 4]
    assert nearest_first(ranges, 0) == [0, 1, 2, 3, 4]
    assert nearest_first(ranges, 17) == [4, 3, 2, 1, 0]


@pytest.mark.parametrize("values", [200, 3000])  # uint8 and (byte-shuffled) uint16 indices
def test_a_stream_decodes_to_the_exact_indices(values: int) -> None:
    rng = np.random.default_rng(values)
    data = np.asfortranarray(rng.integers(-values // 2, values // 2, (40, 30, 37)).astype(np.int16))
    coder = palette_coder(data)
    assert coder is not None and coder.dtype == (np.uint8 if values <= 256 else np.uint16)
    per_slice = 40 * 30 * coder.dtype.itemsize
    slabs = VolumeSlabs(coder, data.shape, slab_bytes=4 * per_slice)
    assert slabs.ranges == [(k, min(k + 4, 37)) for k in range(0, 37, 4)]
    slabs.start(20)
    sent: set[int] = set()
    order, stream = [], b""
    while (n := slabs.next_for(sent, 20, timeout_s=30)) is not None:
        sent.add(n)
        order.append(n)
        stream += slabs.frame(n)
    assert order[0] == 5 and sorted(order) == list(range(len(slabs.ranges)))  # slices 20..23 first
    meta = {"shape": list(data.shape), "dtype": coder.dtype.name}
    indices = decode_stream(meta, stream)
    assert np.array_equal(coder.palette[indices], data.astype(np.float32))
    first, end, size = HEADER.unpack_from(stream, 0)
    with pytest.raises(NeuroLensError, match="lacks"):
        decode_stream(meta, stream[: HEADER.size + size])  # one slab only
    assert (first, end) == (20, 24)


def test_a_second_stream_takes_the_ready_slab_nearest_its_own_slice() -> None:
    data = np.asfortranarray(np.arange(8 * 8 * 12, dtype=np.int16).reshape(8, 8, 12) % 50)
    coder = palette_coder(data)
    assert coder is not None
    gate = threading.Event()
    jobs: list = []
    slabs = VolumeSlabs(coder, data.shape, slab_bytes=3 * 8 * 8, submit=jobs.append)
    assert slabs.ranges == [(k, k + 3) for k in range(0, 12, 3)]
    slabs.start(0)
    slabs.start(11)  # later starts change nothing: the first asker's order holds
    assert len(jobs) == 1
    worker = threading.Thread(target=lambda: (gate.wait(10), jobs[0]()))
    worker.start()
    gate.set()
    worker.join(10)
    assert slabs.finished and not slabs.error
    assert slabs.next_for(set(), 11) == 3 and slabs.next_for({3}, 11) == 2
    assert slabs.next_for({0, 1, 2, 3}, 11) is None  # all sent


def test_a_failing_producer_ends_every_stream_short_with_its_reason() -> None:
    class Broken(PaletteCoder):
        def indices(self, start: int = 0, stop: int | None = None) -> np.ndarray:
            raise MemoryError("no room for the indices")

    coder = Broken(np.zeros(1, np.float32), np.dtype(np.uint8), coded=np.zeros(1, np.uint8))
    slabs = VolumeSlabs(coder, (4, 4, 4))
    slabs.start(2)
    assert slabs.next_for(set(), 2, timeout_s=30) is None
    assert "MemoryError: no room for the indices" in slabs.error
