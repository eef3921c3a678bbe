"""Derived contrasts and painted lesions on the real MNI template (all labelled synthetic).

No package ships a patient scan with a lesion, so the demo computes T2-, FLAIR-, diffusion- and
post-contrast-like images from the template's tissue maps and paints lesions in millimetre
coordinates. Work is done inside each lesion's bounding box so a whole case builds in well under
a second; a seeded generator keeps every build identical.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import numpy.typing as npt

from data.demo.templates import Tissue

F32 = npt.NDArray[np.float32]


def tissue_contrast(tissue: Tissue, values: Mapping[str, float], t1_detail: float = 0.0) -> F32:
    """Signal = sum of tissue fraction x tissue signal; `t1_detail` < 0 mixes in inverted T1
    texture so deep grey nuclei and fine anatomy from the real image show through."""
    out = tissue.csf * values["csf"] + tissue.gm * values["gm"] + tissue.wm * values["wm"]
    if t1_detail:
        out = out + t1_detail * (tissue.t1 - 0.7) * tissue.mask
    return np.clip(out, 0.0, None).astype(np.float32) * tissue.mask


def _box(
    shape: tuple[int, ...], affine: npt.NDArray[np.float64], center: tuple[float, ...], reach: float
) -> tuple[tuple[slice, slice, slice], tuple[F32, F32, F32]]:
    """Index slices of the box around `center` (mm) and the box's world coordinates."""
    inv = np.linalg.inv(affine)
    c = inv @ np.array([*center, 1.0])
    spacing = np.abs(np.diag(affine)[:3])
    lo = np.maximum(np.floor(c[:3] - reach / spacing).astype(int), 0)
    hi = np.minimum(np.ceil(c[:3] + reach / spacing).astype(int) + 1, shape[:3])
    sl = (slice(lo[0], hi[0]), slice(lo[1], hi[1]), slice(lo[2], hi[2]))
    axes = []
    for ax in range(3):
        idx = np.arange(lo[ax], hi[ax], dtype=np.float64)
        axes.append((affine[ax, ax] * idx + affine[ax, 3]).astype(np.float32))
    x = axes[0][:, None, None]
    y = axes[1][None, :, None]
    z = axes[2][None, None, :]
    return sl, (x, y, z)


def paint_ellipsoid(
    target: F32,
    affine: npt.NDArray[np.float64],
    center: tuple[float, float, float],
    radii: tuple[float, float, float],
    direction: tuple[float, float, float] | None = None,
    edge: float = 0.3,
) -> None:
    """Max-combine a soft ellipsoid (1 inside, 0 outside) into `target`, in place.

    `direction` is the long axis (radii[2] runs along it); None keeps the radii on x, y, z.
    """
    reach = max(radii) * (1 + edge) + 1
    sl, (x, y, z) = _box(target.shape, affine, center, reach)
    dx, dy, dz = x - center[0], y - center[1], z - center[2]
    if direction is None:
        d2 = (dx / radii[0]) ** 2 + (dy / radii[1]) ** 2 + (dz / radii[2]) ** 2
    else:
        u3 = np.asarray(direction, dtype=np.float64)
        u3 /= np.linalg.norm(u3)
        helper = np.array([1.0, 0.0, 0.0]) if abs(u3[0]) < 0.9 else np.array([0.0, 1.0, 0.0])
        u1 = np.cross(u3, helper)
        u1 /= np.linalg.norm(u1)
        u2 = np.cross(u3, u1)
        p1 = dx * u1[0] + dy * u1[1] + dz * u1[2]
        p2 = dx * u2[0] + dy * u2[1] + dz * u2[2]
        p3 = dx * u3[0] + dy * u3[1] + dz * u3[2]
        d2 = (p1 / radii[0]) ** 2 + (p2 / radii[1]) ** 2 + (p3 / radii[2]) ** 2
    weight = np.clip((1.0 + edge - np.sqrt(d2)) / (2 * edge), 0.0, 1.0).astype(np.float32)
    np.maximum(target[sl], weight, out=target[sl])


def paint_blob(
    target: F32,
    affine: npt.NDArray[np.float64],
    center: tuple[float, float, float],
    radius: float,
    rng: np.random.Generator,
    roughness: float = 0.35,
) -> None:
    """An irregular territory: a sphere whose radius is modulated by smooth random noise."""
    from scipy.ndimage import zoom

    reach = radius * (1 + roughness) + 2
    sl, (x, y, z) = _box(target.shape, affine, center, reach)
    box_shape = tuple(s.stop - s.start for s in sl)
    coarse = rng.normal(0.0, 1.0, (5, 5, 5)).astype(np.float32)
    factors = [n / 5 for n in box_shape]
    field = zoom(coarse, factors, order=1)[: box_shape[0], : box_shape[1], : box_shape[2]]
    field /= max(float(np.abs(field).max()), 1e-6)
    dist = np.sqrt((x - center[0]) ** 2 + (y - center[1]) ** 2 + (z - center[2]) ** 2)
    local_radius = radius * (1 + roughness * field)
    weight = np.clip((local_radius - dist) / 3.0 + 0.5, 0.0, 1.0).astype(np.float32)
    np.maximum(target[sl], weight, out=target[sl])


def downsample(
    data: npt.NDArray[np.floating], affine: npt.NDArray[np.float64], factors: tuple[int, int, int]
) -> tuple[F32, npt.NDArray[np.float64]]:
    """Block means (thick clinical slices from the 1 mm grid) and the matching affine."""
    fx, fy, fz = factors
    nx, ny, nz = (s // f for s, f in zip(data.shape, factors, strict=True))
    cropped = data[: nx * fx, : ny * fy, : nz * fz].astype(np.float32)
    blocks = cropped.reshape(nx, fx, ny, fy, nz, fz).mean(axis=(1, 3, 5))
    scale = np.diag([fx, fy, fz, 1.0])
    scale[:3, 3] = [(fx - 1) / 2, (fy - 1) / 2, (fz - 1) / 2]
    return blocks.astype(np.float32), affine @ scale


def add_noise(image: F32, rng: np.random.Generator, sigma: float, mask_floor: float = 0.0) -> F32:
    """Rician-like magnitude noise, as on a real scanner (background is not exactly zero)."""
    real = image + rng.normal(0.0, sigma, image.shape).astype(np.float32)
    imag = rng.normal(0.0, sigma, image.shape).astype(np.float32)
    return np.sqrt(real * real + imag * imag).astype(np.float32) + mask_floor


def to_int16(image: F32, scale: float) -> npt.NDArray[np.int16]:
    return np.clip(np.rint(image * scale), 0, 32767).astype(np.int16)
