"""Where voxels land on screen: marker voxels in both display conventions (nibabel's method)."""

from __future__ import annotations

import nibabel as nib
import numpy as np
import pytest

from data.errors import NeuroLensError
from data.model import Plane, Volume
from explorer.geometry import (
    display_shape,
    display_spacing,
    extract_slice,
    index_at_position,
    plane_stack,
    screen_letters,
    screen_point,
    slice_count,
    slice_position_mm,
    slice_positions_mm,
    world_point,
)

SHAPE = (6, 7, 8)  # x (toward Right), y (toward Anterior), z (toward Superior)
SPACING = (2.0, 3.0, 4.0)
ORIGIN = (-10.0, 20.0, -30.0)
CONVENTIONS = ["radiological", "neurological"]


def make_volume(markers: dict[tuple[int, int, int], float]) -> Volume:
    data = np.zeros(SHAPE, dtype=np.float32)
    for ijk, value in markers.items():
        data[ijk] = value
    affine = np.diag([*SPACING, 1.0])
    affine[:3, 3] = ORIGIN
    return Volume(data=data, affine=affine, spacing=SPACING)


def marker_rc(image: np.ndarray, value: float) -> tuple[int, int]:
    hits = np.argwhere(image == value)
    assert hits.shape == (1, 2), f"marker {value} found {len(hits)} times"
    return int(hits[0, 0]), int(hits[0, 1])


def side_of(image: np.ndarray, rc: tuple[int, int], letters: dict[str, str]) -> set[str]:
    """Letters of the screen edges the marker touches."""
    row, col = rc
    rows, cols = image.shape
    edges = set()
    if row == 0:
        edges.add(letters["top"])
    if row == rows - 1:
        edges.add(letters["bottom"])
    if col == 0:
        edges.add(letters["left"])
    if col == cols - 1:
        edges.add(letters["right"])
    return edges


@pytest.mark.parametrize("convention", CONVENTIONS)
@pytest.mark.parametrize("plane", ["axial", "coronal"])
def test_patient_left_lands_on_the_side_labelled_L(plane: str, convention: str) -> None:
    vol = make_volume({(0, 3, 4): 7.0, (5, 3, 4): 9.0})  # 7 on the patient's left, 9 on the right
    index = 4 if plane == "axial" else 3
    image = extract_slice(vol, plane, index, convention)
    letters = screen_letters(plane, convention)
    assert "L" in side_of(image, marker_rc(image, 7.0), letters)
    assert "R" in side_of(image, marker_rc(image, 9.0), letters)
    expected_left = "R" if convention == "radiological" else "L"
    assert letters["left"] == expected_left
    left_marker = 9.0 if convention == "radiological" else 7.0
    assert marker_rc(image, left_marker)[1] == 0


@pytest.mark.parametrize("convention", CONVENTIONS)
def test_anterior_is_at_the_top_of_axial(convention: str) -> None:
    vol = make_volume({(2, 6, 4): 5.0, (2, 0, 4): 6.0})
    image = extract_slice(vol, Plane.AXIAL, 4, convention)
    letters = screen_letters("axial", convention)
    assert (letters["top"], letters["bottom"]) == ("A", "P")
    assert marker_rc(image, 5.0)[0] == 0
    assert marker_rc(image, 6.0)[0] == image.shape[0] - 1


@pytest.mark.parametrize("convention", CONVENTIONS)
@pytest.mark.parametrize("plane", ["coronal", "sagittal"])
def test_superior_is_at_the_top(plane: str, convention: str) -> None:
    vol = make_volume({(3, 3, 7): 5.0, (3, 3, 0): 6.0})
    image = extract_slice(vol, plane, 3, convention)
    letters = screen_letters(plane, convention)
    assert (letters["top"], letters["bottom"]) == ("S", "I")
    assert marker_rc(image, 5.0)[0] == 0
    assert marker_rc(image, 6.0)[0] == image.shape[0] - 1


@pytest.mark.parametrize("convention", CONVENTIONS)
def test_sagittal_anterior_lands_on_the_side_labelled_A(convention: str) -> None:
    vol = make_volume({(3, 6, 4): 5.0, (3, 0, 4): 6.0})
    image = extract_slice(vol, "sagittal", 3, convention)
    letters = screen_letters("sagittal", convention)
    assert letters["left"] == "A"
    assert side_of(image, marker_rc(image, 5.0), letters) == {"A"}
    assert side_of(image, marker_rc(image, 6.0), letters) == {"P"}


def test_shapes_counts_and_display_spacing_follow_the_plane() -> None:
    vol = make_volume({})
    assert [slice_count(vol, p) for p in ("sagittal", "coronal", "axial")] == [6, 7, 8]
    assert extract_slice(vol, "axial", 0).shape == (7, 6) == display_shape(vol, "axial")
    assert extract_slice(vol, "coronal", 0).shape == (8, 6) == display_shape(vol, "coronal")
    assert extract_slice(vol, "sagittal", 0).shape == (8, 7) == display_shape(vol, "sagittal")
    assert display_spacing(vol, "axial") == (3.0, 2.0)
    assert display_spacing(vol, "coronal") == (4.0, 2.0)
    assert display_spacing(vol, "sagittal") == (4.0, 3.0)


