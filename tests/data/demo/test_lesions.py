"""The demo lesions show what their references say, measured on the images as loaded.

Each reference names features a reader checks on the pixels: the glioma's thick, uneven
enhancing rim around necrosis that crosses the midline and its oedema confined to white matter;
the MS lesions' ovoid shape and orientation perpendicular to the ventricle wall; the stroke's
restricted diffusion in one hemisphere's MCA territory with no FLAIR change. Each case opens on
a key slice where its finding is in view.
"""

from __future__ import annotations

import numpy as np
import pytest

from data.demo import build_demo_cases
from data.demo.templates import Tissue, load_tissue
from data.model import Case, Volume
from ui.viewer.requests import opening_view

BUDGET = 2 * 1024**3
# FLAIR as stored (x 1000): lesions 950, grey matter 550; a 3 mm slice averages a lesion's edge
LESION_LEVEL = 720


@pytest.fixture(scope="module")
def cases(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Case]:
    built = build_demo_cases(tmp_path_factory.mktemp("demo-lesions"), BUDGET)
    return {c.case_id: c for c in built}


@pytest.fixture(scope="module")
def tissue() -> Tissue:
    return load_tissue()


def _volume(case: Case, suffix: str) -> Volume:
    volume = case.sequence(f"{case.case_id}-{suffix}").volume
    assert volume is not None
    return volume


def _axial(volume: Volume, k: int) -> np.ndarray:
    return np.asarray(volume.data[:, :, k], np.float32)


def _world_x(volume: Volume) -> np.ndarray:
    a = volume.affine
    return a[0, 0] * np.arange(volume.shape[0]) + a[0, 3]


def _world_y(volume: Volume) -> np.ndarray:
    a = volume.affine
    return a[1, 1] * np.arange(volume.shape[1]) + a[1, 3]


def _key_slice(case: Case) -> tuple[str, int]:
    view = opening_view(case)
    assert view is not None and view["plane"] == "axial"
    return view["sequence_id"].rsplit("-", 1)[-1], int(view["index"])


# ---- glioma -------------------------------------------------------------------------------


def test_the_glioma_opens_on_post_contrast_with_necrosis_crossing_the_midline(cases) -> None:
    case = cases["demo-glioma-butterfly"]
    suffix, k = _key_slice(case)
    assert suffix == "t1c"
    t1c = _volume(case, "t1c")
    image = _axial(t1c, k)
    brain = image[image > 0.1 * image.max()]
    white = float(np.percentile(brain, 90))  # white matter, the brightest normal tissue
    enhancing = image > 1.3 * white
    x = _world_x(t1c)
    assert enhancing[x > 5].sum() > 100 and enhancing[x < -5].sum() > 40  # both lobes enhance
    # along the midline, front to back: enhancing rim, necrosis, enhancing rim (across the genu)
    column = image[int(np.argmin(np.abs(x))), :]
    y = _world_y(t1c)
    band = column[(y > 15) & (y < 55)]
    states = ["rim" if v > 1.3 * white else "necrosis" if v < 0.4 * white else "" for v in band]
    runs = [s for i, s in enumerate(states) if s and (i == 0 or states[i - 1] != s)]
    assert "rim" in runs and "necrosis" in runs
    first_rim, last_rim = runs.index("rim"), len(runs) - 1 - runs[::-1].index("rim")
    assert "necrosis" in runs[first_rim:last_rim], runs


def test_the_glioma_rim_is_thick_and_uneven_and_its_oedema_stays_in_white_matter(
    tissue: Tissue,
) -> None:
    from scipy.ndimage import binary_dilation, distance_transform_edt

    from data.demo.glioma_case import LOBES, MASS_BOUNDS, OEDEMA_BOUNDS
    from data.demo.lesions import necrotic_mass, white_matter_oedema

    rng = np.random.default_rng(20231120)
    rim, necrosis = necrotic_mass(tissue, MASS_BOUNDS, LOBES, rng, rim_mm=(2.5, 8.0))
    mass = (rim + necrosis) > 0.5
    core = necrosis > 0.5
    depth = distance_transform_edt(mass)  # from the outside, in mm (1 mm grid)
    inner_edge = core & binary_dilation(~core)  # necrosis next to the rim
    thickness = depth[inner_edge]  # how far that edge lies from the outside: the rim's width
    assert thickness.min() >= 3.0  # thick everywhere (an abscess's rim is thin and smooth)
    assert np.percentile(thickness, 10) <= 5.0 and np.percentile(thickness, 90) >= 6.0  # uneven
    oedema = white_matter_oedema(tissue, OEDEMA_BOUNDS, rim + necrosis, (10.0, 30.0), rng)
    oedema = np.clip(oedema - (rim + necrosis), 0, 1)
    weight = oedema.sum()
    assert weight > 20_000  # extensive: tens of millilitres
    assert float((oedema * tissue.wm).sum() / weight) > 0.6  # in white matter
    cortex = tissue.gm > 0.7
    assert float(oedema[cortex].sum() / weight) < 0.05  # not in the cortex
    reach = distance_transform_edt(~mass)[oedema > 0.5]
    assert reach.max() >= 15.0  # well beyond the mass


