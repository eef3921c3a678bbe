"""Server-side slice rendering and the plane payload, against the obvious ways.

- one slice to a lossless PNG (extract + window + PNG at zlib level 1) vs a matplotlib figure
  per slice saved as PNG (what a notebook would do);
- a whole plane of the MNI template as one compressed payload vs one PNG data URL per slice.
Loops are bounded; medians are reported because the machine is shared.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable

import numpy as np

from bench.table import Row
from data.model import Volume
from explorer.geometry import extract_slice, slice_count
from explorer.payload import encode_plane_payload, window_plane
from explorer.render import png_data_url, render_png
from explorer.window import Window, apply_window, percentile_window


def _median_ms(fn: Callable[[int], object], repeats: int) -> float:
    times = []
    for i in range(repeats):
        started = time.perf_counter()
        fn(i)
        times.append((time.perf_counter() - started) * 1000.0)
    return statistics.median(times)


def _mni_volume() -> Volume:
    import nibabel as nib
    from nilearn.datasets import load_mni152_template

    img = nib.as_closest_canonical(load_mni152_template())
    zooms = tuple(float(z) for z in img.header.get_zooms()[:3])
    return Volume(data=np.asarray(img.dataobj), affine=img.affine, spacing=zooms)  # type: ignore[arg-type]


def _square_volume(mni: Volume, size: int) -> Volume:
    """Real anatomy at size x size in-plane: MNI axial slices padded to 256, upsampled for 512."""
    mid = mni.shape[2] // 2
    data = mni.data[:, :, mid - 10 : mid + 10]
    pad_x, pad_y = 256 - data.shape[0], 256 - data.shape[1]
    data = np.pad(
        data, ((pad_x // 2, pad_x - pad_x // 2), (pad_y // 2, pad_y - pad_y // 2), (0, 0))
    )
    factor = size // 256
    if factor > 1:
        data = np.repeat(np.repeat(data, factor, axis=0), factor, axis=1)
    data = (np.asarray(data) * 1000).astype(np.int16)  # MR-like integers, as DICOM delivers
    return Volume(data=data, affine=np.eye(4), spacing=(1.0, 1.0, 1.0))


def _matplotlib_png(slice2d: np.ndarray, window: Window) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    h, w = slice2d.shape
    fig = plt.figure(figsize=(w / 100, h / 100), dpi=100)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.imshow(slice2d, cmap="gray", vmin=window.low, vmax=window.high, interpolation="nearest")
    ax.axis("off")
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    plt.close(fig)
    return buf.getvalue()


def _render_rows(mni: Volume) -> list[Row]:
    rows = []
    for size, target in ((256, "<= 5 ms"), (512, "<= 10 ms")):
        vol = _square_volume(mni, size)
        window = percentile_window(vol.data)
        n = slice_count(vol, "axial")

        def ours(i: int, vol: Volume = vol, window: Window = window, n: int = n) -> bytes:
            return render_png(apply_window(extract_slice(vol, "axial", i % n), window))

        def naive(i: int, vol: Volume = vol, window: Window = window, n: int = n) -> bytes:
            return _matplotlib_png(extract_slice(vol, "axial", i % n), window)

        ours(0)
        naive(0)  # warm imports and caches for both
        rows.append(
            Row(
                f"slice -> lossless PNG {size}x{size} (extract+window+encode)",
                _median_ms(ours, 60),
                "ms",
                naive=_median_ms(naive, 12),
                target=target,
                note="naive: a matplotlib figure per slice (Agg), savefig PNG",
            )
        )
    return rows


def _payload_rows(mni: Volume) -> list[Row]:
    window = percentile_window(mni.data)
    payload: dict[str, object] = {}

    def ours(_: int) -> None:
        payload.update(encode_plane_payload(mni, "axial", window))

    def naive(_: int) -> list[str]:
        frames = window_plane(mni, "axial", window)
        return [png_data_url(render_png(f, compress_level=6)) for f in frames]

    ours_ms = _median_ms(ours, 3)
    urls: list[str] = []
    naive_ms = _median_ms(lambda i: urls.__setitem__(slice(None), naive(i)), 2)
    shape = f"{payload['count']}x{payload['height']}x{payload['width']}"
    ours_mb = len(str(payload["data"])) / 1e6
    naive_mb = sum(len(u) for u in urls) / 1e6
    raw_bytes = (
        int(str(payload["count"])) * int(str(payload["height"])) * int(str(payload["width"]))
    )
    raw_mb = 4 * ((raw_bytes + 2) // 3) / 1e6  # base64 length of the uncompressed frames
    return [
        Row(
            f"MNI axial plane payload encode ({shape})",
            ours_ms,
            "ms",
            naive=naive_ms,
            note="ours: window + row delta + gzip 6 + base64; naive: one PNG data URL per slice",
        ),
        Row(
            "MNI axial plane payload size (base64)",
            ours_mb,
            "MB",
            naive=naive_mb,
            note=f"uncompressed base64 would be {raw_mb:.1f} MB",
        ),
    ]


def run() -> list[Row]:
    mni = _mni_volume()
    return _render_rows(mni) + _payload_rows(mni)
