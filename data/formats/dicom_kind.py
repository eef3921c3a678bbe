"""Guessing a series' contrast (T1, FLAIR, DWI...) from its header text and physics tags."""

from __future__ import annotations

import re
from collections.abc import Mapping

from data.model import SequenceKind

KIND_TAGS = (
    "Modality",
    "SeriesDescription",
    "ProtocolName",
    "SequenceName",
    "ScanningSequence",
    "SequenceVariant",
    "ImageType",
    "ContrastBolusAgent",
    "DiffusionBValue",
    "EchoTime",
    "RepetitionTime",
    "InversionTime",
    "AcquisitionContrast",
)
# Enhanced MR's AcquisitionContrast (0008,9209) names the weighting outright.
_ACQUISITION_CONTRAST = {
    "T1": SequenceKind.T1,
    "T2": SequenceKind.T2,
    "FLAIR": SequenceKind.FLAIR,
    "DIFFUSION": SequenceKind.DWI,
    "T2_STAR": SequenceKind.SWI,
}


def guess_sequence_kind(description: str, tags: Mapping[str, str]) -> SequenceKind:
    """Best guess at the contrast from free text (series description...) and header tags.

    Text wins over physics; TR/TE/TI only decide when no word gives the kind away.
    """
    if str(tags.get("Modality", "")).strip().upper() == "CT":
        return SequenceKind.CT
    words = [description] + [str(tags.get(k, "")) for k in _TEXT_TAGS]
    text = " ".join(words).lower().replace("_", " ")
    image_type = str(tags.get("ImageType", "")).upper()
    contrast = _has_contrast_agent(tags)
    if re.search(r"\badc\b|apparent.?diff|\bdadc\b", text) or "ADC" in image_type:
        return SequenceKind.ADC
    if re.search(
        r"\bdwi\b|diffusion|\btrace\b|\bdiff\b|ep2d.?diff|\bdti\b|\bb\s?=?\s?1000\b", text
    ):
        return SequenceKind.DWI
    if _number(tags.get("DiffusionBValue")) > 0:
        return SequenceKind.DWI
    if re.search(r"\bswi\b|\bswan\b|susceptib|\bt2\s?\*|\bt2star\b|\bminip\b|\bhemo", text):
        return SequenceKind.SWI
    if re.search(r"flair|dark.?fluid|\btirm\b", text):
        return SequenceKind.FLAIR
    if re.search(r"\bt1|mprage|mp-rage|mp2rage|spgr|bravo|\btfl\b|\bvibe\b", text):
        if re.search(r"\bpre\b|pre-?contrast|\bnative\b|\bnon.?contrast", text):
            return SequenceKind.T1
        post = r"\bpost\b|\+\s?c\b|\bc\+|gad|\bgd\b|contrast|\bce\b|\bt1c\b|\bt1ce\b|\bt1\+"
        if contrast or re.search(post, text):
            return SequenceKind.T1C
        return SequenceKind.T1
    if re.search(r"\bt2|\btse\b|\bfse\b|\bhaste\b", text):
        return SequenceKind.T2
    declared = _ACQUISITION_CONTRAST.get(str(tags.get("AcquisitionContrast", "")).strip().upper())
    if declared is not None:
        return SequenceKind.T1C if declared == SequenceKind.T1 and contrast else declared
    tr, te, ti = (_number(tags.get(k)) for k in ("RepetitionTime", "EchoTime", "InversionTime"))
    if ti > 1500 and te > 60:
        return SequenceKind.FLAIR
    if te >= 70 and tr >= 1500:
        return SequenceKind.T2
    if 0 < tr <= 900 and 0 < te <= 30:
        return SequenceKind.T1C if contrast else SequenceKind.T1
    return SequenceKind.OTHER


_TEXT_TAGS = ("SeriesDescription", "ProtocolName", "SequenceName")


def _has_contrast_agent(tags: Mapping[str, str]) -> bool:
    agent = str(tags.get("ContrastBolusAgent", "")).strip().lower()
    return agent not in {"", "none", "no", "n/a", "na", "0"}


def _number(value: object) -> float:
    try:
        return float(str(value).split("\\")[0])
    except (TypeError, ValueError):
        return 0.0
