"""The bundled demo cases, built from real MRI that ships inside installed packages.

build_demo_cases(cache_dir, budget_bytes) writes each case's image files once into
`cache_dir` (a DICOM study for the stroke case, NIfTI files for the others) and loads them back
through the real loaders on every start. Bump DEMO_VERSION whenever a builder changes: the next
start then rebuilds. Clinical content is fictitious and every computed contrast or painted lesion
is labelled synthetic (Sequence.synthetic, Provenance.synthetic and the sequence name).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from data.demo import glioma_case, ms_case, stroke_case
from data.demo.cache import ensure_built
from data.demo.templates import Tissue, load_tissue
from data.model import Case

DEMO_VERSION = "v3"
CASE_MODULES: tuple[ModuleType, ...] = (ms_case, stroke_case, glioma_case)


def build_demo_cases(cache_dir: Path, budget_bytes: int) -> list[Case]:
    """The demo cases; the first call builds their files (a few seconds), later calls load."""
    cache_dir = Path(cache_dir)
    tissue: Tissue | None = None

    def builder(module: ModuleType) -> Callable[[Path], None]:
        def build(folder: Path) -> None:
            nonlocal tissue
            if tissue is None:
                tissue = load_tissue()
            module.build_files(folder, tissue)

        return build

    cases = []
    for module in CASE_MODULES:
        folder = ensure_built(cache_dir, module.KEY, DEMO_VERSION, builder(module))
        cases.append(module.load_case(folder, budget_bytes))
    return cases
