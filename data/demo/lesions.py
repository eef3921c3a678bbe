"""Lesion shapes drawn to match what a radiologist expects of each disease (all synthetic).

A ball painted on a template reads as "a ball", and a reference that says "irregular thick rim"
beside it misleads anyone who judges a model against it. These builders draw the features the
demo references name: a lobulated mass with a rim of uneven thickness around necrosis, oedema
that spreads through white matter and stops at the cortex, ovoid lesions whose long axis runs
along the outward normal of the ventricle wall, and an infarct confined to one arterial
territory's grey and white matter. Each works in a box around the lesion (a case still builds
in about a second) and is seeded, so every build is identical.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from data.demo.templates import Tissue

F32 = npt.NDArray[np.float32]
Bounds = tuple[tuple[float, float], tuple[float, float], tuple[float, float]]  # mm, RAS
Ellipsoid = tuple[tuple[float, float, float], tuple[float, float, float]]  # centre, radii (mm)


def box_of(tissue: Tissue, bounds: Bounds) -> tuple[tuple[slice, slice, slice], list[F32]]:
    """Index slices of the template grid inside `bounds` and the box's x, y, z axes (mm)."""
    a = tissue.affine
    sl, axes = [], []
    for ax, (lo, hi) in enumerate(bounds):
        i0 = max(int(np.floor((lo - a[ax, 3]) / a[ax, ax])), 0)
        i1 = min(int(np.ceil((hi - a[ax, 3]) / a[ax, ax])) + 1, tissue.t1.shape[ax])
        sl.append(slice(i0, i1))
        axes.append((a[ax, ax] * np.arange(i0, i1) + a[ax, 3]).astype(np.float32))
    return (sl[0], sl[1], sl[2]), axes


