"""Demo case 2: acute left MCA ischaemic stroke, stored as a real DICOM study on disk.

Four series are written with data.formats.dicom_write.write_series and read back through
data.formats.dicom.load_dicom_folder on every start, so the default app runs the DICOM path. The
headers carry realistic-looking but FAKE identifiers (name, MRN, birth date, accession number)
that the privacy gate must strip before anything reaches a model.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import numpy as np

from data.demo.files import key_slice_tag
from data.demo.lesions import territory
from data.demo.synthesis import add_noise, downsample, tissue_contrast
from data.demo.tasks import demo_tasks
from data.demo.templates import MNI_DESCRIPTION, MNI_LICENCE, MNI_NOTICE, Tissue
from data.errors import LoadError
from data.formats.dicom import load_dicom_folder
from data.formats.dicom_write import write_series
from data.model import (
    Case,
    Difficulty,
    Provenance,
    Reference,
    Sequence,
    SequenceKind,
    Task,
    Volume,
)

KEY = "stroke-left-mca"
CASE_ID = "demo-stroke-left-mca"

FAKE_PATIENT: dict[str, Any] = {
    "PatientBirthDate": "19570314",
    "PatientSex": "M",
    "PatientAge": "067Y",
    "StudyDate": "20240611",
    "SeriesDate": "20240611",
    "StudyTime": "075512",
    "AccessionNumber": "ACC24061100427",
    "InstitutionName": "St Aldhelm General Hospital",
    "ReferringPhysicianName": "Okafor^Ngozi",
    "StudyDescription": "MRI BRAIN STROKE PROTOCOL",
    "OtherPatientIDs": "NHS 943 476 5919",
}
PATIENT_NAME = "Kowalski^Marek^J"
PATIENT_ID = "MRN-48213975"

# series number -> (description written into the header, kind, synthetic, sequence id suffix)
SERIES = {
    1: ("T1 3D 1mm (real MNI template)", SequenceKind.T1, False, "t1"),
    2: ("AX FLAIR 4mm (synthetic)", SequenceKind.FLAIR, True, "flair"),
    3: ("AX DWI b1000 TRACE (synthetic)", SequenceKind.DWI, True, "dwi"),
    4: ("AX ADC (synthetic)", SequenceKind.ADC, True, "adc"),
}


# The left MCA territory as the infarct covers it (centre, radii in mm, RAS): insula with the
# frontal and parietal operculum, the lentiform nucleus, and the corona radiata above it.
TERRITORY = (
    ((-46.0, -6.0, 12.0), (24.0, 30.0, 18.0)),  # insula, frontal and parietal operculum
    ((-23.0, 2.0, 3.0), (10.0, 15.0, 9.0)),  # lentiform nucleus
    ((-30.0, -10.0, 26.0), (13.0, 24.0, 10.0)),  # corona radiata
)
TERRITORY_BOUNDS = ((-78.0, -4.0), (-52.0, 40.0), (-20.0, 48.0))
KEY_Z_MM = 8.0  # the axial level the case opens on: insula, operculum and lentiform nucleus


def build_files(folder: Path, tissue: Tissue) -> None:
    rng = np.random.default_rng(20240611)
    affine = tissue.affine
    x, _, _ = tissue.world_grid()
    left = np.broadcast_to(x < -6, tissue.t1.shape)  # the left hemisphere only
    infarct = territory(tissue, TERRITORY_BOUNDS, TERRITORY, left, rng)

    flair = tissue_contrast(tissue, {"csf": 0.08, "gm": 0.55, "wm": 0.40}, t1_detail=-0.1)
    dwi = tissue_contrast(tissue, {"csf": 0.06, "gm": 0.52, "wm": 0.46})
    dwi = dwi * (1 + 1.1 * infarct)  # keeps the grey/white texture inside the lesion
    adc = tissue_contrast(tissue, {"csf": 3.0, "gm": 0.85, "wm": 0.72})
    adc = adc * (1 - 0.5 * infarct)

    images = {
        1: (tissue.t1 * 255.0, affine, 1.0),
        2: (*downsample(flair, affine, (1, 1, 4)), 1000.0),
        3: (*downsample(dwi, affine, (2, 2, 4)), 1000.0),
        4: (*downsample(adc, affine, (2, 2, 4)), 1000.0),
    }
    study_uid = "2.25.184467440737095516150011"
    for number, (data, aff, scale) in images.items():
        if number > 1:
            data = add_noise(data, rng, 0.02 if number != 4 else 0.05)
        values = np.clip(np.rint(data * scale), 0, 32767).astype(np.int16)
        spacing = tuple(float(s) for s in np.abs(np.diag(aff))[:3])
        description = SERIES[number][0]
        write_series(
            Volume(data=values, affine=aff, spacing=spacing),  # type: ignore[arg-type]
            folder / f"series{number:02d}",
            series_description=description,
            patient_name=PATIENT_NAME,
            patient_id=PATIENT_ID,
            series_number=number,
            extra={**FAKE_PATIENT, "StudyInstanceUID": study_uid},
        )


def load_case(folder: Path, budget_bytes: int) -> Case:
    sequences = _sequences(folder, budget_bytes)
    return Case(
        case_id=CASE_ID,
        title="Man found with right-sided weakness and no speech",
        source="demo",
        provenance=_provenance(),
        ehr=(
            ("Patient", "Marek J. Kowalski"),
            ("MRN", "MRN-48213975"),
            ("Date of birth", "1957-03-14"),
            ("Age", "67"),
            ("Sex", "Male"),
            ("Handedness", "Right"),
            ("Presentation", "Found on the kitchen floor at 07:10 by his wife"),
            ("Last known well", "05:50 (went to the bathroom, spoke normally)"),
            ("Past history", "Epilepsy since a head injury aged 40; hypertension"),
            ("Medications", "Levetiracetam 750 mg twice daily; amlodipine 5 mg"),
            ("Observations", "BP 178/96 mmHg, pulse 112 irregular, SpO2 95 %, temperature 36.8"),
            (
                "Examination",
                "Global aphasia, right facial droop, dense right arm and leg weakness, "
                "left gaze preference; NIHSS 18",
            ),
            ("Arrival time", "07:35; MRI at 07:55"),
        ),
        notes=(
            "ED triage 11/06/2024 07:35: brought by ambulance; wife (Mrs Irena "
            "Kowalska, tel 07700 900 184) found him on the floor, unable to speak, not moving "
            "his right side. Known epilepsy; last seizure 2 years ago. Stroke team called.",
        ),
        tasks=_tasks(),
        sequences=tuple(sequences),
        tags=(
            "demo",
            "stroke",
            "DICOM",
            "synthetic lesions",
            key_slice_tag(sequences[2], KEY_Z_MM),  # DWI b1000
        ),
    )


def _sequences(folder: Path, budget_bytes: int) -> list[Sequence]:
    """The four series read back from the DICOM study, in SERIES order."""
    loaded = load_dicom_folder(folder, budget_bytes)
    by_name = {seq.name: seq for seq in loaded}
    sequences = []
    for description, kind, synthetic, suffix in SERIES.values():
        seq = by_name.get(description)
        if seq is None:
            raise LoadError(folder, f"demo DICOM series {description!r} missing; delete the cache")
        sequences.append(
            dataclasses.replace(
                seq,
                sequence_id=f"{CASE_ID}-{suffix}",
                kind=kind,
                synthetic=synthetic,
                description=(
                    "Synthetic image computed from MNI tissue maps; infarct painted. "
                    if synthetic
                    else "Real MNI ICBM152 2009a T1 template written as DICOM. "
                )
                + seq.description,
            )
        )
    return sequences


def _provenance() -> Provenance:
    """Where the images come from, and what in the case is synthetic."""
    return Provenance(
        source="NeuroLens demo (built from the MNI ICBM152 template shipped with nilearn)",
        description=MNI_DESCRIPTION
        + " Written as a DICOM study with fictitious identifiers; FLAIR, DWI and ADC "
        "images and the infarct are synthetic.",
        licence=MNI_LICENCE,
        notice=MNI_NOTICE,
        synthetic=(
            "Axial FLAIR (computed from tissue maps)",
            "Axial DWI b1000 (computed from tissue maps)",
            "Axial ADC map (computed from tissue maps)",
            "left MCA infarct (painted)",
            "patient, identifiers in the DICOM headers, names and dates (fictitious)",
        ),
        disclaimer="DEMO CASE, NOT A REAL PATIENT. "
        "The patient, names, identifiers (including those "
        "in the DICOM headers) and dates are fictitious. The T1 series is the real MNI "
        "ICBM152 average brain; FLAIR, DWI and ADC were computed from its tissue maps and "
        "the infarct was painted on (synthetic).",
    )


_LESION = (
    "Restricted diffusion in the left MCA territory: high signal on DWI b1000 with matching low "
    "ADC in the left insula, the frontal and parietal operculum with the adjacent lateral "
    "convexity cortex and white matter, the lentiform nucleus and the corona radiata; the "
    "Sylvian CSF spaces within it are spared. FLAIR shows no corresponding hyperintensity "
    "(DWI-FLAIR mismatch). No lesion in the right hemisphere, the anterior or posterior "
    "cerebral artery territories or the posterior fossa; T1 unremarkable."
)
_RATIONALE = (
    "Sudden right hemiparesis, global aphasia and left gaze deviation localise to a large left "
    "MCA territory lesion. Restricted diffusion (bright DWI, dark ADC) indicates cytotoxic "
    "oedema of acute ischaemia; the absence of FLAIR change (DWI-FLAIR mismatch) places onset "
    "within about 4.5 hours, consistent with last known well at 05:50. Atrial fibrillation with "
    "anticoagulation recently stopped makes a cardioembolic left M1 occlusion likely. Todd's "
    "paresis after an unwitnessed seizure was a reasonable first thought given his epilepsy, "
    "but a postictal deficit does not cause a territorial diffusion restriction with low ADC, "
    "there was no convulsive activity, and CTA shows an occluded artery; hypoglycaemia was "
    "excluded by a normal glucose."
)
_REFERENCE = Reference(
    diagnosis="Acute ischaemic stroke in the left middle cerebral artery territory",
    synonyms=(
        "acute left MCA infarct",
        "left MCA ischemic stroke",
        "left middle cerebral artery infarction",
        "cardioembolic stroke, left M1 occlusion",
        "acute ischemic stroke",
    ),
    differential=(
        "Acute ischaemic stroke, left MCA territory (cardioembolic)",
        "Todd's paresis after an unwitnessed seizure",
        "Intracerebral haemorrhage",
        "Hypoglycaemia",
        "Herpes simplex encephalitis",
    ),
    lesion=_LESION,
    rationale=_RATIONALE,
)


def _tasks() -> tuple[Task, ...]:
    return demo_tasks(
        _REFERENCE,
        Difficulty.DIRECT,
        diagnosis="A 67-year-old man with known epilepsy was found on the floor with "
        "right-sided weakness and no speech. From the history and the T1 and FLAIR "
        "images, what is your leading diagnosis and differential?",
        turns=(
            "New information: his wife now says she heard no fall or jerking, and he has "
            "atrial fibrillation; apixaban was stopped 5 days ago before a dental "
            "extraction. Capillary glucose is 6.4 mmol/L. Does this change your "
            "assessment?",
            "New information: the DWI and ADC series are now available, and CT angiography "
            "shows an abrupt occlusion of the left M1 segment. Give your final diagnosis, "
            "a ranked differential, and the key imaging finding that decides it.",
        ),
        lesions="Which sequences show an acute abnormality? Describe its location and "
        "signal on DWI, ADC and FLAIR.",
        rationale="Explain how the clinical picture and the DWI, ADC and FLAIR findings "
        "establish the diagnosis and estimate when it began, and why a postictal deficit "
        "is unlikely.",
    )
