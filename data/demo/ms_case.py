"""Demo case 1: relapsing-remitting multiple sclerosis (synthetic lesions, NIfTI files).

T1 is the real MNI template; T2, FLAIR and T1 post-contrast are computed from its tissue maps
with painted, clearly labelled synthetic demyelinating lesions.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from data.demo.files import nifti_sequence, save_nifti
from data.demo.synthesis import add_noise, downsample, paint_ellipsoid, tissue_contrast, to_int16
from data.demo.templates import MNI_DESCRIPTION, MNI_LICENCE, MNI_NOTICE, Tissue, nilearn_data_dir
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    SequenceKind,
    Task,
    TaskFamily,
)

KEY = "ms-relapsing"
CASE_ID = "demo-ms-relapsing"

# (centre mm, radii mm, long-axis direction): Dawson's fingers point away from the ventricles.
LESIONS = [
    ((-22.0, -10.0, 27.0), (2.5, 3.0, 6.0), (-0.35, 0.0, 1.0)),
    ((21.0, -18.0, 28.0), (2.5, 3.0, 6.0), (0.35, 0.0, 1.0)),
    ((-24.0, 4.0, 25.0), (2.5, 3.0, 5.0), (-0.3, 0.1, 1.0)),  # the enhancing one
    ((23.0, 6.0, 26.0), (2.0, 3.0, 5.0), (0.3, 0.1, 1.0)),
    ((-30.0, -36.0, 18.0), (3.0, 3.0, 4.5), (-0.5, -0.3, 1.0)),
    ((30.0, -34.0, 20.0), (2.5, 2.5, 4.0), None),
    ((3.0, -12.0, 24.0), (2.0, 4.0, 2.0), None),  # callosal undersurface
    ((-38.0, 16.0, 34.0), (3.5, 3.5, 3.5), None),  # left frontal juxtacortical
    ((16.0, -44.0, -30.0), (4.0, 4.0, 4.0), None),  # right middle cerebellar peduncle
]
ENHANCING = 2


def build_files(folder: Path, tissue: Tissue) -> None:
    rng = np.random.default_rng(20240312)
    affine = tissue.affine
    lesions = np.zeros(tissue.t1.shape, np.float32)
    for center, radii, direction in LESIONS:
        paint_ellipsoid(lesions, affine, center, radii, direction)
    lesions *= tissue.mask * (1.0 - 0.8 * tissue.csf)
    enhancing = np.zeros(tissue.t1.shape, np.float32)
    center, radii, direction = LESIONS[ENHANCING]
    paint_ellipsoid(enhancing, affine, center, tuple(r * 0.8 for r in radii), direction)  # type: ignore[arg-type]
    enhancing *= tissue.mask

    t2 = tissue_contrast(tissue, {"csf": 1.0, "gm": 0.55, "wm": 0.38}, t1_detail=-0.15)
    t2 = t2 * (1 - lesions) + 0.85 * lesions
    flair = tissue_contrast(tissue, {"csf": 0.08, "gm": 0.55, "wm": 0.40}, t1_detail=-0.1)
    flair = flair * (1 - lesions) + 0.95 * lesions
    for name, image in (("t2", t2), ("flair", flair)):
        thick, thick_affine = downsample(image, affine, (1, 1, 3))
        save_nifti(
            folder / f"{name}.nii", to_int16(add_noise(thick, rng, 0.02), 1000), thick_affine
        )
    t1c = np.clip(tissue.t1 * 255 * (1 - 0.7 * enhancing) + 255 * 0.7 * enhancing, 0, 255)
    save_nifti(folder / "t1c.nii", t1c.astype(np.uint8), affine)


def load_case(folder: Path, budget_bytes: int) -> Case:
    t1_path = nilearn_data_dir() / "mni_icbm152_t1_tal_nlin_sym_09a_converted.nii.gz"
    sequences = (
        nifti_sequence(
            t1_path,
            budget_bytes,
            sequence_id=f"{CASE_ID}-t1",
            kind=SequenceKind.T1,
            name="Axial T1 3D 1 mm (real MNI template)",
            description="Real MNI ICBM152 2009a T1 template, unmodified",
            synthetic=False,
        ),
        nifti_sequence(
            folder / "t2.nii",
            budget_bytes,
            sequence_id=f"{CASE_ID}-t2",
            kind=SequenceKind.T2,
            name="Axial T2 3 mm (synthetic)",
            description="Synthetic T2-like image computed from MNI tissue maps; lesions painted",
            synthetic=True,
        ),
        nifti_sequence(
            folder / "flair.nii",
            budget_bytes,
            sequence_id=f"{CASE_ID}-flair",
            kind=SequenceKind.FLAIR,
            name="Axial FLAIR 3 mm (synthetic)",
            description="Synthetic FLAIR-like image computed from MNI tissue maps; lesions painted",
            synthetic=True,
        ),
        nifti_sequence(
            folder / "t1c.nii",
            budget_bytes,
            sequence_id=f"{CASE_ID}-t1c",
            kind=SequenceKind.T1C,
            name="Axial T1 post-gadolinium 1 mm (synthetic enhancement)",
            description="Real MNI T1 with one painted, synthetic enhancing lesion",
            synthetic=True,
        ),
    )
    return Case(
        case_id=CASE_ID,
        title="Young woman with leg numbness after an earlier optic neuritis",
        source="demo",
        provenance=Provenance(
            source="NeuroLens demo (built from the MNI ICBM152 template shipped with nilearn)",
            description=MNI_DESCRIPTION
            + " T2, FLAIR and post-contrast images and all lesions are synthetic.",
            licence=MNI_LICENCE,
            notice=MNI_NOTICE,
            synthetic=(
                "Axial T2 (computed from tissue maps)",
                "Axial FLAIR (computed from tissue maps)",
                "T1 post-gadolinium enhancement",
                "all nine demyelinating lesions (painted)",
                "patient, names, identifiers and dates (fictitious)",
            ),
            disclaimer="DEMO CASE, NOT A REAL PATIENT. "
            "The patient, names, identifiers and dates are "
            "fictitious. The T1 image is the real MNI ICBM152 average brain; the T2, FLAIR and "
            "post-contrast images were computed from its tissue maps and every lesion was "
            "painted on (synthetic).",
        ),
        ehr=(
            ("Patient", "Hannah Verhoeven"),
            ("MRN", "NL-55120874"),
            ("Date of birth", "1994-07-21"),
            ("Age", "29"),
            ("Sex", "Female"),
            ("Handedness", "Right"),
            (
                "Presenting complaint",
                "10 days of numbness rising from both feet to the waist; electric sensations "
                "down the spine on neck flexion",
            ),
            (
                "Past history",
                "Painful visual loss in the right eye 18 months ago, recovered fully over "
                "6 weeks without treatment",
            ),
            ("Medications", "Combined oral contraceptive"),
            ("Family history", "Aunt with 'a nerve disease', details unknown"),
            (
                "Examination",
                "Right relative afferent pupillary defect; reduced vibration sense to the "
                "knees; brisk leg reflexes, flexor plantars; gait normal; EDSS 2.0",
            ),
            ("Bloods", "B12, folate, TSH, ANA normal; AQP4-IgG and MOG-IgG negative"),
            (
                "CSF",
                "4 white cells/uL, protein 0.41 g/L, CSF-specific oligoclonal bands present",
            ),
            ("Visit date", "2024-03-12"),
        ),
        notes=(
            "Neurology clinic, 12/03/2024, Dr A. Lindqvist: 29-year-old right-"
            "handed woman referred by her GP (Dr P. Moreau) with subacute ascending sensory "
            "symptoms and Lhermitte's phenomenon. Eighteen months ago she had an episode "
            "consistent with right optic neuritis that was not investigated. No bladder "
            "symptoms. Exam as above. MRI brain with gadolinium requested today; spinal MRI to "
            "follow. Contact: 0612 448 309.",
        ),
        tasks=_tasks(),
        sequences=sequences,
        tags=("demo", "demyelination", "synthetic lesions"),
    )


_LESION = (
    "Multiple ovoid T2/FLAIR hyperintense white-matter lesions: periventricular lesions on both "
    "sides oriented perpendicular to the lateral ventricles (Dawson's fingers), a lesion on the "
    "undersurface of the body of the corpus callosum, a left frontal juxtacortical lesion and a "
    "right middle cerebellar peduncle (infratentorial) lesion. One left frontal periventricular "
    "lesion shows nodular enhancement on T1 post-gadolinium; the others do not enhance. T1 is "
    "otherwise unremarkable."
)
_RATIONALE = (
    "A young woman with a previous episode typical of optic neuritis (with a residual right "
    "RAPD) now has a partial spinal cord syndrome with Lhermitte's sign: two attacks in "
    "different parts of the CNS. MRI shows dissemination in space (periventricular, "
    "juxtacortical and infratentorial lesions; callosal involvement and lesion orientation "
    "perpendicular to the ventricles are typical of MS) and dissemination in time (an "
    "enhancing lesion alongside non-enhancing ones); CSF-specific oligoclonal bands also "
    "substitute for dissemination in time. The 2017 McDonald criteria are met. AQP4-IgG and "
    "MOG-IgG are negative, making NMOSD and MOGAD less likely; ADEM is usually monophasic with "
    "encephalopathy; small vessel disease does not fit her age, the callosal/juxtacortical "
    "pattern or the enhancing lesion."
)
_DIAGNOSIS = Reference(
    diagnosis="Relapsing-remitting multiple sclerosis",
    synonyms=(
        "multiple sclerosis",
        "MS",
        "RRMS",
        "relapsing remitting MS",
        "relapsing-remitting MS",
    ),
    differential=(
        "Relapsing-remitting multiple sclerosis",
        "Neuromyelitis optica spectrum disorder",
        "MOG antibody-associated disease",
        "Acute disseminated encephalomyelitis",
        "Cerebral small vessel disease",
    ),
    lesion=_LESION,
    rationale=_RATIONALE,
)


def _tasks() -> tuple[Task, ...]:
    return (
        Task(
            task_id="dx",
            family=TaskFamily.DIFFERENTIAL,
            difficulty=Difficulty.DIRECT,
            question="Using the case record and the images, what is the most likely diagnosis? "
            "Give a ranked differential diagnosis.",
            reference=_DIAGNOSIS,
        ),
        Task(
            task_id="lesions",
            family=TaskFamily.LESION,
            difficulty=Difficulty.DIRECT,
            question="Describe the lesions: on which sequences they are visible, where they "
            "are, their shape and orientation, and whether any enhance.",
            reference=_DIAGNOSIS,
        ),
        Task(
            task_id="rationale",
            family=TaskFamily.RATIONALE,
            difficulty=Difficulty.DIRECT,
            question="Explain which clinical, imaging and laboratory findings support your "
            "diagnosis, which diagnostic criteria they satisfy, and why the alternatives are "
            "less likely.",
            reference=_DIAGNOSIS,
        ),
    )
