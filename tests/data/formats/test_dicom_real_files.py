"""DICOM files as real archives hold them: spacing written as zeros, no file meta, palette
colour, MONOCHROME1, 12-bit lossy JPEG, and objects that hold no image at all."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pydicom
import pytest
from pydicom.data import get_testdata_file
from pydicom.pixels import apply_color_lut

from data.errors import LoadError
from data.formats.dicom import read_dicom_folder
from data.model import Case, Provenance, Sequence
from ui.viewer.requests import viewer_spec

BUDGET = 512 * 1024 * 1024


def _testdata(name: str) -> Path:
    found = get_testdata_file(name)
    assert found is not None, f"pydicom test file {name} is not installed"
    return Path(str(found))


def _alone(tmp_path: Path, name: str) -> Path:
    """A folder holding one of pydicom's test files, as a user would open it."""
    folder = tmp_path / name.replace(".", "_")
    folder.mkdir()
    shutil.copy(_testdata(name), folder / name)
    return folder


def _case(seq: Sequence) -> Case:
    return Case("c", "t", "local", Provenance("local", "", ""), sequences=(seq,))


def _rewrite(folder: Path, edit: object) -> None:
    for path in folder.iterdir():
        ds = pydicom.dcmread(path)
        edit(ds)  # type: ignore[operator]
        ds.save_as(path, enforce_file_format=False)


def test_spacing_written_as_zeros_loads_as_unknown_and_measures_in_px(
    dicom_axial_series: Path,
) -> None:
    def zero(ds: pydicom.Dataset) -> None:
        ds.PixelSpacing = ["0", "0"]

    _rewrite(dicom_axial_series, zero)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    assert seq.volume is not None and seq.volume.shape == (10, 8, 6)
    assert not seq.volume.spacing_known
    assert seq.volume.spacing == pytest.approx((1.0, 1.0, 2.0))  # slices still 2 mm apart
    line = next(m for m in result.messages if "pixel spacing unknown" in m)
    assert "1 mm pixels assumed" in line and "px" in line
    (info,) = viewer_spec(_case(seq), "radiological", 1)["sequences"]
    assert info["length_unit"] == "px"


def test_known_spacing_measures_in_mm(dicom_axial_series: Path) -> None:
    (seq,) = read_dicom_folder(dicom_axial_series, BUDGET).sequences
    assert seq.volume is not None and seq.volume.spacing_known
    assert viewer_spec(_case(seq), "radiological", 1)["sequences"][0]["length_unit"] == "mm"


@pytest.mark.parametrize(
    "syntax",
    [pydicom.uid.ImplicitVRLittleEndian, pydicom.uid.ExplicitVRBigEndian],
    ids=["implicit little", "explicit big"],
)
def test_files_without_file_meta_read_with_the_inferred_transfer_syntax(
    dicom_axial_series: Path, tmp_path: Path, syntax: pydicom.uid.UID
) -> None:
    (expected,) = read_dicom_folder(dicom_axial_series, BUDGET).sequences
    bare = tmp_path / "bare"
    bare.mkdir()
    for path in dicom_axial_series.iterdir():
        ds = pydicom.dcmread(path)
        if not syntax.is_little_endian:  # pydicom writes pixel bytes as they are
            ds.PixelData = ds.pixel_array.astype(">i2").tobytes()
        ds.file_meta = pydicom.dataset.FileMetaDataset()
        ds.preamble = None
        pydicom.dcmwrite(
            bare / path.name,
            ds,
            implicit_vr=syntax.is_implicit_VR,
            little_endian=syntax.is_little_endian,
            enforce_file_format=False,
        )
        assert (bare / path.name).read_bytes()[128:132] != b"DICM"
    (seq,) = read_dicom_folder(bare, BUDGET).sequences
    assert seq.volume is not None and expected.volume is not None
    np.testing.assert_array_equal(seq.volume.data, expected.volume.data)
    np.testing.assert_allclose(seq.volume.affine, expected.volume.affine)
    assert f"read as {syntax.name}" in seq.description


def test_a_text_file_starting_like_a_tag_is_still_not_dicom(tmp_path: Path) -> None:
    odd = tmp_path / "notes.bin"
    odd.write_bytes(b"\x08\x00" + b"not a data set at all " * 40)
    with pytest.raises(LoadError, match="not a DICOM file"):
        read_dicom_folder(odd, BUDGET)


