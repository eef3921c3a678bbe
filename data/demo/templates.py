"""Real MRI that ships inside installed packages, and the notices that must travel with it.

The demo must run offline and without the Hub, so it starts from the MNI ICBM152 2009a template
(T1 plus grey/white-matter probability maps) that nilearn installs. The files are read with
nibabel directly: importing nilearn.datasets costs over a second at start-up.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from data.errors import LoadError

MNI_NOTICE = (
    "MNI ICBM152 non-linear symmetric template 2009a (as shipped by nilearn). "
    "Copyright (C) 1993-2009 Louis Collins, McConnell Brain Imaging Centre, Montreal "
    "Neurological Institute, McGill University. Permission to use, copy, modify, and "
    "distribute this software and its documentation for any purpose and without fee is "
    "hereby granted, provided that the above copyright notice appear in all copies. The "
    "authors and McGill University make no representations about the suitability of this "
    "software for any purpose. It is provided 'as is' without express or implied warranty. "
    "The authors are not responsible for any data loss, equipment damage, property loss, or "
    "injury to subjects or patients resulting from the use or misuse of this software package. "
    "References: Fonov et al., NeuroImage 47 (2009) S102; Fonov et al., NeuroImage 54 (2011) "
    "313-327; Collins et al., 1999."
)
MNI_LICENCE = "MNI/McGill permissive notice (ICBM152 2009a; keep the copyright notice)"
MNI_DESCRIPTION = (
    "The T1-weighted image is the real MNI ICBM152 2009a template: an average of 152 healthy "
    "adults' brain MRI at 1 mm, not one patient's scan."
)

_MNI_FILES = {
    "t1": "mni_icbm152_t1_tal_nlin_sym_09a_converted.nii.gz",
    "gm": "mni_icbm152_gm_tal_nlin_sym_09a_converted.nii.gz",
    "wm": "mni_icbm152_wm_tal_nlin_sym_09a_converted.nii.gz",
}


@dataclass(frozen=True, eq=False)
class Tissue:
    """The template on its 1 mm RAS+ grid: T1 (0..1) and tissue fractions (0..1)."""

    t1: npt.NDArray[np.float32]
    gm: npt.NDArray[np.float32]
    wm: npt.NDArray[np.float32]
    csf: npt.NDArray[np.float32]
    mask: npt.NDArray[np.bool_]
    affine: npt.NDArray[np.float64]

    def world_grid(self) -> tuple[npt.NDArray[np.float32], ...]:
        """x, y, z in mm (RAS) of every voxel, as broadcastable 1D axes."""
        a = self.affine
        shape = self.t1.shape
        xs = (a[0, 0] * np.arange(shape[0]) + a[0, 3]).astype(np.float32)
        ys = (a[1, 1] * np.arange(shape[1]) + a[1, 3]).astype(np.float32)
        zs = (a[2, 2] * np.arange(shape[2]) + a[2, 3]).astype(np.float32)
        return xs[:, None, None], ys[None, :, None], zs[None, None, :]


def nilearn_data_dir() -> Path:
    spec = importlib.util.find_spec("nilearn")
    if spec is None or not spec.submodule_search_locations:
        raise LoadError("nilearn", "package not installed; the demo cases need its MNI template")
    return Path(next(iter(spec.submodule_search_locations))) / "datasets" / "data"


def load_tissue() -> Tissue:
    """Read the template files (about 0.1 s); the axes are already RAS+ at 1 mm."""
    import nibabel as nib

    folder = nilearn_data_dir()
    arrays = {}
    affine = None
    for key, name in _MNI_FILES.items():
        path = folder / name
        if not path.is_file():
            raise LoadError(path, "MNI template file missing from the nilearn package")
        img: Any = nib.load(path)
        if "".join(nib.aff2axcodes(img.affine)) != "RAS":
            img = nib.as_closest_canonical(img)
        arrays[key] = np.asarray(img.dataobj, dtype=np.float32) / 255.0
        affine = np.asarray(img.affine, dtype=np.float64)
    assert affine is not None
    mask = arrays["t1"] > 0
    csf = np.clip(1.0 - arrays["gm"] - arrays["wm"], 0.0, 1.0) * mask
    return Tissue(
        t1=arrays["t1"],
        gm=arrays["gm"],
        wm=arrays["wm"],
        csf=csf.astype(np.float32),
        mask=mask,
        affine=affine,
    )
