"""`python -m bench.file_corpus`: every test file that pydicom (with pydicom-data) and nibabel
ship, each alone in a folder, opened through the loaders' entry point, beside what the
reference library itself makes of it. Prints one table per corpus and the files we refuse.

A file "the library decodes" is one pydicom turns into a pixel array (a file without file
meta read with the transfer syntax pydicom infers), or one nibabel reads as a NIfTI-1/NIfTI-2,
Analyze or MGH image with voxels. tests/data/test_file_corpus.py asserts on the same walk.
"""

from __future__ import annotations

import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

BUDGET = 2 * 1024**3


@dataclass(frozen=True)
class Outcome:
    """One corpus file: does the reference library decode it, and what our loader did."""

    path: Path
    reference_decodes: bool
    result: str  # "loaded" | "refused" (a one-line LoadError) | "traceback"
    detail: str

    @property
    def refused_but_decodable(self) -> bool:
        return self.reference_decodes and self.result != "loaded"


def dicom_corpus() -> list[Path]:
    """Every file pydicom ships (test files, character sets, palettes) and pydicom-data adds."""
    import os

    from pydicom.data import get_charset_files, get_palette_files, get_testdata_files

    found = [*get_testdata_files(), *get_charset_files(), *get_palette_files()]
    return sorted({Path(f) for f in found if os.path.isfile(f)})


_NIBABEL_SUFFIXES = (".nii", ".nii.gz", ".hdr", ".img", ".mgz", ".mgh")


def volume_corpus() -> list[Path]:
    """nibabel's own NIfTI-1, NIfTI-2, Analyze and MGH test files."""
    import nibabel

    root = Path(nibabel.__file__).parent
    return sorted(p for p in root.rglob("*") if p.name.lower().endswith(_NIBABEL_SUFFIXES))


def pydicom_decodes(path: Path) -> bool:
    """pydicom's own verdict: a pixel array, reading without file meta as pydicom allows."""
    import pydicom

    from data.formats.dicom_open import infer_transfer_syntax

    try:
        ds = pydicom.dcmread(path, force=True)
        if "PixelData" not in ds and "FloatPixelData" not in ds:
            return False
        infer_transfer_syntax(ds)
        return ds.pixel_array.size > 0
    except Exception:
        return False


def nibabel_reads(path: Path) -> bool:
    """nibabel's verdict: a NIfTI/Analyze/MGH image whose voxels it reads."""
    import nibabel as nib
    import numpy as np

    kinds = (nib.Nifti1Image, nib.Nifti2Image, nib.Nifti1Pair, nib.AnalyzeImage, nib.MGHImage)
    try:
        img = nib.load(path)
        if not isinstance(img, kinds) or type(img).__name__.startswith("Cifti"):
            return False
        return np.asanyarray(img.dataobj).size > 0
    except Exception:
        return False


def open_alone(path: Path, opener: Callable[[Path], int]) -> tuple[str, str]:
    """Open `path` alone in a fresh folder (a link to it): ('loaded' | 'refused' | 'traceback',
    what came back)."""
    from data.errors import NeuroLensError

    with tempfile.TemporaryDirectory(prefix="corpus-") as tmp:
        folder = Path(tmp) / "case"
        folder.mkdir()
        (folder / path.name).symlink_to(path)
        try:
            count = opener(folder)
        except NeuroLensError as exc:
            text = str(exc)
            return ("refused" if "\n" not in text else "traceback"), text.replace(tmp, "")
        except Exception as exc:  # what the test exists to catch
            return "traceback", f"{type(exc).__name__}: {exc}"
    return ("loaded", f"{count} sequence(s)") if count else ("refused", "nothing loaded")


def _open_dicom(folder: Path) -> int:
    from data.formats.dicom import read_dicom_folder

    return len(read_dicom_folder(folder, BUDGET).sequences)


def _open_cases(folder: Path) -> int:
    from data.sources import load_cases

    return sum(len(c.sequences) for c in load_cases(folder, BUDGET).cases)


def check_dicom(paths: Iterable[Path]) -> list[Outcome]:
    out = []
    for path in paths:
        result, detail = open_alone(path, _open_dicom)
        out.append(Outcome(path, pydicom_decodes(path), result, detail))
    return out


def check_volumes(paths: Iterable[Path]) -> list[Outcome]:
    out = []
    for path in paths:
        if path.suffix.lower() == ".img":  # opened through its .hdr: a pair, not a case
            continue
        result, detail = open_alone(path, _open_cases)
        out.append(Outcome(path, nibabel_reads(path), result, detail))
    return out


def summary(name: str, outcomes: list[Outcome], seconds: float) -> str:
    counts = Counter(o.result for o in outcomes)
    decodable = sum(o.reference_decodes for o in outcomes)
    lost = sum(o.refused_but_decodable for o in outcomes)
    return (
        f"| {name} | {len(outcomes)} | {decodable} | {counts['loaded']} | {counts['refused']} | "
        f"{counts['traceback']} | {lost} | {seconds:.1f} s |"
    )


def main() -> int:
    warnings.simplefilter("ignore")
    import logging

    logging.disable(logging.WARNING)
    lines = [
        "| corpus | files | the library decodes | loaded | refused (one line) | tracebacks "
        "| refused that the library decodes | time |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    refused: list[Outcome] = []
    for name, paths, check in (
        ("pydicom + pydicom-data", dicom_corpus(), check_dicom),
        ("nibabel (NIfTI-1/2, Analyze, MGH)", volume_corpus(), check_volumes),
    ):
        start = time.perf_counter()
        outcomes = check(paths)
        lines.append(summary(name, outcomes, time.perf_counter() - start))
        refused += [o for o in outcomes if o.result != "loaded"]
    print("\n".join(lines))
    print("\nrefused or failed:")
    for o in refused:
        mark = " (the library decodes it)" if o.reference_decodes else ""
        print(f"- {o.path.name}{mark}: {o.result}: {o.detail[:160]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