def test_palette_colour_goes_through_its_lookup_table(tmp_path: Path) -> None:
    (seq,) = read_dicom_folder(_alone(tmp_path, "OT-PAL-8-face.dcm"), BUDGET).sequences
    ds = pydicom.dcmread(_testdata("OT-PAL-8-face.dcm"), force=True)
    ds.file_meta = pydicom.dataset.FileMetaDataset()
    ds.file_meta.TransferSyntaxUID = pydicom.uid.ImplicitVRLittleEndian
    rgb = apply_color_lut(ds.pixel_array, ds).astype(np.float32)
    luminance = rgb.mean(axis=-1)
    assert seq.volume is not None
    shown = seq.volume.data[:, :, 0].astype(np.float32)
    # the volume is the RGB image's luminance, reoriented: compare as sorted values and spread
    np.testing.assert_allclose(np.sort(shown, axis=None), np.sort(luminance, axis=None))
    indices = ds.pixel_array.astype(np.float32)
    assert not np.allclose(np.sort(shown, axis=None), np.sort(indices, axis=None))


def test_monochrome1_is_shown_bright_where_dense(dicom_axial_series: Path) -> None:
    (plain,) = read_dicom_folder(dicom_axial_series, BUDGET).sequences
    assert plain.volume is not None
    stored = plain.volume.data.astype(np.int64)  # read now: the files change below

    def mono1(ds: pydicom.Dataset) -> None:
        ds.PhotometricInterpretation = "MONOCHROME1"

    _rewrite(dicom_axial_series, mono1)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    (seq,) = result.sequences
    assert seq.volume is not None
    lo, hi = int(stored.min()), int(stored.max())
    np.testing.assert_array_equal(seq.volume.data.astype(np.int64), lo + hi - stored)
    # the header window (40 wide 80) moves with the values: the same tissue stays mid-grey
    assert seq.volume.window == (lo + hi - 40.0, 80.0)
    assert "MONOCHROME1" in seq.description and "inverted" in seq.description


def test_real_monochrome1_radiograph_with_zero_spacing_opens(tmp_path: Path) -> None:
    result = read_dicom_folder(_alone(tmp_path, "RG1_UNCI.dcm"), BUDGET)
    (seq,) = result.sequences
    ds = pydicom.dcmread(_testdata("RG1_UNCI.dcm"))
    assert ds.PhotometricInterpretation == "MONOCHROME1"
    stored = ds.pixel_array.astype(np.int64)
    assert seq.volume is not None and not seq.volume.spacing_known
    shown = seq.volume.data[:, :, 0].astype(np.int64)
    assert sorted(shown.shape) == sorted(stored.shape)
    total = int(stored.min()) + int(stored.max())
    np.testing.assert_array_equal(np.sort(shown, axis=None), np.sort(total - stored, axis=None))
    assert any("pixel spacing unknown" in m for m in result.messages)


def test_twelve_bit_lossy_jpeg_matches_another_decoder_of_the_same_image(
    tmp_path: Path,
) -> None:
    """JPEG-lossy.dcm and JPGExtended.dcm hold the same image (one SOP instance UID), encoded
    apart; the first only GDCM decodes, the second libjpeg: they agree to IDCT rounding."""
    (ours,) = read_dicom_folder(_alone(tmp_path, "JPEG-lossy.dcm"), BUDGET).sequences
    (other,) = read_dicom_folder(_alone(tmp_path, "JPGExtended.dcm"), BUDGET).sequences
    (plain,) = read_dicom_folder(_alone(tmp_path, "JPEG2000_UNC.dcm"), BUDGET).sequences
    assert ours.volume is not None and other.volume is not None and plain.volume is not None
    a = ours.volume.data.astype(np.int64)
    assert np.abs(a - other.volume.data.astype(np.int64)).max() <= 1
    # and both are the uncompressed image, up to the lossy coding
    corr = np.corrcoef(a.ravel(), plain.volume.data.astype(np.float64).ravel())[0, 1]
    assert corr > 0.9


def test_objects_without_an_image_are_named_and_skipped(
    dicom_axial_series: Path,
) -> None:
    for name in ("rtplan.dcm", "test-SR.dcm", "waveform_ecg.dcm"):
        shutil.copy(_testdata(name), dicom_axial_series / name)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert [s.volume.shape for s in result.sequences if s.volume is not None] == [(10, 8, 6)]
    (line,) = [m for m in result.messages if "without an image" in m]
    assert "rtplan.dcm (RT plan, no image)" in line
    assert "test-SR.dcm (structured report, no image)" in line
    assert "waveform_ecg.dcm (waveform, no image)" in line
    assert not any("truncated" in m or "corrupt" in m for m in result.messages)


def test_a_folder_of_reports_says_what_they_are(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as info:
        read_dicom_folder(_alone(tmp_path, "test-SR.dcm"), BUDGET)
    assert "no DICOM image" in str(info.value)
    assert "structured report, no image" in str(info.value)
    with pytest.raises(LoadError, match="RT structure set, no image"):
        read_dicom_folder(_testdata("rtstruct.dcm"), BUDGET)
