"""Demo case 3: butterfly glioblastoma (complex split; synthetic tumour, NIfTI files).

Every image of this case carries the painted tumour, so every sequence is labelled synthetic;
the anatomy around it is the real MNI template.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from data.demo.files import key_slice_tag, nifti_sequence, save_nifti
from data.demo.lesions import box_of, necrotic_mass, smooth_noise, white_matter_oedema
from data.demo.synthesis import add_noise, downsample, tissue_contrast, to_int16
from data.demo.tasks import demo_tasks
from data.demo.templates import MNI_DESCRIPTION, MNI_LICENCE, MNI_NOTICE, Tissue
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    SequenceKind,
    Task,
)

KEY = "glioma-butterfly"
CASE_ID = "demo-glioma-butterfly"


# The mass: a dominant right frontal lobe and a smaller left one joined through the genu of the
# corpus callosum (centre, radii in mm, RAS); see data.demo.lesions.necrotic_mass.
LOBES = (
    ((22.0, 36.0, 14.0), (16.0, 17.0, 14.0)),  # right frontal deep white matter
    ((0.0, 34.0, 9.0), (16.0, 10.0, 10.0)),  # across the genu
    ((-16.0, 36.0, 10.0), (9.0, 11.0, 9.0)),  # left frontal
)
MASS_BOUNDS = ((-40.0, 45.0), (5.0, 65.0), (-15.0, 40.0))
OEDEMA_BOUNDS = ((-62.0, 66.0), (-35.0, 78.0), (-28.0, 58.0))
KEY_Z_MM = 10.0  # the axial level the case opens on: both lobes and the genu in one slice


def build_files(folder: Path, tissue: Tissue) -> None:
    rng = np.random.default_rng(20231120)
    affine = tissue.affine
    rim, necrosis = necrotic_mass(tissue, MASS_BOUNDS, LOBES, rng, rim_mm=(2.5, 8.0))
    mass = np.clip(rim + necrosis, 0, 1)
    oedema = white_matter_oedema(tissue, OEDEMA_BOUNDS, mass, (10.0, 30.0), rng)
    oedema = np.clip(oedema - mass, 0, 1)
    # nodular, uneven enhancement along the rim
    sl, axes = box_of(tissue, MASS_BOUNDS)
    uptake = np.ones(tissue.t1.shape, np.float32)
    uptake[sl] = 1.55 + 0.25 * smooth_noise(tuple(len(a) for a in axes), rng, 9)

    t1 = tissue.t1 * (1 - 0.15 * oedema)
    t1 = t1 * (1 - rim) + 0.45 * rim
    t1 = t1 * (1 - necrosis) + 0.25 * necrosis
    t1c = t1 * (1 - rim) + uptake * rim
    flair = tissue_contrast(tissue, {"csf": 0.08, "gm": 0.55, "wm": 0.40}, t1_detail=-0.1)
    flair = flair * (1 - oedema) + 0.85 * oedema
    flair = flair * (1 - rim) + 0.75 * rim
    flair = flair * (1 - necrosis) + 0.62 * necrosis
    dwi = tissue_contrast(tissue, {"csf": 0.06, "gm": 0.52, "wm": 0.46})
    dwi = dwi * (1 - oedema) + 0.5 * oedema
    dwi = dwi * (1 - rim) + 0.62 * rim
    dwi = dwi * (1 - necrosis) + 0.15 * necrosis
    adc = tissue_contrast(tissue, {"csf": 3.0, "gm": 0.85, "wm": 0.72})
    adc = adc * (1 - oedema) + 1.4 * oedema
    adc = adc * (1 - rim) + 0.9 * rim
    adc = adc * (1 - necrosis) + 2.4 * necrosis

    save_nifti(folder / "t1.nii", np.clip(t1 * 255, 0, 255).astype(np.uint8), affine)
    save_nifti(folder / "t1c.nii", to_int16(t1c, 1000), affine)  # enhancement above white matter
    for name, image, factors, sigma in (
        ("flair", flair, (1, 1, 3), 0.02),
        ("dwi", dwi, (2, 2, 4), 0.02),
        ("adc", adc, (2, 2, 4), 0.05),
    ):
        thick, thick_affine = downsample(image, affine, factors)  # type: ignore[arg-type]
        save_nifti(
            folder / f"{name}.nii", to_int16(add_noise(thick, rng, sigma), 1000), thick_affine
        )


def load_case(folder: Path, budget_bytes: int) -> Case:
    specs = (
        ("t1", SequenceKind.T1, "Axial T1 3D 1 mm (synthetic tumour)"),
        ("t1c", SequenceKind.T1C, "Axial T1 post-gadolinium 1 mm (synthetic tumour)"),
        ("flair", SequenceKind.FLAIR, "Axial FLAIR 3 mm (synthetic)"),
        ("dwi", SequenceKind.DWI, "Axial DWI b1000 (synthetic)"),
        ("adc", SequenceKind.ADC, "ADC map (synthetic)"),
    )
    sequences = tuple(
        nifti_sequence(
            folder / f"{key}.nii",
            budget_bytes,
            sequence_id=f"{CASE_ID}-{key}",
            kind=kind,
            name=name,
            description="Computed from the real MNI template and its tissue maps with a "
            "painted, synthetic tumour",
            synthetic=True,
        )
        for key, kind, name in specs
    )
    return Case(
        case_id=CASE_ID,
        title="Progressive left-sided weakness and personality change",
        source="demo",
        provenance=_provenance(),
        ehr=(
            ("Patient", "Margaret E. Dunmore"),
            ("MRN", "NL-70033518"),
            ("Date of birth", "1965-11-02"),
            ("Age", "58"),
            ("Sex", "Female"),
            (
                "Presenting complaint",
                "6 weeks of progressive left arm and leg weakness, morning headaches, apathy "
                "and disinhibition noticed by her family; one focal seizure (left arm jerking) "
                "3 days ago",
            ),
            ("Past history", "Treated hypothyroidism; ex-smoker (20 pack-years); no cancer"),
            ("Medications", "Levothyroxine 100 micrograms; started on levetiracetam"),
            (
                "Examination",
                "Abulic; left pronator drift, left hemiparesis MRC 4/5, left extensor plantar; "
                "papilloedema absent",
            ),
            ("Bloods", "FBC, CRP normal; HIV negative; LDH normal"),
            ("CT chest/abdomen/pelvis", "No primary tumour found"),
            ("Admission date", "2023-11-20"),
        ),
        notes=(
            "Neurosurgical referral 20/11/2023, Dr S. Achterberg: 58-year-old "
            "woman, GP Dr L. Faraday, with subacute frontal syndrome and left hemiparesis. "
            "Daughter (Ms Claire Dunmore) reports personality change over two months. MRI "
            "brain with contrast and diffusion; MDT discussion booked.",
        ),
        tasks=_tasks(),
        sequences=sequences,
        tags=(
            "demo",
            "neuro-oncology",
            "synthetic lesions",
            key_slice_tag(sequences[1], KEY_Z_MM),  # T1 post-gadolinium
        ),
    )


def _provenance() -> Provenance:
    """Where the images come from, and what in the case is synthetic."""
    return Provenance(
        source="NeuroLens demo (built from the MNI ICBM152 template shipped with nilearn)",
        description=MNI_DESCRIPTION
        + " The tumour, the oedema and the FLAIR, DWI, ADC and post-contrast contrasts are "
        "synthetic.",
        licence=MNI_LICENCE,
        notice=MNI_NOTICE,
        synthetic=(
            "tumour, necrosis and oedema painted on all five sequences",
            "FLAIR, DWI and ADC (computed from tissue maps)",
            "T1 post-gadolinium enhancement",
            "patient, names, identifiers and dates (fictitious)",
        ),
        disclaimer="DEMO CASE, NOT A REAL PATIENT. "
        "The patient, names, identifiers and dates are "
        "fictitious. The anatomy is the real MNI ICBM152 average brain; the tumour and "
        "oedema, and the FLAIR, DWI, ADC and post-contrast contrasts, are synthetic.",
    )


_LESION = (
    "Lobulated mass centred in the right frontal deep white matter, anterior to the frontal "
    "horns, that crosses the genu of the corpus callosum into the left frontal white matter "
    "(butterfly pattern), larger on the right. On T1 post-gadolinium a thick, irregular, nodular "
    "enhancing rim of uneven thickness (about 4 to 7 mm) surrounds a non-enhancing necrotic "
    "centre that is continuous across the midline, with solid enhancing nodules along its "
    "superior margin on the left. The necrotic centre is T1 hypointense, intermediate on FLAIR, "
    "low on DWI with high ADC (no central restricted diffusion); the rim is T1 hypointense "
    "before contrast and mildly high on DWI without low ADC. FLAIR hyperintense vasogenic "
    "oedema surrounds it in the frontal white matter of both hemispheres, reaching into the "
    "gyral white matter in finger-like projections and sparing the cortex. The frontal horns "
    "and the midline are not displaced."
)
_RATIONALE = (
    "A subacute progressive frontal syndrome with hemiparesis and a seizure in a 58-year-old "
    "points to an expanding mass. A thick irregularly enhancing rim around central necrosis "
    "that crosses the corpus callosum with extensive oedema is the classic appearance of "
    "glioblastoma (IDH-wildtype at this age). Primary CNS lymphoma also crosses the corpus "
    "callosum but usually enhances homogeneously with restricted diffusion throughout and "
    "rarely shows necrosis in immunocompetent patients; an abscess would show restricted "
    "diffusion in its centre with a thin smooth rim; tumefactive demyelination tends to affect "
    "younger patients, shows an incomplete (open) ring and little mass effect for its size; a "
    "solitary metastasis is less likely with no primary on body CT and callosal crossing. "
    "Histology is needed to confirm."
)
_REFERENCE = Reference(
    diagnosis="Glioblastoma, IDH-wildtype (butterfly glioma)",
    synonyms=(
        "glioblastoma",
        "GBM",
        "glioblastoma multiforme",
        "butterfly glioma",
        "high-grade glioma",
        "WHO grade 4 glioma",
    ),
    differential=(
        "Glioblastoma, IDH-wildtype",
        "Primary CNS lymphoma",
        "Tumefactive demyelinating lesion",
        "Brain abscess",
        "Solitary metastasis",
    ),
    lesion=_LESION,
    rationale=_RATIONALE,
)


def _tasks() -> tuple[Task, ...]:
    return demo_tasks(
        _REFERENCE,
        Difficulty.COMPLEX,
        diagnosis="Using the case record and all sequences, what is the most likely "
        "diagnosis? Rank the differential and state which imaging feature separates the "
        "top two.",
        lesions="Characterise the lesion: location and extent, enhancement pattern, "
        "signal of its centre on T1, FLAIR, DWI and ADC, and the surrounding tissue.",
        rationale="Explain the reasoning from findings to diagnosis, and why lymphoma, "
        "abscess and tumefactive demyelination are less likely.",
    )
