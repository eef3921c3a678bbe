"""DICOM folders -> RAS+ volumes: ordering, orientation, rescale, errors (real pydicom files)."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pydicom
import pytest
from pydicom.data import get_testdata_file

from data.errors import LoadError
from data.formats.dicom import guess_sequence_kind, load_dicom_folder, read_dicom_folder
from data.formats.orientation import axis_codes, obliquity_degrees
from data.model import SequenceKind

BUDGET = 512 * 1024 * 1024
MARKER = (1, 6, 2)  # LOADERS_MARKER_RAS in tests/conftest.py
SHAPE = (10, 8, 6)


def _marker_index(data: np.ndarray) -> tuple[int, int, int]:
    i, j, k = np.unravel_index(int(np.argmax(data)), data.shape)
    return int(i), int(j), int(k)


def test_axial_series_sorted_by_position_not_names(dicom_axial_series: Path) -> None:
    (seq,) = load_dicom_folder(dicom_axial_series, BUDGET)
    vol = seq.volume
    assert vol is not None
    assert vol.shape == SHAPE
    assert _marker_index(vol.data) == MARKER
    assert MARKER[0] < SHAPE[0] // 2  # patient's left is at low axis-0 index in RAS+
    # slices in anatomical order: the gradient truth is reproduced exactly
    x, y, z = SHAPE
    truth = (np.arange(x * y * z).reshape(SHAPE) % 97).astype(np.int16)
    truth[MARKER] = 1000
    np.testing.assert_array_equal(vol.data, truth)
    np.testing.assert_allclose(vol.affine, np.diag([1.0, 1.0, 2.0, 1.0]), atol=1e-6)
    assert vol.spacing == pytest.approx((1.0, 1.0, 2.0))
    assert vol.window == (40.0, 80.0)  # first of the multi-valued header window
    assert vol.data.dtype == np.int16
    assert seq.kind == SequenceKind.T1
    assert seq.name == "AX T1"


def test_flipped_storage_gives_the_same_ras_volume(
    dicom_axial_series: Path, dicom_flipped_series: Path
) -> None:
    (ref,) = load_dicom_folder(dicom_axial_series, BUDGET)
    (flipped,) = load_dicom_folder(dicom_flipped_series, BUDGET)
    assert ref.volume is not None and flipped.volume is not None
    assert _marker_index(flipped.volume.data) == MARKER
    np.testing.assert_array_equal(flipped.volume.data, ref.volume.data)
    np.testing.assert_allclose(flipped.volume.affine, ref.volume.affine, atol=1e-6)
    assert "stored as" in flipped.description


def test_oblique_series_spacing_and_closest_canonical(dicom_oblique_series: Path) -> None:
    (seq,) = load_dicom_folder(dicom_oblique_series, BUDGET)
    vol = seq.volume
    assert vol is not None
    assert axis_codes(vol.affine) == "RAS"
    assert vol.spacing == pytest.approx((0.8, 0.8, 2.5), abs=1e-4)
    assert obliquity_degrees(vol.affine) == pytest.approx(30.0, abs=0.01)
    # in-plane 12 rows x 9 cols: rows run mostly A-P, columns mostly R-L
    assert vol.shape == (9, 12, 5)
    assert [float(vol.data[0, 0, k]) for k in range(5)] == [0, 10, 20, 30, 40]
    assert seq.kind == SequenceKind.FLAIR


def test_multiframe_positions_rescale_and_order(dicom_multiframe_file: Path) -> None:
    (seq,) = load_dicom_folder(dicom_multiframe_file, BUDGET)
    vol = seq.volume
    assert vol is not None
    assert vol.shape == (5, 6, 4)
    assert vol.spacing == pytest.approx((0.5, 0.5, 3.0))  # from positions, not SliceThickness
    assert _marker_index(vol.data) == (0, 5, 0)  # lowest slice, patient's left, anterior
    assert float(vol.data.max()) == 190.0  # 100 * slope 2 - 10
    # frame f (z = 3 * (3 - f)) lands at k = 3 - f with value 2f - 10
    assert [float(vol.data[2, 2, k]) for k in range(4)] == [-4.0, -6.0, -8.0, -10.0]
    assert seq.kind == SequenceKind.DWI


def test_multiframe_without_spacing_tags_says_so() -> None:
    (seq,) = load_dicom_folder(Path(get_testdata_file("emri_small.dcm")), BUDGET)
    assert seq.volume is not None
    assert seq.volume.shape == (64, 64, 10)
    assert seq.volume.spacing == pytest.approx((1.0, 1.0, 1.2))  # SpacingBetweenSlices only
    assert "no PixelSpacing: 1 mm pixels assumed" in seq.description
    assert seq.kind == SequenceKind.T1  # from AcquisitionContrast


@pytest.mark.parametrize("name", ["emri_small_jpeg_2k_lossless.dcm", "emri_small_RLE.dcm"])
def test_compressed_files_decode_like_uncompressed(name: str) -> None:
    (plain,) = load_dicom_folder(Path(get_testdata_file("emri_small.dcm")), BUDGET)
    (packed,) = load_dicom_folder(Path(get_testdata_file(name)), BUDGET)
    assert plain.volume is not None and packed.volume is not None
    np.testing.assert_array_equal(packed.volume.data, plain.volume.data)


def test_jpeg2000_ct_slice_with_window_and_kind() -> None:
    (seq,) = load_dicom_folder(Path(get_testdata_file("693_J2KI.dcm")), BUDGET)
    assert seq.kind == SequenceKind.CT
    assert seq.volume is not None
    assert seq.volume.shape == (512, 512, 1)
    assert seq.volume.window is not None and seq.volume.window[0] == 40.0
    assert seq.volume.spacing[0] == pytest.approx(0.478516)


def test_unsupported_compression_is_named(tmp_path: Path) -> None:
    from pydicom.encaps import encapsulate

    ds = pydicom.dcmread(get_testdata_file("MR_small.dcm"))
    ds.file_meta.TransferSyntaxUID = "1.2.840.10008.1.2.4.100"  # MPEG2: no decoder exists
    ds.PixelData = encapsulate([b"\x00" * 64])
    path = tmp_path / "mpeg.dcm"
    ds.save_as(path)
    with pytest.raises(LoadError, match="unsupported compression MPEG2") as info:
        load_dicom_folder(tmp_path, BUDGET)
    assert "mpeg.dcm" in str(info.value)


def test_huge_declared_dimensions_rejected_before_decoding(dicom_huge_header: Path) -> None:
    with pytest.raises(LoadError, match="budget") as info:
        load_dicom_folder(dicom_huge_header.parent, BUDGET)
    assert "huge.dcm" in str(info.value)
    assert "60000x60000x5000" in str(info.value)


def _file_at_z(folder: Path, z: float) -> Path:
    for f in sorted(folder.glob("*.dcm")):
        if float(pydicom.dcmread(f, stop_before_pixels=True).ImagePositionPatient[2]) == z:
            return f
    raise AssertionError(f"no slice at z={z}")


def test_broken_files_are_skipped_and_the_gap_is_explicit(
    dicom_axial_series: Path, random_bytes_file: Path
) -> None:
    (good,) = load_dicom_folder(dicom_axial_series, BUDGET)
    assert good.volume is not None
    before = np.asarray(good.volume.data)  # read now: the files change below
    middle = _file_at_z(dicom_axial_series, 4.0)  # slice k=2 of 6, 2 mm apart
    raw = middle.read_bytes()
    middle.write_bytes(raw[: len(raw) - 40])  # cut inside the pixel data
    shutil.copy(random_bytes_file, dicom_axial_series / "zz_noise.dcm")
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    vol = seq.volume
    assert vol is not None
    # the geometry stays true: 6 slots at 2 mm, the missing one blank, the others unchanged
    assert vol.shape == SHAPE and vol.spacing == pytest.approx((1.0, 1.0, 2.0))
    np.testing.assert_allclose(vol.affine, good.volume.affine, atol=1e-6)
    for k in (0, 1, 3, 4, 5):
        np.testing.assert_array_equal(vol.data[:, :, k], before[:, :, k])
    assert np.all(vol.data[:, :, 2] == vol.data.min())
    joined = "\n".join(result.messages)
    assert f"{middle}: skipped: truncated pixel data" in joined
    assert "zz_noise.dcm" in joined and "not DICOM images" in joined
    assert "1 missing slice(s): gap in slice positions at 2.0 to 6.0 mm" in joined
    assert "2.00 mm is expected" in joined and "missing slice" in seq.description
    assert all("\n" not in m for m in result.messages)


def test_uneven_spacing_says_positions_are_approximate(dicom_axial_series: Path) -> None:
    moved = _file_at_z(dicom_axial_series, 6.0)
    ds = pydicom.dcmread(moved)
    ds.ImagePositionPatient = [ds.ImagePositionPatient[0], ds.ImagePositionPatient[1], 6.7]
    ds.save_as(moved)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    assert seq.volume is not None and seq.volume.shape == SHAPE  # no slot invented
    message = next(m for m in result.messages if "uneven slice spacing" in m)
    assert "1.30 to 2.70 mm" in message and "approximate" in message and "'AX T1'" in message


def test_truncated_header_in_a_folder_is_named_and_skipped(dicom_axial_series: Path) -> None:
    victim = _file_at_z(dicom_axial_series, 0.0)  # the lowest slice: no gap, just 5 slices
    victim.write_bytes(victim.read_bytes()[:200])
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    assert seq.volume is not None and seq.volume.shape == (10, 8, 5)
    assert any(m.startswith(f"{victim}: skipped: DICOM header") for m in result.messages)


def test_folder_of_only_broken_files_raises_with_the_first_reason(
    truncated_dicom: Path,
) -> None:
    for f in truncated_dicom.parent.iterdir():
        if f != truncated_dicom:
            f.unlink()
    with pytest.raises(LoadError) as info:
        load_dicom_folder(truncated_dicom.parent, BUDGET)
    assert "no loadable DICOM series" in str(info.value)
    assert truncated_dicom.name in str(info.value)
    assert "\n" not in str(info.value)


def test_truncated_header_names_the_file(tmp_path: Path) -> None:
    src = Path(get_testdata_file("MR_small.dcm"))
    path = tmp_path / "cut.dcm"
    path.write_bytes(src.read_bytes()[:300])
    with pytest.raises(LoadError) as info:
        load_dicom_folder(path, BUDGET)
    assert "cut.dcm" in str(info.value)


def test_random_bytes_file_is_not_dicom(random_bytes_file: Path) -> None:
    with pytest.raises(LoadError, match="not a DICOM file") as info:
        load_dicom_folder(random_bytes_file, BUDGET)
    assert random_bytes_file.name in str(info.value)


def test_non_dicom_files_in_a_folder_are_skipped_and_counted(
    dicom_axial_series: Path, random_bytes_file: Path
) -> None:
    shutil.copy(random_bytes_file, dicom_axial_series / "notes.txt")
    (dicom_axial_series / "sub").mkdir()
    shutil.copy(random_bytes_file, dicom_axial_series / "sub" / "x.bin")
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert len(result.sequences) == 1
    assert any("skipped 2 file" in m for m in result.messages)


def test_folder_without_dicom_raises(tmp_path: Path, random_bytes_file: Path) -> None:
    with pytest.raises(LoadError, match="no DICOM image files"):
        load_dicom_folder(tmp_path, BUDGET)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(LoadError, match="no DICOM image files"):
        load_dicom_folder(empty, BUDGET)


def test_mixed_sizes_in_one_series_name_the_series(dicom_axial_series: Path) -> None:
    victim = sorted(dicom_axial_series.iterdir())[0]
    ds = pydicom.dcmread(victim)
    ds.Rows, ds.Columns = 4, 4
    ds.PixelData = np.zeros((4, 4), dtype=np.int16).tobytes()
    ds.save_as(victim)
    with pytest.raises(LoadError, match="series 'AX T1' mixes image sizes"):
        load_dicom_folder(dicom_axial_series, BUDGET)


def test_a_broken_series_is_skipped_and_the_others_load(
    dicom_axial_series: Path, dicom_oblique_series: Path
) -> None:
    victim = sorted(dicom_axial_series.iterdir())[0]
    ds = pydicom.dcmread(victim)
    ds.Rows, ds.Columns = 4, 4
    ds.PixelData = np.zeros((4, 4), dtype=np.int16).tobytes()
    ds.save_as(victim)
    for f in dicom_oblique_series.iterdir():
        ds = pydicom.dcmread(f)
        ds.SeriesInstanceUID = "1.2.826.0.1.3680043.8.498.2"
        ds.save_as(dicom_axial_series / f"obl_{f.name}")
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert [s.name for s in result.sequences] == ["OBL FLAIR"]
    assert any("skipped: series 'AX T1' mixes image sizes" in m for m in result.messages)


def test_one_huge_header_among_good_files_is_skipped(
    dicom_axial_series: Path, dicom_huge_header: Path
) -> None:
    shutil.copy(dicom_huge_header, dicom_axial_series / "huge.dcm")
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    assert seq.volume is not None and seq.volume.shape == SHAPE
    assert any("huge.dcm: skipped: declared image data too large" in m for m in result.messages)


def test_two_series_in_one_folder_and_burned_in_flag(
    dicom_axial_series: Path, dicom_oblique_series: Path
) -> None:
    for f in dicom_oblique_series.iterdir():
        ds = pydicom.dcmread(f)
        ds.SeriesInstanceUID = "1.2.826.0.1.3680043.8.498.2"
        ds.SeriesNumber = 4
        ds.BurnedInAnnotation = "YES"
        ds.RescaleSlope = "0.5"
        ds.save_as(dicom_axial_series / f"obl_{f.name}")
    seqs = {s.name: s for s in load_dicom_folder(dicom_axial_series, BUDGET)}
    assert set(seqs) == {"AX T1", "OBL FLAIR"}
    assert seqs["OBL FLAIR"].burned_in_annotation
    assert not seqs["AX T1"].burned_in_annotation
    flair = seqs["OBL FLAIR"].volume
    assert flair is not None and flair.data.dtype == np.float32
    assert float(flair.data.max()) == 20.0  # 40 * slope 0.5
    assert len({s.sequence_id for s in seqs.values()}) == 2


@pytest.mark.parametrize(
    ("description", "tags", "kind"),
    [
        ("AX T2 FLAIR", {}, SequenceKind.FLAIR),
        ("t1_mprage_sag", {}, SequenceKind.T1),
        ("T1 MPRAGE POST GAD", {}, SequenceKind.T1C),
        ("AX T1 pre-contrast", {"ContrastBolusAgent": "Gadovist"}, SequenceKind.T1),
        ("AX T1 SE", {"ContrastBolusAgent": "Gadovist"}, SequenceKind.T1C),
        ("ep2d_diff_3scan_trace", {}, SequenceKind.DWI),
        ("", {"DiffusionBValue": "1000"}, SequenceKind.DWI),
        ("DWI ADC", {}, SequenceKind.ADC),
        ("", {"ImageType": "DERIVED\\PRIMARY\\DIFFUSION\\ADC"}, SequenceKind.ADC),
        ("SWI_Images", {}, SequenceKind.SWI),
        ("AX T2* GRE", {}, SequenceKind.SWI),
        ("AX T2 TSE", {}, SequenceKind.T2),
        ("Head 5mm", {"Modality": "CT"}, SequenceKind.CT),
        ("", {"ProtocolName": "tirm_tra_dark-fluid"}, SequenceKind.FLAIR),
        (
            "",
            {"RepetitionTime": "9000", "EchoTime": "90", "InversionTime": "2500"},
            SequenceKind.FLAIR,
        ),
        ("", {"RepetitionTime": "4000", "EchoTime": "100"}, SequenceKind.T2),
        ("", {"RepetitionTime": "500", "EchoTime": "12"}, SequenceKind.T1),
        ("", {"AcquisitionContrast": "FLAIR"}, SequenceKind.FLAIR),
        ("localizer", {}, SequenceKind.OTHER),
    ],
)
def test_guess_sequence_kind(description: str, tags: dict[str, str], kind: SequenceKind) -> None:
    assert guess_sequence_kind(description, tags) == kind


def test_intensity_units_come_from_the_header(dicom_axial_series: Path, tmp_path: Path) -> None:
    (mr,) = load_dicom_folder(dicom_axial_series, BUDGET)
    assert mr.units == ""  # MR values have no units unless the header says
    for path, rescale_type, modality, expected in [
        ("ct", None, "CT", "HU"),  # rescaled CT values are Hounsfield units by definition
        ("adc", "10^-6 mm2/s", "MR", "10^-6 mm2/s"),
        ("us", "US", "MR", ""),  # "unspecified"
    ]:
        folder = tmp_path / path
        shutil.copytree(dicom_axial_series, folder)
        for file in folder.iterdir():
            ds = pydicom.dcmread(file)
            ds.Modality = modality
            if rescale_type is not None:
                ds.RescaleType = rescale_type
            ds.save_as(file)
        (seq,) = load_dicom_folder(folder, BUDGET)
        assert seq.units == expected, path
