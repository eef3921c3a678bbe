"""The case model: plain frozen values shared by every layer (no gradio, no I/O).

Volumes are stored in one canonical orientation (RAS+: array axis 0 runs toward the patient's
Right, axis 1 toward Anterior, axis 2 toward Superior) so that every viewer, prompt builder and
benchmark can slice them the same way without re-reading headers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

import numpy as np
import numpy.typing as npt


class SequenceKind(StrEnum):
    """MRI/CT contrast of a sequence; guessed from headers, shown to users and to models."""

    T1 = "T1"
    T2 = "T2"
    FLAIR = "FLAIR"
    DWI = "DWI"
    ADC = "ADC"
    T1C = "T1 post-contrast"
    SWI = "SWI"
    CT = "CT"
    OTHER = "other"


class TaskFamily(StrEnum):
    """The three Neural-MedBench task families."""

    DIFFERENTIAL = "differential_diagnosis"
    LESION = "lesion_recognition"
    RATIONALE = "rationale_generation"


class Difficulty(StrEnum):
    """The three Neural-MedBench splits (the results table calls multi-round `multi_turn`)."""

    DIRECT = "direct"
    COMPLEX = "complex"
    MULTI_ROUND = "multi_round"


class Plane(StrEnum):
    AXIAL = "axial"
    CORONAL = "coronal"
    SAGITTAL = "sagittal"


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a case came from and under which terms; shown in the UI next to the images.

    None of it is ever sent to a model: a note saying what was painted on an image tells the
    model what to look for. `disclaimer` is what a reader must see before the case (a demo's
    "not a real patient"); it lives here, never in the notes or the EHR, which are sent.
    """

    source: str
    description: str
    licence: str
    notice: str = ""
    synthetic: tuple[str, ...] = ()  # human-readable list of what is synthetic in this case
    disclaimer: str = ""


@dataclass(frozen=True, slots=True)
class Reference:
    """Ground truth for a task; any field may be empty when the source does not provide it."""

    diagnosis: str = ""
    synonyms: tuple[str, ...] = ()
    differential: tuple[str, ...] = ()  # ranked, most likely first
    lesion: str = ""
    rationale: str = ""


@dataclass(frozen=True, slots=True)
class Task:
    """One question asked about a case. Multi-round tasks reveal `turns` one after another."""

    task_id: str
    family: TaskFamily
    difficulty: Difficulty
    question: str
    turns: tuple[str, ...] = ()
    reference: Reference | None = None


@dataclass(frozen=True, eq=False)
class Volume:
    """A 3D scalar volume in canonical RAS+ orientation.

    `affine` maps voxel indices (i, j, k) to RAS millimetres; `spacing` is the voxel size in mm
    along the three array axes. `window` is the header's default (center, width) when known.
    `spacing_known` is False when the file gives no pixel spacing (1 mm was assumed), so
    lengths are measured in pixels, not millimetres.
    """

    data: npt.NDArray[np.floating] | npt.NDArray[np.integer]
    affine: npt.NDArray[np.float64]
    spacing: tuple[float, float, float]
    window: tuple[float, float] | None = None
    spacing_known: bool = True

    @property
    def shape(self) -> tuple[int, int, int]:
        s = self.data.shape
        return (int(s[0]), int(s[1]), int(s[2]))

    @property
    def nbytes(self) -> int:
        """Bytes the voxels take (a lazy volume says so before reading them)."""
        return int(self.data.nbytes)


@dataclass(frozen=True, eq=False)
class ImageStack:
    """2D images with no known 3D geometry (PNG/JPEG slices, montages, data URIs).

    Each frame is (H, W) grayscale or (H, W, 3|4) colour, any numeric dtype.
    """

    frames: tuple[npt.NDArray[np.generic], ...]
    labels: tuple[str, ...] = ()
    pixel_spacing: tuple[float, float] | None = None


@dataclass(frozen=True, eq=False)
class Sequence:
    """One series of a case: either a 3D `volume` or a 2D `stack` (exactly one is set)."""

    sequence_id: str
    kind: SequenceKind
    name: str
    volume: Volume | None = None
    stack: ImageStack | None = None
    description: str = ""
    synthetic: bool = False
    burned_in_annotation: bool = False
    source_path: str = ""
    # the stored intensities' units where the file or the manifest states them ("HU" for CT,
    # DICOM Rescale Type / Units, a manifest's `units:` such as "10^-6 mm²/s" for ADC); "" unknown
    units: str = ""

    def __post_init__(self) -> None:
        if (self.volume is None) == (self.stack is None):
            raise ValueError(f"sequence {self.sequence_id!r} needs exactly one of volume or stack")


@dataclass(frozen=True, eq=False)
class Case:
    """A neurology case: images, EHR, notes and the tasks asked about it."""

    case_id: str
    title: str
    source: str
    provenance: Provenance
    ehr: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    tasks: tuple[Task, ...] = ()
    sequences: tuple[Sequence, ...] = ()
    tags: tuple[str, ...] = field(default_factory=tuple)

    def sequence(self, sequence_id: str) -> Sequence:
        for seq in self.sequences:
            if seq.sequence_id == sequence_id:
                return seq
        raise KeyError(f"case {self.case_id!r} has no sequence {sequence_id!r}")

    def task(self, task_id: str) -> Task:
        for task in self.tasks:
            if task.task_id == task_id:
                return task
        raise KeyError(f"case {self.case_id!r} has no task {task_id!r}")
