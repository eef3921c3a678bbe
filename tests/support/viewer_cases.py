"""Small synthetic cases for the viewer tests.

Two volumes of one head at different slice spacing (so position sync has work to do), a CT-like
integer volume with a header window, and a 2D stack holding a regular 2x3 montage.
"""

from __future__ import annotations

import base64

import numpy as np

from data.catalog.library import CaseLibrary
from data.model import (
    Case,
    Difficulty,
    ImageStack,
    Provenance,
    Reference,
    Sequence,
    SequenceKind,
    Task,
    TaskFamily,
    Volume,
)


def ball_volume(shape: tuple[int, int, int], spacing: tuple[float, float, float]) -> Volume:
    """A bright ellipsoid whose intensity rises toward Superior, centred at RAS (0, 0, 0)."""
    idx = np.indices(shape, dtype=np.float32)
    centre = [(s - 1) / 2 for s in shape]
    mm = [(idx[a] - centre[a]) * spacing[a] for a in range(3)]
    r2 = (mm[0] / 40) ** 2 + (mm[1] / 50) ** 2 + (mm[2] / 35) ** 2
    data = np.where(r2 < 1, 300 + 4 * mm[2] + 30 * np.sin(mm[0] / 3), 0).astype(np.float32)
    affine = np.diag([*spacing, 1.0]).astype(np.float64)
    affine[:3, 3] = [-c * s for c, s in zip(centre, spacing, strict=True)]
    return Volume(data=data, affine=affine, spacing=spacing)


def montage_frame() -> np.ndarray:
    """A 2x3 montage of 20x24 tiles separated by 2-pixel grey lines (uint8 grey)."""
    ramp = np.add.outer(np.arange(20), np.arange(24)).astype(np.uint8)
    tiles = [(ramp + 30 * (i + 1)).astype(np.uint8) for i in range(6)]
    rows = []
    for r in range(2):
        row = []
        for c in range(3):
            if c:
                row.append(np.full((20, 2), 96, dtype=np.uint8))
            row.append(tiles[r * 3 + c])
        rows.append(np.hstack(row))
    sep = np.full((2, rows[0].shape[1]), 96, dtype=np.uint8)
    return np.vstack([rows[0], sep, rows[1]])


def viewer_cases() -> list[Case]:
    t1 = ball_volume((40, 48, 36), (2.0, 2.0, 2.0))
    flair = ball_volume((40, 48, 12), (2.0, 2.0, 6.0))
    ct_data = (t1.data * 0.2 - 20).astype(np.int16)
    ct = Volume(data=ct_data, affine=t1.affine, spacing=t1.spacing, window=(40.0, 80.0))
    reference = Reference(diagnosis="Glioblastoma", differential=("Glioblastoma", "Metastasis"))
    mri = Case(
        case_id="vc_mri",
        title="Synthetic ball head",
        source="viewer-tests",
        provenance=Provenance(
            source="viewer-tests",
            description="Made by the test suite",
            licence="CC0",
            synthetic=("whole case",),
        ),
        ehr=(("age", "54"), ("sex", "F")),
        notes=("Two weeks of headache.",),
        tasks=(
            Task(
                "vc_mri:t1",
                TaskFamily.DIFFERENTIAL,
                Difficulty.DIRECT,
                "What is the most likely diagnosis?",
                reference=reference,
            ),
        ),
        sequences=(
            Sequence("t1", SequenceKind.T1, "T1", volume=t1, synthetic=True),
            Sequence("flair", SequenceKind.FLAIR, "FLAIR", volume=flair, synthetic=True),
        ),
    )
    ctc = Case(
        case_id="vc_ct",
        title="CT with header window",
        source="viewer-ct",
        provenance=Provenance(source="viewer-ct", description="", licence="CC0"),
        tasks=(Task("vc_ct:l", TaskFamily.LESION, Difficulty.COMPLEX, "Where is the lesion?"),),
        sequences=(Sequence("ct", SequenceKind.CT, "CT head", volume=ct),),
    )
    page = Case(
        case_id="vc_page",
        title="Project page montage",
        source="viewer-page",
        provenance=Provenance(source="viewer-page", description="", licence="MIT"),
        sequences=(
            Sequence(
                "img1",
                SequenceKind.OTHER,
                "image 1",
                stack=ImageStack(frames=(montage_frame(),), labels=("montage",)),
            ),
        ),
    )
    return [mri, ctc, page]


def viewer_library() -> CaseLibrary:
    return CaseLibrary(cases=tuple(viewer_cases()), messages=())


def first_slice_grey(first: dict) -> np.ndarray:
    """A first slice's grey levels (base64 bytes, row-major) as an image."""
    pixels = np.frombuffer(base64.b64decode(first["grey"]), np.uint8)
    return pixels.reshape(first["height"], first["width"])
