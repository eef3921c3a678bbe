"""The viewer's server under load: lanes, concurrent requests, file reads off the event loop."""

from __future__ import annotations

import numpy as np
import pytest

from tests.support.viewer_cases import first_slice_grey, viewer_library
from ui.viewer.service import ViewerService


def test_server_lanes_answer_with_timings_and_keep_errors_as_messages() -> None:
    import anyio

    from ui.viewer.lanes import ServerLanes

    lanes = ServerLanes()
    service = ViewerService(viewer_library(), prewarm=False)
    request = {"case_id": "vc_mri", "sequence_id": "t1", "plane": "sagittal"}

    async def both() -> tuple[dict, dict, dict]:
        fast = await lanes.call(lanes.FAST, service.first_slice, request)
        bulk = await lanes.call(lanes.BULK, service.plane, request)
        bad = await lanes.call(lanes.FAST, service.first_slice, "not a dict")
        return fast, bulk, bad

    fast, bulk, bad = anyio.run(both)
    assert fast["plane"] == "sagittal" and first_slice_grey(fast).shape == (
        fast["height"],
        fast["width"],
    )
    assert fast["timing"]["lane"] == "fast" and bulk["timing"]["lane"] == "bulk"
    assert bulk["timing"]["compute_ms"] >= 0 and bulk["timing"]["queued_ms"] >= 0
    assert bulk["index"] == fast["index"]  # both open on the middle slice
    assert "error" in bad and bad["timing"]["lane"] == "fast"


def test_concurrent_requests_for_one_volume_encode_it_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threading
    import time

    import explorer.volume_payload as vp

    calls: list[int] = []
    real = vp.palette_coder
    gate = threading.Event()

    def slow(*args: object, **kwargs: object) -> object:
        calls.append(1)
        gate.wait(5)  # hold the first encode so the others arrive while it runs
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(vp, "palette_coder", slow)
    service = ViewerService(viewer_library(), prewarm=False)
    request = {"case_id": "vc_mri", "sequence_id": "t1"}
    results: list[dict] = []
    threads = [
        threading.Thread(target=lambda: results.append(service.volume(request))) for _ in range(3)
    ]
    for t in threads:
        t.start()
    key = ("volume", "vc_mri", "t1", "radiological")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:  # all three inside: one encoding, two waiting for it
        if service.flights.waiting(key) == 3 and calls:
            break
        time.sleep(0.005)
    gate.set()
    for t in threads:
        t.join(10)
    assert len(results) == 3 and all("volume" in r for r in results)
    assert len(calls) == 1
    assert results[0]["volume"]["url"] == results[1]["volume"]["url"] == results[2]["volume"]["url"]


def test_a_first_axial_slice_of_an_unread_volume_reads_that_slice_only(
    nifti_factory,  # type: ignore[no-untyped-def]
) -> None:
    """The first paint of a lazy NIfTI volume reads one slice, pixel-identical to the same slice
    of the read volume in a fixed window; a window computed from voxels says it is provisional."""
    from data.formats.gzip_index import GzipIndexes
    from data.formats.lazy_volume import LazyVolume
    from data.formats.nifti import nifti_sequence
    from data.model import Case, Provenance

    rng = np.random.default_rng(11)
    stored = rng.integers(0, 4000, (40, 36, 21)).astype(np.int16)
    path = nifti_factory(stored, np.diag([-1.0, 1.2, 2.5, 1.0]), name="big-t1.nii.gz")
    seq = nifti_sequence(path, 2**28, sequence_id="t1")
    case = Case("lazy", "lazy", "test", Provenance("test", "", ""), sequences=(seq,))

    class Library:
        gzip_indexes = GzipIndexes(0)  # none: the slice is inflated from the file's start

        def get(self, case_id: str) -> Case:
            return case

    service = ViewerService(Library(), prewarm=False)  # type: ignore[arg-type]
    fixed = {"case_id": "lazy", "sequence_id": "t1", "plane": "axial", "index": 7}
    fixed["window"] = {"center": 1900.0, "width": 2500.0}
    first = service.first_slice(fixed)
    auto = service.first_slice({**fixed, "window": {"preset": "MR auto"}})
    volume = seq.volume
    assert isinstance(volume, LazyVolume) and not volume.loaded
    assert first["provisional"] is False and auto["provisional"] is True
    _ = volume.data  # now read: the same request renders from the whole volume
    again = service.first_slice(fixed)
    assert "provisional" in again and again["provisional"] is False
    assert np.array_equal(first_slice_grey(first), first_slice_grey(again))
    assert first["position_mm"] == again["position_mm"] and first["count"] == 21


def test_a_fast_call_that_reads_a_file_runs_off_the_event_loop() -> None:
    """First slices are answered on the event loop only when nothing must be read: a volume
    read there would stall every other user's requests."""
    import threading

    import anyio

    from ui.viewer.lanes import ServerLanes

    lanes = ServerLanes()
    seen: list[str] = []

    def where(request: dict) -> dict:
        seen.append(threading.current_thread().name)
        return {}

    async def both() -> str:
        loop_thread = threading.current_thread().name
        await lanes.call(lanes.FAST, where, {}, inline=lambda r: True)
        await lanes.call(lanes.FAST, where, {}, inline=lambda r: False)
        return loop_thread

    loop_thread = anyio.run(both)
    assert seen[0] == loop_thread and seen[1] != loop_thread


def test_is_warm_says_whether_an_answer_needs_a_file_read(nifti_factory) -> None:  # type: ignore[no-untyped-def]
    from data.catalog.library import CaseLibrary
    from data.formats.nifti import nifti_sequence
    from data.model import Case, Provenance

    path = nifti_factory(np.ones((6, 5, 4), np.int16), np.eye(4), name="warm.nii.gz")
    seq = nifti_sequence(path, 2**28, sequence_id="t1")
    case = Case("warm", "warm", "test", Provenance("test", "", ""), sequences=(seq,))
    library = CaseLibrary([case], budget_bytes=2**28)  # a full case: resident, open
    service = ViewerService(library, prewarm=False)
    request = {"case_id": "warm", "sequence_id": "t1"}
    assert not service.is_warm(request)  # the voxels are not read yet
    _ = seq.volume.data if seq.volume is not None else None
    assert service.is_warm(request)
    assert not service.is_warm({"case_id": "not-open", "sequence_id": "t1"})
    assert service.is_warm("not a request")