# ---- multiple sclerosis ---------------------------------------------------------------------


def _components(mask: np.ndarray) -> list[np.ndarray]:
    from scipy.ndimage import label

    labels, n = label(mask)
    return [np.argwhere(labels == i) for i in range(1, n + 1)]


def test_the_ms_lesions_are_ovoid_and_perpendicular_to_the_ventricles(cases, tissue) -> None:
    """On the FLAIR as loaded: each lesion touching a lateral ventricle is elongated, and its
    long axis runs away from the ventricle (perpendicular to the wall), not along it."""
    from scipy.ndimage import distance_transform_edt

    case = cases["demo-ms-relapsing"]
    flair = _volume(case, "flair")
    data = np.asarray(flair.data, np.float32)
    lesions = data > LESION_LEVEL
    x, y, z = tissue.world_grid()
    central = (np.abs(x) < 30) & (y > -50) & (y < 35) & (z > 0) & (z < 35)
    ventricles = (tissue.csf > 0.5) & central  # the lateral ventricles, not the sulci
    to_ventricle = distance_transform_edt(~ventricles)
    checked = 0
    for voxels in _components(lesions):
        if len(voxels) < 6:
            continue
        mm = (flair.affine @ np.c_[voxels, np.ones(len(voxels))].T)[:3].T
        grid = np.rint(mm - tissue.affine[:3, 3]).astype(int)  # template voxels (1 mm, RAS)
        gap = to_ventricle[tuple(grid.T)]
        if gap.min() > 4.0 or abs(mm[:, 0].mean()) < 5:
            continue  # not periventricular, or the callosal one (described on its own)
        checked += 1
        centred = mm - mm.mean(axis=0)
        values, vectors = np.linalg.eigh(np.cov(centred.T))
        assert np.sqrt(values[2] / values[1]) > 1.5, "not ovoid"  # long axis vs the next
        # radial, not along the wall: going along the long axis takes one end away from the
        # ventricle by most of the lesion's length
        along = centred @ vectors[:, -1]
        near_end, far_end = along <= np.percentile(along, 15), along >= np.percentile(along, 85)
        span = float(along[far_end].mean() - along[near_end].mean())
        rise = abs(float(gap[far_end].mean() - gap[near_end].mean()))
        assert rise >= 0.6 * span, f"lesion at {mm.mean(axis=0).round()} lies along the wall"
    assert checked >= 5


def test_the_ms_case_opens_on_flair_where_periventricular_lesions_show(cases) -> None:
    case = cases["demo-ms-relapsing"]
    suffix, k = _key_slice(case)
    assert suffix == "flair"
    lesions = _axial(_volume(case, "flair"), k) > LESION_LEVEL
    assert len([c for c in _components(lesions) if len(c) >= 5]) >= 4


# ---- stroke -------------------------------------------------------------------------------


def test_the_stroke_is_restricted_diffusion_in_the_left_mca_territory(cases) -> None:
    case = cases["demo-stroke-left-mca"]
    suffix, k = _key_slice(case)
    assert suffix == "dwi"
    dwi, adc, flair = (_volume(case, s) for s in ("dwi", "adc", "flair"))
    data = np.asarray(dwi.data, np.float32)
    brain = data[data > 0.2 * data.max()]
    bright = data > 1.5 * np.median(brain)
    x = _world_x(dwi)[:, None, None]
    y = _world_y(dwi)[None, :, None]
    assert bright.sum() > 2000
    assert not (bright & (x > -4)).any()  # the left hemisphere only
    assert not (bright & ((y < -55) | (y > 40))).any()  # neither occipital nor frontal pole
    assert (bright & (x < -50)).any() and (bright & (x > -30)).any()  # cortex to deep nuclei
    adc_data = np.asarray(adc.data, np.float32)
    assert adc.shape == dwi.shape
    mirror = np.flip(bright, axis=0)  # the grid is symmetric about x = 0 (to 1 mm)
    assert float(adc_data[bright].mean()) < 0.75 * float(adc_data[mirror].mean())  # restricted
    key = bright[:, :, k]
    assert key.sum() > 150  # the key slice shows it
    # FLAIR: nothing on the same level (DWI-FLAIR mismatch): left and right match
    f = np.asarray(flair.data, np.float32)
    fx = _world_x(flair)
    z_mm = float(dwi.affine[2, 2] * k + dwi.affine[2, 3])
    level = int(np.rint((z_mm - flair.affine[2, 3]) / flair.affine[2, 2]))
    left = f[(fx < -20) & (fx > -60), :, level]
    right = f[(fx > 20) & (fx < 60), :, level]
    assert abs(float(left.mean()) / float(right.mean()) - 1.0) < 0.08
