"""VolumeStore: the whole volumes the browser holds, as JSON metadata plus binary slabs.

Each (case, sequence, convention) gets one slab producer (explorer/volume_slabs.py), deflated
by two low-priority workers nearest the slice on screen first, and one unguessable token that
the binary route (ui/viewer/routes.py) serves. Finished volumes are forgotten least recently
used past a byte budget. No gradio here.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

from data.background import lower_thread_priority
from data.errors import NeuroLensError
from data.model import Sequence
from explorer.volume_slabs import VolumeSlabs
from ui.viewer.requests import MAX_VOLUME_TOKENS, _windows_for, resolve_window
from ui.viewer.single_flight import SingleFlight

VolumeKey = tuple[str, str, str]  # case id, sequence id, display convention


@dataclass(frozen=True)
class VolumeEntry:
    """A volume the browser can hold: its JSON metadata and the producer of its slabs."""

    meta: dict[str, Any]
    slabs: VolumeSlabs


class VolumeStore:
    """Volume metadata and slab producers, built once per key and kept within `cache_bytes`.

    `find_sequence(case_id, sequence_id)` resolves a token's key when its slabs are asked for
    (it raises NeuroLensError when the case or sequence is gone).
    """

    def __init__(self, find_sequence: Callable[[str, str], Sequence], cache_bytes: int) -> None:
        self._find = find_sequence
        self.cache_bytes = cache_bytes
        self.flights = SingleFlight()
        self._lock = threading.Lock()
        self._volumes: OrderedDict[VolumeKey, VolumeEntry | None] = OrderedDict()
        self._tokens: dict[VolumeKey, str] = {}
        self._token_keys: dict[str, VolumeKey] = {}
        # Both run at low priority and start their threads on first use. Two deflaters: a
        # sequence switched to does not wait for the last; two readers: the sequences of a newly
        # opened case are read side by side.
        self._deflaters = _background_pool("nl-slabs")
        self._readers = _background_pool("nl-volume-read")

    def entry(self, key: VolumeKey, seq: Sequence) -> VolumeEntry | None:
        """The volume's metadata and slab producer (cached), None when it cannot go to the
        browser exactly (too many distinct values, too big)."""
        with self._lock:
            if key in self._volumes:
                self._volumes.move_to_end(key)
                return self._volumes[key]
        with self.flights.hold(("volume", *key)):
            with self._lock:
                if key in self._volumes:
                    return self._volumes[key]
            # Reading and palette-coding a volume (a second of CPU for 512x512x200) runs at
            # low priority: another user's requests and the browsers beside us come first.
            built = self._readers.submit(self._build, seq, key[2]).result()
            self._keep(key, built)
            return built

    def token(self, key: VolumeKey) -> str:
        """An unguessable name for one key: the binary route serves what a token names and
        nothing else (no path or id from the client is trusted)."""
        with self._lock:
            token = self._tokens.get(key)
            if token is None:
                token = secrets.token_urlsafe(18)
                self._tokens[key] = token
                self._token_keys[token] = key
                while len(self._tokens) > MAX_VOLUME_TOKENS:
                    old_key, old_token = next(iter(self._tokens.items()))
                    del self._tokens[old_key]
                    self._token_keys.pop(old_token, None)
            return token

    def slabs(self, token: str, k: int | None = None) -> VolumeSlabs | None:
        """The slabs a token names, produced nearest axial slice k first (the middle when
        None); None for an unknown token or a volume that can no longer be sent."""
        with self._lock:
            key = self._token_keys.get(token)
        if key is None:
            return None
        try:
            seq = self._find(key[0], key[1])
            found = self.entry(key, seq) if seq.volume is not None else None
        except NeuroLensError:
            return None
        if found is None:
            return None
        found.slabs.start(found.slabs.shape[2] // 2 if k is None else k)
        return found.slabs

    def _build(self, seq: Sequence, conv: str) -> VolumeEntry | None:
        from explorer.volume_payload import MAX_VOXELS, palette_coder, volume_meta

        volume = seq.volume
        assert volume is not None
        if int(np.prod(volume.shape)) > MAX_VOXELS:
            return None
        coder = palette_coder(volume.data)
        if coder is None:
            return None
        windows = {}
        for name in _windows_for(seq)[0]:
            try:
                windows[name] = resolve_window(seq, {"preset": name})
            except NeuroLensError:
                continue
        slabs = VolumeSlabs(coder, volume.shape, submit=self._deflaters.submit)
        return VolumeEntry(volume_meta(volume, conv, windows, coder, slabs.describe()), slabs)

    def _keep(self, key: VolumeKey, entry: VolumeEntry | None) -> None:
        """Remember a volume; forget the least recently used finished ones past the budget."""
        with self._lock:
            self._volumes[key] = entry
            held = [(k, e) for k, e in self._volumes.items() if e is not None]
            total = sum(e.slabs.nbytes for _k, e in held)
            for old_key, old in held[:-1]:
                if total <= self.cache_bytes:
                    break
                if old.slabs.finished:
                    total -= old.slabs.nbytes
                    del self._volumes[old_key]
            while len(self._volumes) > MAX_VOLUME_TOKENS:
                self._volumes.popitem(last=False)


def _background_pool(name: str) -> ThreadPoolExecutor:
    return ThreadPoolExecutor(2, thread_name_prefix=name, initializer=lower_thread_priority)
