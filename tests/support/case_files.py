"""Builders for real case-source files in a temp dir, for the case-source tests."""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path

import numpy as np

from data.model import Volume


def png_bytes(image: np.ndarray) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.fromarray(image).save(buf, format="PNG")
    return buf.getvalue()


def montage_image(rows: int = 2, cols: int = 3, tile: int = 40, gap: int = 4) -> np.ndarray:
    """An RGBA montage of bright disc 'slices' on black with black separators, like case 1."""
    h = rows * tile + (rows + 1) * gap
    w = cols * tile + (cols + 1) * gap
    out = np.zeros((h, w, 4), np.uint8)
    out[..., 3] = 255
    yy, xx = np.mgrid[:tile, :tile]
    for r in range(rows):
        for c in range(cols):
            disc = (yy - tile / 2) ** 2 + (xx - tile / 2) ** 2 < (tile / 2 - 3 - r - c) ** 2
            y0, x0 = gap + r * (tile + gap), gap + c * (tile + gap)
            out[y0 : y0 + tile, x0 : x0 + tile, :3] = (disc * (120 + 20 * (r * cols + c)))[
                ..., None
            ]
            out[y0 : y0 + tile, x0 : x0 + tile, :3] += 10  # tiles are never pure black
    return out


def jpeg_labelled_png_uri(image: np.ndarray) -> str:
    """What the project page does: PNG bytes behind a data:image/jpeg label."""
    return "data:image/jpeg;base64," + base64.b64encode(png_bytes(image)).decode("ascii")


def write_project_page(path: Path, content: int = 15, placeholders: int = 5) -> Path:
    records = []
    uri = jpeg_labelled_png_uri(montage_image())
    for i in range(1, content + placeholders + 1):
        if i <= content:
            records.append(
                {
                    "case_id": f"case_{i}",
                    "text": f"A {40 + i}-year-old patient with headache and weakness (record {i}).",
                    "images": [uri],
                    "questions": [
                        {"question_number": 2, "question_text": "请给出鉴别诊断。"},
                        {
                            "question_number": 1,
                            "question_text": "结合病历和影像，最可能的诊断是什么？",
                        },
                    ],
                }
            )
        else:
            records.append({"case_id": f"case_{i}", "text": "", "images": [], "questions": []})
    path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return path


def brain_volume(shape: tuple[int, int, int] = (12, 14, 10), spacing: float = 2.0) -> Volume:
    data = np.zeros(shape, np.int16)
    data[2:-2, 2:-2, 2:-2] = 400
    data[3, 10, 4] = 1000  # a marker on the patient's left, anterior
    affine = np.diag([spacing, spacing, spacing, 1.0])
    affine[:3, 3] = [-10.0, -12.0, -8.0]
    return Volume(data=data, affine=affine, spacing=(spacing, spacing, spacing))


def write_nifti(path: Path, volume: Volume | None = None) -> Path:
    import nibabel as nib

    vol = volume or brain_volume()
    nib.save(nib.Nifti1Image(np.asarray(vol.data), vol.affine), str(path))
    return path


def write_dicom_study(folder: Path, descriptions: tuple[str, ...] = ("AX T1", "AX FLAIR")) -> Path:
    """One study, one sub-folder per series, written by data.formats.dicom_write.write_series."""
    from data.formats.dicom_write import write_series

    for n, description in enumerate(descriptions, start=1):
        write_series(
            brain_volume(),
            folder / f"series{n}",
            series_description=description,
            series_number=n,
            patient_name="Test^Patient",
            patient_id="TEST-1",
        )
    return folder
