"""ViewerService: the viewer's server side, shared by every session and every embedded viewer.

It turns the browser's requests into explorer/ calls (planes, first slices, whole volumes for
the binary route, crosshairs, montages), caches the results by bytes and runs one background
warm-up; errors become one-line messages. No gradio here.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from data.catalog.library import CaseLibrary
from data.errors import NeuroLensError
from data.model import Case, Plane, Sequence
from explorer.volume_slabs import VolumeSlabs
from ui.viewer.first_slice import first_slice_answer, opening_request
from ui.viewer.requests import (
    PAYLOAD_LEVEL,
    VOLUME_ROUTE,
    MontageImage,
    _crosshair,
    _public,
    _stack_frame_uint8,
    _target_index,
    _window_request,
    resolve_window,
    stack_frames,
    viewer_spec,
)
from ui.viewer.view_state import ViewState
from ui.viewer.volumes import VolumeEntry, VolumeStore


class ViewerService:
    """Answers the browser's requests for one app: plane payloads, first-paint slices, montages.

    The browser asks for a sequence's whole volume (`volume`, then its slabs from the binary
    route, nearest the shown slice first) and re-slices it itself; encoded planes are the
    fallback for volumes it cannot hold exactly (after a first plane, one background worker
    encodes the other planes). Planes and volume slabs are cached, each within `cache_bytes`.
    """

    def __init__(
        self,
        library: CaseLibrary,
        convention: str = "radiological",
        cache_bytes: int = 256 * 1024**2,
        prewarm: bool = True,
    ) -> None:
        self.library = library
        self.convention = convention
        self.cache_bytes = cache_bytes
        self.prewarm = prewarm
        self._cache: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        self._cache_size = 0
        self._lock = threading.Lock()
        self._grids: dict[tuple[str, str], Any] = {}
        self._pool: ThreadPoolExecutor | None = None
        self.volumes = VolumeStore(self._find_sequence, cache_bytes)
        self.flights = self.volumes.flights  # planes and volumes: one encode per key at a time

    # -- helpers
    def _sequence(self, request: Mapping[str, Any]) -> tuple[Case, Sequence]:
        case_id = str(request.get("case_id") or "")
        seq_id = str(request.get("sequence_id") or "")
        try:
            case = self.library.get(case_id)
            return case, case.sequence(seq_id)
        except KeyError:
            raise NeuroLensError(f"no sequence {seq_id!r} in case {case_id!r}") from None

    def _find_sequence(self, case_id: str, seq_id: str) -> Sequence:
        return self._sequence({"case_id": case_id, "sequence_id": seq_id})[1]

    def _convention(self, request: Mapping[str, Any]) -> str:
        from explorer.geometry import as_convention

        return as_convention(str(request.get("convention") or self.convention))

    def _remember(self, key: tuple[Any, ...], value: dict[str, Any]) -> None:
        size = len(value.get("payload", {}).get("data", "")) + sum(
            len(f) for f in value.get("frames", [])
        )
        with self._lock:
            if key in self._cache:
                return
            self._cache[key] = value
            self._cache_size += size
            value["_size"] = size
            while self._cache_size > self.cache_bytes and len(self._cache) > 1:
                _, old = self._cache.popitem(last=False)
                self._cache_size -= int(old.get("_size", 0))

    def _cached(self, key: tuple[Any, ...]) -> dict[str, Any] | None:
        with self._lock:
            found = self._cache.get(key)
            if found is not None:
                self._cache.move_to_end(key)
            return found

    def grid_of(self, case: Case, seq: Sequence) -> list[int] | None:
        """Detected montage grid of a stack's first frame (cached), None when not regular."""
        from explorer.montage import detect_grid

        if seq.stack is None or not seq.stack.frames:
            return None
        key = (case.case_id, seq.sequence_id)
        if key not in self._grids:
            try:
                found = detect_grid(_stack_frame_uint8(seq.stack.frames[0]))
            except NeuroLensError:
                found = None
            self._grids[key] = list(found) if found else None
        grid: list[int] | None = self._grids[key]
        return grid

    def spec(self, case_id: str, nonce: int | float | None = None) -> dict[str, Any]:
        """The viewer value for a case (an error message in the spec, never an exception)."""
        nonce = time.time_ns() if nonce is None else nonce
        if not case_id:
            return viewer_spec(None, self.convention, nonce)
        try:
            case = self.library.get(case_id)
        except KeyError:
            spec = viewer_spec(None, self.convention, nonce)
            spec["error"] = f"No case {case_id!r} in the library."
            return spec
        except NeuroLensError as exc:  # a file changed or vanished since the catalog scan
            spec = viewer_spec(None, self.convention, nonce)
            spec["error"] = str(exc)
            return spec
        grids = {s.sequence_id: self.grid_of(case, s) for s in case.sequences if s.stack}
        return viewer_spec(case, self.convention, nonce, grids)

    def is_warm(self, request: Any) -> bool:
        """True when answering `request` reads no file (its case is open and the sequence's
        voxels are read): then it may run on the event loop without holding anyone up."""
        if not isinstance(request, Mapping):
            return True  # answered with an error at once
        if not self.library.is_open(str(request.get("case_id") or "")):
            return False
        try:
            _case, seq = self._sequence(request)
        except NeuroLensError:
            return True
        return bool(getattr(seq.volume, "loaded", True))

    # -- the two server functions
    def plane(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Whole plane (or a 2D stack's frames) for the browser, or {'error': message}."""
        try:
            return self._plane(request)
        except NeuroLensError as exc:
            return {"error": str(exc)}
        except Exception as exc:  # the browser gets one line; the server keeps running
            return {"error": f"Could not render these images ({type(exc).__name__}: {exc})."}

    def first_slice(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """One slice's grey levels so a new case, plane or window paints before the volume
        arrives: raw bytes (base64), not a PNG, whose encode here (11 ms for 512x512) and decode
        in a busy browser (35-50 ms while the case opens) were half the first paint."""
        try:
            return self._first_slice(request)
        except NeuroLensError as exc:
            return {"error": str(exc)}
        except Exception as exc:
            return {"error": f"Could not render this slice ({type(exc).__name__}: {exc})."}

    def _plane(self, request: Mapping[str, Any]) -> dict[str, Any]:
        from explorer.geometry import as_plane

        case, seq = self._sequence(request)
        conv = self._convention(request)
        if seq.stack is not None:
            return self._stack(case, seq, bool(request.get("tiles")))
        assert seq.volume is not None
        plane = as_plane(request.get("plane") or Plane.AXIAL).value
        window = resolve_window(seq, _window_request(request))
        result = self.encode(case, seq, plane, window, conv)
        index = _target_index(seq.volume, plane, request)
        if index is None:
            index = int(result["payload"]["index"])
        if self.prewarm and "center" not in _window_request(request):
            # The whole volume is asked for next; other planes only if it cannot be sent.
            self._prewarm(case, seq, plane, window, conv)
        return {**_public(result), "index": index}

    def volume(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """The whole volume's metadata ({'volume': ...}, its voxels come in slabs from the
        binary route), {'unavailable': why} when it cannot be sent exactly (too many distinct
        values, too big), or {'error': ...}.

        With it the browser changes plane and window by itself, bit-identical to `plane`.
        """
        try:
            case, seq = self._sequence(request)
            if seq.volume is None:
                return {"unavailable": "2D images are sent whole"}
            conv = self._convention(request)
            found = self.volume_entry(case, seq, conv)
        except NeuroLensError as exc:
            return {"error": str(exc)}
        except Exception as exc:
            return {"error": f"Could not send this volume ({type(exc).__name__}: {exc})."}
        if found is None:
            return {"unavailable": "too many distinct values to window in the browser"}
        key = (case.case_id, seq.sequence_id, conv)
        # the voxels go as binary from their own URL (ui/viewer/routes.py), not inside JSON
        return {"volume": {**found.meta, "url": f"{VOLUME_ROUTE}/{self.volumes.token(key)}"}}

    def volume_slabs(self, token: str, k: int | None = None) -> VolumeSlabs | None:
        """The slabs a token names, nearest axial slice k first (for the binary route)."""
        return self.volumes.slabs(token, k)

    def volume_entry(self, case: Case, seq: Sequence, conv: str) -> VolumeEntry | None:
        """The volume's metadata and slab producer (cached), None when it cannot go to the
        browser exactly."""
        return self.volumes.entry((case.case_id, seq.sequence_id, conv), seq)

    def crosshairs(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Where the world point under a click lands in other viewports (for crosshair sync).

        Request: case_id, convention, source {sequence_id, plane, index, row, col}, targets
        [{sequence_id, plane}]. Answer: {'targets': [{index, row, col}]} in the same order
        (row/col may fall outside a target's slice; the browser then hides its crosshair).
        """
        from explorer.geometry import as_plane

        try:
            src = request.get("source")
            targets = request.get("targets")
            if not isinstance(src, Mapping) or not isinstance(targets, list):
                raise NeuroLensError("crosshair sync needs a source and a list of targets")
            conv = self._convention(request)
            case_id = request.get("case_id")
            _case, seq = self._sequence({"case_id": case_id, "sequence_id": src.get("sequence_id")})
            if seq.volume is None:
                raise NeuroLensError("2D images have no anatomical position")
            source = (
                as_plane(src.get("plane") or Plane.AXIAL).value,
                float(src["index"]),
                float(src["row"]),
                float(src["col"]),
            )
            out: list[dict[str, Any] | None] = []
            for target in targets:
                _c, other = self._sequence(
                    {"case_id": case_id, "sequence_id": (target or {}).get("sequence_id")}
                )
                plane = as_plane((target or {}).get("plane") or Plane.AXIAL).value
                if other.volume is None:
                    out.append(None)
                    continue
                index, row, col = _crosshair(seq.volume, source, other.volume, plane, conv)
                out.append({"index": index, "row": row, "col": col, "plane": plane})
            return {"targets": out}
        except NeuroLensError as exc:
            return {"error": str(exc)}
        except (KeyError, TypeError, ValueError) as exc:
            return {"error": f"unreadable crosshair request ({type(exc).__name__}: {exc})"}

    def encode(
        self, case: Case, seq: Sequence, plane: str, window: Any, conv: str
    ) -> dict[str, Any]:
        """The cached plane payload and its display metadata."""
        assert seq.volume is not None
        key = (case.case_id, seq.sequence_id, plane, window.center, window.width, conv)
        found = self._cached(key)
        if found is not None:
            return found
        with self.flights.hold(key):
            found = self._cached(key)
            if found is not None:
                return found
            return self._encode_plane(key, seq, plane, window, conv)

    def _encode_plane(
        self, key: tuple[Any, ...], seq: Sequence, plane: str, window: Any, conv: str
    ) -> dict[str, Any]:
        from explorer.payload import encode_plane_payload

        assert seq.volume is not None
        payload = encode_plane_payload(
            seq.volume, plane, window, conv, delta=False, level=PAYLOAD_LEVEL
        )
        result = {
            "payload": payload,
            "plane": plane,
            "window": [float(window.center), float(window.width)],
            "letters": payload["letters"],
            "spacing": payload["display_spacing"],
        }
        self._remember(key, result)
        return result

    def _prewarm(self, case: Case, seq: Sequence, plane: str, window: Any, conv: str) -> None:
        if self._pool is None:
            # One worker: background work never takes both cores from a first-paint request.
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="nl-prewarm")
        self._pool.submit(self._quiet_warm, case, seq, plane, window, conv)

    def _quiet_warm(self, case: Case, seq: Sequence, plane: str, window: Any, conv: str) -> None:
        try:
            found = self.volume_entry(case, seq, conv)
            if found is not None:
                found.slabs.start(found.slabs.shape[2] // 2)
                return  # the browser re-slices the volume; other planes are not needed
            for other in Plane:
                if other.value != plane:
                    self.encode(case, seq, other.value, window, conv)
        except Exception:  # a background warm-up failing only means a slower first view
            return

    def _stack(self, case: Case, seq: Sequence, tiles: bool) -> dict[str, Any]:
        from explorer.render import png_data_url, render_png

        assert seq.stack is not None
        key = (case.case_id, seq.sequence_id, "stack", tiles)
        found = self._cached(key)
        if found is None:
            frames, labels = stack_frames(seq.stack, tiles)
            found = {
                "frames": [png_data_url(render_png(f)) for f in frames],
                "labels": labels,
                "plane": None,
                "window": None,
                "letters": {},
                "spacing": list(seq.stack.pixel_spacing or (1.0, 1.0)),
            }
            self._remember(key, found)
        return {**_public(found), "index": 0}

    def _first_slice(self, request: Mapping[str, Any]) -> dict[str, Any]:
        _case, seq = self._sequence(request)
        conv = self._convention(request)
        return first_slice_answer(seq, request, conv, self.library.gzip_indexes)

    def case_first_slice(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """The slice a case opens on (its first sequence, axial, default window), asked when
        its row in the case list is pressed, while the viewer still waits for the case's spec
        (two gradio events, ~60 ms): the answer names the sequence and window, and the viewer
        uses it only when they are the ones it opens (ui/static/viewer/open_view.js)."""
        try:
            case = self.library.get(str(request.get("case_id") or ""))
        except KeyError:
            return {"error": "no such case"}
        except NeuroLensError as exc:
            return {"error": str(exc)}
        opening = opening_request(case)
        if opening is None:
            return {"error": "this case does not open on a 3D sequence"}
        return {
            **self.first_slice({**opening, "convention": request.get("convention")}),
            "sequence_id": opening["sequence_id"],
            "preset": opening["window"]["preset"],
        }

    def montage(self, view: ViewState, n: int) -> MontageImage:
        """A server-rendered lossless montage of `n` slices of the viewed plane, with the slice
        numbers of its tiles (row-major) so the page can label each tile."""
        from explorer.montage import build_montage, choose_montage_indices, grid_shape
        from explorer.render import png_data_url, render_png
        from explorer.window import Window

        _case, seq = self._sequence({"case_id": view.case_id, "sequence_id": view.sequence_id})
        if seq.volume is None or view.plane is None:
            raise NeuroLensError("a montage needs a 3D sequence (2D images are shown whole)")
        window = Window(*view.window) if view.window else resolve_window(seq, {"preset": ""})
        indices = choose_montage_indices(seq.volume, view.plane, int(n))
        image = build_montage(
            seq.volume, view.plane, len(indices), window, self.convention, indices=indices
        )
        cols, rows = grid_shape(len(indices))
        return MontageImage(
            url=png_data_url(render_png(image)),
            indices=tuple(indices),
            cols=cols,
            rows=rows,
            sequence=f"{seq.name} ({seq.kind.value})",
            plane=view.plane,
        )
