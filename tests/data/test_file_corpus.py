"""Every test file pydicom (with pydicom-data) and nibabel ship, each alone in a folder, through
the loaders' entry points: an image the reference library decodes must load, and nothing may
end in a traceback. `python -m bench.file_corpus` prints the same walk as a table."""

from __future__ import annotations

import warnings

import pydicom
import pytest

from bench.file_corpus import Outcome, check_dicom, check_volumes, dicom_corpus, volume_corpus


@pytest.fixture(scope="module")
def dicom_outcomes() -> list[Outcome]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return check_dicom(dicom_corpus())


@pytest.fixture(scope="module")
def volume_outcomes() -> list[Outcome]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return check_volumes(volume_corpus())


def _by_name(outcomes: list[Outcome]) -> dict[str, Outcome]:
    return {o.path.name: o for o in outcomes}


def test_the_corpora_are_there(
    dicom_outcomes: list[Outcome], volume_outcomes: list[Outcome]
) -> None:
    """An empty corpus would pass everything below: pydicom, pydicom-data and nibabel ship
    hundreds of files between them, most of them images."""
    assert len(dicom_outcomes) >= 250
    assert sum(o.reference_decodes for o in dicom_outcomes) >= 150
    assert any("data_store" in o.path.parts for o in dicom_outcomes)  # pydicom-data
    assert len(volume_outcomes) >= 10
    assert sum(o.reference_decodes for o in volume_outcomes) >= 6


def test_every_image_pydicom_decodes_opens(dicom_outcomes: list[Outcome]) -> None:
    lost = [f"{o.path.name}: {o.detail}" for o in dicom_outcomes if o.refused_but_decodable]
    assert lost == []


def test_every_volume_nibabel_reads_opens(volume_outcomes: list[Outcome]) -> None:
    lost = [f"{o.path.name}: {o.detail}" for o in volume_outcomes if o.refused_but_decodable]
    assert lost == []


def test_no_file_ends_in_a_traceback(
    dicom_outcomes: list[Outcome], volume_outcomes: list[Outcome]
) -> None:
    broken = [o for o in dicom_outcomes + volume_outcomes if o.result == "traceback"]
    assert [f"{o.path.name}: {o.detail}" for o in broken] == []
    for o in dicom_outcomes + volume_outcomes:
        if o.result == "refused":
            assert "\n" not in o.detail
            assert o.path.name in o.detail or "no DICOM image files found" in o.detail


@pytest.mark.parametrize(
    "name",
    [
        "RG1_UNCI.dcm",  # MONOCHROME1, PixelSpacing 0\0
        "RG1_UNCR.dcm",
        "RG1_J2KI.dcm",
        "RG1_J2KR.dcm",
        "OT-PAL-8-face.dcm",  # palette colour, no file meta
        "JPEG-lossy.dcm",  # 12-bit JPEG Extended
    ],
)
def test_the_files_real_viewers_open_load(dicom_outcomes: list[Outcome], name: str) -> None:
    assert _by_name(dicom_outcomes)[name].result == "loaded"


def test_valid_objects_without_an_image_are_named_not_called_damaged(
    dicom_outcomes: list[Outcome],
) -> None:
    named = 0
    for o in dicom_outcomes:
        try:
            ds = pydicom.dcmread(o.path, force=True, stop_before_pixels=True)
            uid = ds.get("SOPClassUID")
        except Exception:
            continue
        if not uid or "Rows" in ds or "Image" in uid.name or "Storage" not in uid.name:
            continue
        assert o.result == "refused"
        reason = o.detail.rsplit(": ", 1)[-1]
        assert reason.endswith(", no image") and "truncated" not in reason, o.detail
        named += 1
    assert named >= 10  # reports, RT plans and structures, a waveform, palettes, DICOMDIRs


def test_files_without_meta_that_hold_plans_say_so(dicom_outcomes: list[Outcome]) -> None:
    found = _by_name(dicom_outcomes)
    for name in ("ExplVR_BigEndNoMeta.dcm", "ExplVR_LitEndNoMeta.dcm"):
        assert "RT ion plan, no image" in found[name].detail