def smooth_noise(shape: tuple[int, ...], rng: np.random.Generator, cells: int) -> F32:
    """Smooth random field in [-1, 1]: `cells` random values per axis, cubically interpolated
    to a quarter of the grid, then linearly to all of it (a cubic zoom of a whole box costs
    more than the rest of a lesion; at 4 voxels a step the linear part shows no creases)."""
    from scipy.ndimage import zoom

    coarse = rng.normal(0.0, 1.0, (cells,) * len(shape)).astype(np.float32)
    middle = tuple(max(cells, -(-n // 4)) for n in shape)
    field = zoom(coarse, [m / cells for m in middle], order=3, mode="reflect")
    field = zoom(field, [n / f for n, f in zip(shape, field.shape, strict=True)], order=1)
    field = field[tuple(slice(0, n) for n in shape)]
    return (field / max(float(np.abs(field).max()), 1e-6)).astype(np.float32)


def _implicit(axes: list[F32], parts: Sequence[Ellipsoid]) -> F32:
    """max over ellipsoids of 1 - (normalised distance): > 0 inside any of them."""
    x, y, z = axes[0][:, None, None], axes[1][None, :, None], axes[2][None, None, :]
    out = None
    for (cx, cy, cz), (rx, ry, rz) in parts:
        d = np.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 + ((z - cz) / rz) ** 2)
        inside = (1.0 - d).astype(np.float32)
        out = inside if out is None else np.maximum(out, inside)
    assert out is not None
    return out


def necrotic_mass(
    tissue: Tissue,
    bounds: Bounds,
    lobes: Sequence[Ellipsoid],
    rng: np.random.Generator,
    rim_mm: tuple[float, float] = (2.0, 7.0),
) -> tuple[F32, F32]:
    """(rim, necrosis) of a lobulated mass, each a 0..1 map on the template grid.

    The outline is the union of `lobes` pushed in and out by smooth noise (lobulated, never a
    sphere); the rim is the outer shell whose thickness varies between `rim_mm` around the
    mass (thick and nodular in places, thin in others); the necrosis is everything inside it.
    """
    from scipy.ndimage import distance_transform_edt, gaussian_filter

    sl, axes = box_of(tissue, bounds)
    shape = tuple(len(a) for a in axes)
    outline = _implicit(axes, lobes) + 0.4 * smooth_noise(shape, rng, 12)
    inside = outline > 0
    inside &= tissue.mask[sl]
    depth = distance_transform_edt(inside)  # mm: the grid is 1 mm
    lo, hi = rim_mm
    thickness = lo + (hi - lo) * (0.5 + 0.5 * smooth_noise(shape, rng, 10))
    rim_box = (inside & (depth <= thickness)).astype(np.float32)
    necrosis_box = (inside & (depth > thickness)).astype(np.float32)
    rim = np.zeros(tissue.t1.shape, np.float32)
    necrosis = np.zeros_like(rim)
    rim[sl] = np.clip(gaussian_filter(rim_box, 0.7), 0, 1)
    necrosis[sl] = np.clip(gaussian_filter(necrosis_box, 0.7), 0, 1)
    return rim, necrosis


def white_matter_oedema(
    tissue: Tissue,
    bounds: Bounds,
    source: F32,
    reach_mm: tuple[float, float],
    rng: np.random.Generator,
) -> F32:
    """Vasogenic oedema: spreads from `source` (a 0..1 map) through white matter only, each
    step one voxel (1 mm), out to a reach that varies between `reach_mm` around the mass, so
    its edge runs into the gyral white matter in fingers and stops at the cortex."""
    from scipy.ndimage import binary_dilation, gaussian_filter

    sl, axes = box_of(tissue, bounds)
    shape = tuple(len(a) for a in axes)
    wm = tissue.wm[sl]
    path = (wm > 0.45) & tissue.mask[sl]
    front = source[sl] > 0.5
    steps = np.full(shape, np.inf, np.float32)
    steps[front] = 0.0
    lo, hi = reach_mm
    reach = lo + (hi - lo) * (0.5 + 0.5 * smooth_noise(shape, rng, 5))
    structure = np.zeros((3, 3, 3), bool)  # 6-connected: distances along the tracts
    structure[1, 1, :] = structure[1, :, 1] = structure[:, 1, 1] = True
    reached = front.copy()
    for step in range(1, int(np.ceil(hi)) + 1):
        grown = binary_dilation(reached, structure) & path & ~reached
        if not grown.any():
            break
        steps[grown] = float(step)
        reached |= grown
    strength = np.clip((reach - steps) / 4.0, 0.0, 1.0) * np.clip(wm * 1.4, 0.0, 1.0)
    oedema = np.zeros(tissue.t1.shape, np.float32)
    oedema[sl] = np.clip(gaussian_filter(strength.astype(np.float32), 0.8), 0.0, 1.0)
    return oedema


def ventricle_wall(
    tissue: Tissue, start: tuple[float, float, float], direction: tuple[float, float, float]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """The point where a ray from `start` (mm, inside a ventricle) along `direction` leaves
    the CSF, and the wall's outward normal there (from the smoothed CSF map's gradient)."""
    from scipy.ndimage import gaussian_filter

    inv = np.linalg.inv(tissue.affine)
    step = np.asarray(direction, float) / np.linalg.norm(direction)
    point = np.asarray(start, float)
    for _ in range(60):
        i, j, k = (inv @ [*point, 1.0])[:3].round().astype(int)
        if tissue.csf[i, j, k] < 0.5:
            break
        point = point + 0.5 * step
    i, j, k = (inv @ [*point, 1.0])[:3].round().astype(int)
    patch = gaussian_filter(tissue.csf[i - 6 : i + 7, j - 6 : j + 7, k - 6 : k + 7], 2.0)
    grad = np.array([g[6, 6, 6] for g in np.gradient(patch)])
    normal = -grad / max(float(np.linalg.norm(grad)), 1e-6)  # away from the CSF
    return point, normal


def on_ventricle_wall(
    tissue: Tissue,
    start: tuple[float, float, float],
    direction: tuple[float, float, float],
    long_mm: float,
    tilt_up: float = 0.0,
) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
    """(centre, axis) of an ovoid lesion of long semi-axis `long_mm` whose inner tip touches the
    ventricle wall and whose long axis runs along the wall's outward normal (tilted upward by
    `tilt_up`, a z component added before normalising; for a wall met sideways the normal is
    taken within the axial plane first): the orientation, perpendicular to the ventricle, of
    demyelinating plaques around the medullary veins."""
    wall, normal = ventricle_wall(tissue, start, direction)
    if abs(direction[2]) < 0.5:  # a lateral wall: perpendicular to it as an axial slice shows it
        normal = np.array([normal[0], normal[1], 0.0]) / max(np.hypot(normal[0], normal[1]), 1e-6)
    axis = normal + np.array([0.0, 0.0, tilt_up])
    axis /= np.linalg.norm(axis)
    centre = wall + axis * (long_mm - 1.0)
    cx, cy, cz = (float(v) for v in centre)
    ax, ay, az = (float(v) for v in axis)
    return (cx, cy, cz), (ax, ay, az)


def territory(
    tissue: Tissue,
    bounds: Bounds,
    parts: Sequence[Ellipsoid],
    keep: npt.NDArray[np.bool_] | None,
    rng: np.random.Generator,
) -> F32:
    """An arterial territory infarct: the union of `parts`, its edge made uneven by noise,
    confined to grey and white matter (CSF spaces spared) and to `keep` (e.g. one hemisphere)."""
    from scipy.ndimage import gaussian_filter

    sl, axes = box_of(tissue, bounds)
    shape = tuple(len(a) for a in axes)
    field = _implicit(axes, parts) + 0.22 * smooth_noise(shape, rng, 10)
    inside = (field > 0).astype(np.float32)
    if keep is not None:
        inside *= keep[sl]
    soft = np.clip(gaussian_filter(inside, 0.8), 0, 1)
    tissue_frac = np.clip((tissue.gm[sl] + tissue.wm[sl] - 0.35) / 0.4, 0, 1)
    out = np.zeros(tissue.t1.shape, np.float32)
    out[sl] = soft * tissue_frac * tissue.mask[sl]
    return out
