"""Demo case 1: relapsing-remitting multiple sclerosis (synthetic lesions, NIfTI files).

T1 is the real MNI template; T2, FLAIR and T1 post-contrast are computed from its tissue maps
with painted, clearly labelled synthetic demyelinating lesions.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from data.demo.files import key_slice_tag, nifti_sequence, save_nifti
from data.demo.lesions import on_ventricle_wall
from data.demo.synthesis import add_noise, downsample, paint_ellipsoid, tissue_contrast, to_int16
from data.demo.tasks import demo_tasks
from data.demo.templates import MNI_DESCRIPTION, MNI_LICENCE, MNI_NOTICE, Tissue, nilearn_data_dir
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    Sequence,
    SequenceKind,
    Task,
)

KEY = "ms-relapsing"
CASE_ID = "demo-ms-relapsing"

# Periventricular lesions: (a point inside a lateral ventricle, the way out to the wall, upward
# tilt, (short, long) semi-axes in mm). Each is placed on the wall with its long axis along the
# wall's outward normal (data.demo.lesions.on_ventricle_wall): perpendicular to the ventricle.
PERIVENTRICULAR = [
    ((12.0, 6.0, 22.0), (1.0, 0.35, 0.0), 0.25, (2.8, 7.0)),  # right, beside the body, front
    ((14.0, -20.0, 23.0), (1.0, -0.1, 0.0), 0.3, (3.0, 8.0)),  # right, beside the body
    ((17.0, -33.0, 19.0), (0.8, -0.6, 0.0), 0.2, (2.4, 5.5)),  # right, by the trigone
    ((-12.0, 0.0, 22.0), (-1.0, 0.2, 0.0), 0.3, (3.2, 8.5)),  # left, beside the body
    ((-17.0, -31.0, 21.0), (-0.8, -0.6, 0.0), 0.25, (2.8, 6.5)),  # left, by the trigone
    ((-9.0, 14.0, 16.0), (-1.0, 0.3, 0.0), 0.2, (2.6, 6.5)),  # left frontal horn
]
ENHANCING = 3  # the left lesion beside the body enhances (nodular); the others do not
# Lesions away from the ventricles: (centre mm, radii mm).
OTHERS = [
    ((3.0, -10.0, 24.5), (2.5, 5.0, 2.0)),  # undersurface of the body of the corpus callosum
    ((-39.0, 18.0, 36.0), (3.0, 3.5, 3.0)),  # left frontal, juxtacortical
    ((16.0, -44.0, -30.0), (3.5, 4.0, 4.0)),  # right middle cerebellar peduncle
]
KEY_Z_MM = 22.0  # the axial level the case opens on: six of the periventricular lesions


def build_files(folder: Path, tissue: Tissue) -> None:
    rng = np.random.default_rng(20240312)
    affine = tissue.affine
    lesions = np.zeros(tissue.t1.shape, np.float32)
    enhancing = np.zeros_like(lesions)
    for n, (start, direction, tilt, (short, long)) in enumerate(PERIVENTRICULAR):
        centre, axis = on_ventricle_wall(tissue, start, direction, long, tilt)
        paint_ellipsoid(lesions, affine, centre, (short, short, long), axis, 0.25)
        if n == ENHANCING:
            paint_ellipsoid(enhancing, affine, centre, (short * 0.9, short * 0.9, long * 0.8), axis)
    for centre, radii in OTHERS:
        paint_ellipsoid(lesions, affine, centre, radii, None, 0.25)
    lesions *= tissue.mask * (1.0 - 0.8 * tissue.csf)
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
    t1c = np.clip(tissue.t1 * 255 * (1 - 0.9 * enhancing) + 255 * 0.9 * enhancing, 0, 255)
    save_nifti(folder / "t1c.nii", t1c.astype(np.uint8), affine)


def load_case(folder: Path, budget_bytes: int) -> Case:
    sequences = _sequences(folder, budget_bytes)
    return Case(
        case_id=CASE_ID,
        title="Young woman with leg numbness after an earlier optic neuritis",
        source="demo",
        provenance=_provenance(),
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
        tags=(
            "demo",
            "demyelination",
            "synthetic lesions",
            key_slice_tag(sequences[2], KEY_Z_MM),  # FLAIR
        ),
    )


def _sequences(folder: Path, budget_bytes: int) -> tuple[Sequence, ...]:
    """The real MNI T1 and the three synthetic contrasts, read lazily."""
    t1_path = nilearn_data_dir() / "mni_icbm152_t1_tal_nlin_sym_09a_converted.nii.gz"
    return (
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


def _provenance() -> Provenance:
    """Where the images come from, and what in the case is synthetic."""
    return Provenance(
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
    )


_LESION = (
    "Multiple ovoid T2/FLAIR hyperintense white-matter lesions. Periventricular lesions on both "
    "sides touch the lateral walls of the bodies of the lateral ventricles, the trigones and "
    "the left frontal horn, each with its long axis perpendicular to the ventricle wall "
    "(Dawson's fingers). A small lesion lies on the undersurface of the body of the corpus "
    "callosum, one in the left frontal white matter next to the cortex (juxtacortical) and one "
    "in the right middle cerebellar peduncle (infratentorial). The largest, beside the body of "
    "the left lateral ventricle, shows nodular enhancement on T1 post-gadolinium; the others "
    "do not enhance. T1 is otherwise unremarkable."
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
    return demo_tasks(
        _DIAGNOSIS,
        Difficulty.DIRECT,
        diagnosis="Using the case record and the images, what is the most likely diagnosis? "
        "Give a ranked differential diagnosis.",
        lesions="Describe the lesions: on which sequences they are visible, where they "
        "are, their shape and orientation, and whether any enhance.",
        rationale="Explain which clinical, imaging and laboratory findings support your "
        "diagnosis, which diagnostic criteria they satisfy, and why the alternatives are "
        "less likely.",
    )