def test_plane_stack_matches_extract_slice() -> None:
    rng = np.random.default_rng(0)
    vol = Volume(data=rng.normal(size=SHAPE), affine=np.eye(4), spacing=(1.0, 1.0, 1.0))
    for plane in Plane:
        for convention in CONVENTIONS:
            stack = plane_stack(vol, plane, convention)
            assert stack.shape[0] == slice_count(vol, plane)
            for i in range(stack.shape[0]):
                np.testing.assert_array_equal(stack[i], extract_slice(vol, plane, i, convention))


def test_slice_positions_use_the_affine() -> None:
    vol = make_volume({})
    assert slice_position_mm(vol, "axial", 0) == pytest.approx(-30.0)
    assert slice_position_mm(vol, "axial", 5) == pytest.approx(-10.0)
    assert slice_position_mm(vol, "coronal", 2) == pytest.approx(26.0)
    assert slice_position_mm(vol, "sagittal", 3) == pytest.approx(-4.0)
    assert slice_positions_mm(vol, "axial") == pytest.approx([-30.0 + 4 * k for k in range(8)])


def test_index_at_position_is_nearest_and_clamped() -> None:
    vol = make_volume({})
    assert index_at_position(vol, "axial", -10.0) == 5
    assert index_at_position(vol, "axial", -10.0 + 1.9) == 5
    assert index_at_position(vol, "axial", -10.0 + 2.1) == 6
    assert index_at_position(vol, "axial", -1000.0) == 0
    assert index_at_position(vol, "axial", 1000.0) == 7
    for k in range(8):
        assert index_at_position(vol, "axial", slice_position_mm(vol, "axial", k)) == k


@pytest.mark.parametrize("convention", CONVENTIONS)
@pytest.mark.parametrize("plane", list(Plane))
def test_world_point_finds_the_marker_and_screen_point_inverts_it(
    plane: Plane, convention: str
) -> None:
    ijk = (1, 5, 6)
    vol = make_volume({ijk: 3.0})
    index = ijk[{"sagittal": 0, "coronal": 1, "axial": 2}[plane.value]]
    row, col = marker_rc(extract_slice(vol, plane, index, convention), 3.0)
    expected = np.array(ORIGIN) + np.array(SPACING) * np.array(ijk)
    xyz = world_point(vol, plane, index, row, col, convention)
    assert xyz == pytest.approx(tuple(expected))
    back = screen_point(vol, plane, xyz, convention)
    assert back[0] == index
    assert back[1:] == pytest.approx((row, col))


def test_screen_point_round_trips_through_an_oblique_affine() -> None:
    angle = np.deg2rad(7.0)
    rot = np.array(
        [[np.cos(angle), -np.sin(angle), 0], [np.sin(angle), np.cos(angle), 0], [0, 0, 1]]
    )
    affine = np.eye(4)
    affine[:3, :3] = rot @ np.diag(SPACING)
    affine[:3, 3] = ORIGIN
    vol = Volume(data=np.zeros(SHAPE), affine=affine, spacing=SPACING)
    for plane in Plane:
        xyz = world_point(vol, plane, 2, 3.25, 1.5, "radiological")
        assert screen_point(vol, plane, xyz, "radiological") == pytest.approx((2, 3.25, 1.5))


def test_real_nifti_in_las_order_shows_the_left_hemisphere_on_the_L_side(tmp_path) -> None:
    """A NIfTI stored L->R (LAS), canonicalised by nibabel, keeps the left marker on 'L'."""
    data = np.zeros(SHAPE, dtype=np.int16)
    data[0, 3, 4] = 100  # in LAS order axis 0 runs toward the patient's LEFT: index 0 is right
    data[5, 3, 4] = 200  # ... and index 5 is the leftmost voxel
    affine = np.diag([-2.0, 3.0, 4.0, 1.0])
    affine[:3, 3] = (10.0, 20.0, -30.0)
    path = tmp_path / "las.nii.gz"
    nib.save(nib.Nifti1Image(data, affine), path)
    img = nib.as_closest_canonical(nib.load(path))
    assert nib.aff2axcodes(img.affine) == ("R", "A", "S")
    vol = Volume(
        data=np.asarray(img.dataobj),
        affine=img.affine,
        spacing=tuple(float(z) for z in img.header.get_zooms()[:3]),
    )
    for convention in CONVENTIONS:
        image = extract_slice(vol, "axial", 4, convention)
        letters = screen_letters("axial", convention)
        assert side_of(image, marker_rc(image, 200), letters) == {"L"}
        assert side_of(image, marker_rc(image, 100), letters) == {"R"}
        x_left = world_point(vol, "axial", 4, *marker_rc(image, 200), convention)[0]
        x_right = world_point(vol, "axial", 4, *marker_rc(image, 100), convention)[0]
        assert (x_left, x_right) == pytest.approx((0.0, 10.0))  # RAS: +x is the patient's right


def test_bad_plane_convention_and_index_are_user_errors() -> None:
    vol = make_volume({})
    with pytest.raises(NeuroLensError, match="plane"):
        extract_slice(vol, "oblique", 0)
    with pytest.raises(NeuroLensError, match="convention"):
        screen_letters("axial", "upside-down")
    with pytest.raises(NeuroLensError, match="out of range"):
        extract_slice(vol, "axial", 8)
