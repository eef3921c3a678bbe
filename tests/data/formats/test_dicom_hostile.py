"""One hostile file in a DICOM folder is skipped and named; the rest of the series loads.

Each case edits one header value of one real file (written by pydicom in tmp) the way a broken
scanner export or a hand-edited file does: wrong length, NaN, text, a zero vector, axes that are
not orthogonal, impossible spacing, Rows=0."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pydicom
import pytest
from pydicom.dataelem import RawDataElement
from pydicom.tag import Tag

from data.errors import LoadError
from data.formats.dicom import read_dicom_folder

BUDGET = 512 * 1024 * 1024


def _set_raw(keyword: str, vr: str, value: str | bytes) -> Callable[[Any], None]:
    """Store `value` as raw bytes, bypassing pydicom's validation (as a broken writer would)."""
    raw = value.encode() if isinstance(value, str) else value
    raw += b" " * (len(raw) % 2)

    def edit(ds: Any) -> None:
        tag = Tag(pydicom.datadict.tag_for_keyword(keyword))
        ds[tag] = RawDataElement(tag, vr, len(raw), raw, 0, False, True)

    return edit


def _delete(keyword: str) -> Callable[[Any], None]:
    def edit(ds: Any) -> None:
        delattr(ds, keyword)

    return edit


HOSTILE_HEADERS = {
    "orientation wrong length": _set_raw("ImageOrientationPatient", "DS", "1\\0\\0\\0\\1"),
    "orientation NaN": _set_raw("ImageOrientationPatient", "DS", "1\\0\\0\\0\\NaN\\0"),
    "orientation text": _set_raw("ImageOrientationPatient", "DS", "left\\0\\0\\0\\1\\0"),
    "orientation zero vector": _set_raw("ImageOrientationPatient", "DS", "0\\0\\0\\0\\1\\0"),
    "orientation not orthogonal": _set_raw("ImageOrientationPatient", "DS", "1\\0\\0\\1\\0\\0"),
    "orientation missing": _delete("ImageOrientationPatient"),
    "position wrong length": _set_raw("ImagePositionPatient", "DS", "1\\2"),
    "position NaN": _set_raw("ImagePositionPatient", "DS", "NaN\\0\\0"),
    "position text": _set_raw("ImagePositionPatient", "DS", "a\\b\\c"),
    "position infinite": _set_raw("ImagePositionPatient", "DS", "inf\\0\\0"),
    "position missing": _delete("ImagePositionPatient"),
    "pixel spacing zero": _set_raw("PixelSpacing", "DS", "0\\0"),
    "pixel spacing negative": _set_raw("PixelSpacing", "DS", "-1\\1"),
    "pixel spacing text": _set_raw("PixelSpacing", "DS", "wide\\tall"),
    "pixel spacing three values": _set_raw("PixelSpacing", "DS", "1\\1\\1"),
    "slice thickness NaN": _set_raw("SliceThickness", "DS", "NaN"),
    "slice thickness negative": _set_raw("SliceThickness", "DS", "-2"),
    "rows zero": _set_raw("Rows", "US", b"\x00\x00"),
    "columns text": _set_raw("Columns", "IS", "many"),
    "bits allocated zero": _set_raw("BitsAllocated", "US", b"\x00\x00"),
    "rescale slope text": _set_raw("RescaleSlope", "DS", "steep"),
    "rescale slope NaN": _set_raw("RescaleSlope", "DS", "NaN"),
    "instance number text": _set_raw("InstanceNumber", "IS", "first"),
    "window text": _set_raw("WindowCenter", "DS", "mid"),
}


@pytest.mark.parametrize("edit", HOSTILE_HEADERS.values(), ids=HOSTILE_HEADERS.keys())
def test_one_hostile_file_is_skipped_or_tolerated_and_the_rest_loads(
    dicom_axial_series: Path, edit: Callable[[Any], None]
) -> None:
    victim = sorted(dicom_axial_series.iterdir())[2]
    ds = pydicom.dcmread(victim)
    edit(ds)
    ds.save_as(victim)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    main = max(result.sequences, key=lambda s: s.volume.shape[2])
    # the five good slices always load as one volume; the bad one is either used (a value the
    # loader can do without) or skipped and named
    assert main.volume.shape[2] >= 5
    if main.volume.shape[2] == 5 or len(result.sequences) > 1:
        assert any(victim.name in m for m in result.messages), result.messages


@pytest.mark.parametrize(
    ("keyword", "value", "reason"),
    [
        ("ImageOrientationPatient", "1\\0\\0\\1\\0\\0", "perpendicular"),
        ("ImageOrientationPatient", "1\\0\\0\\0\\NaN\\0", "6 numbers"),
        ("ImagePositionPatient", "1\\2", "3 finite numbers"),
        ("PixelSpacing", "-1\\1", "2 positive numbers"),
    ],
)
def test_the_skip_message_names_the_file_the_tag_and_the_value(
    dicom_axial_series: Path, keyword: str, value: str, reason: str
) -> None:
    victim = sorted(dicom_axial_series.iterdir())[2]
    ds = pydicom.dcmread(victim)
    _set_raw(keyword, "DS", value)(ds)
    ds.save_as(victim)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert [s.volume.shape[2] for s in result.sequences] == [5]
    line = next(m for m in result.messages if victim.name in m)
    assert keyword in line and reason in line and "skipped" in line
    assert "\n" not in line


def test_a_file_at_another_valid_angle_becomes_its_own_plane(dicom_axial_series: Path) -> None:
    victim = sorted(dicom_axial_series.iterdir())[2]
    ds = pydicom.dcmread(victim)
    ds.ImageOrientationPatient = [0.7071068, 0.7071068, 0, 0, 0, 1]
    ds.save_as(victim)
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert len(result.sequences) == 2
    assert 5 in [s.volume.shape[2] for s in result.sequences]


def test_the_same_broken_header_alone_is_a_one_line_error(dicom_axial_series: Path) -> None:
    victim = sorted(dicom_axial_series.iterdir())[2]
    ds = pydicom.dcmread(victim)
    _set_raw("ImageOrientationPatient", "DS", "0\\0\\0\\0\\1\\0")(ds)
    ds.save_as(victim)
    with pytest.raises(LoadError, match="invalid ImageOrientationPatient"):
        read_dicom_folder(victim, BUDGET)


def test_every_file_broken_the_same_way_names_the_reason(dicom_axial_series: Path) -> None:
    for victim in dicom_axial_series.iterdir():
        ds = pydicom.dcmread(victim)
        _set_raw("ImagePositionPatient", "DS", "NaN\\0\\0")(ds)
        ds.save_as(victim)
    with pytest.raises(LoadError, match=r"no loadable DICOM series.*invalid ImagePositionPatient"):
        read_dicom_folder(dicom_axial_series, BUDGET)


def test_an_unknown_value_representation_is_skipped_and_named(dicom_axial_series: Path) -> None:
    """Found by fuzzing: pydicom parses lazily and raised NotImplementedError for a damaged VR."""
    victim = sorted(dicom_axial_series.iterdir())[2]
    data = victim.read_bytes()
    tag = b"\x28\x00\x02\x00US"  # SamplesPerPixel, explicit VR little endian
    assert tag in data
    victim.write_bytes(data.replace(tag, b"\x28\x00\x02\x00\x55\x8b"))
    result = read_dicom_folder(dicom_axial_series, BUDGET)
    assert [s.volume.shape[2] for s in result.sequences] == [5]
    assert any(victim.name in m and "unreadable DICOM header" in m for m in result.messages)
