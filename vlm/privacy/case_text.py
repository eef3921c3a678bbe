"""A case's text as it may be sent: identifying EHR fields dropped, everything else scrubbed."""

from __future__ import annotations

import re
from dataclasses import dataclass

from data.model import Case
from vlm.privacy.scrub import Deidentifier

# EHR keys whose whole value is an identifier: dropped, and scrubbed wherever else it appears.
_IDENTIFYING_KEY = re.compile(
    r"\b(name|surname|first name|last name|patient|mrn|medical record|record (no|number|#)|"
    r"patient id|id|hospital (no|number)|accession|nhs|ssn|bsn|social security|insurance|"
    r"dob|date of birth|birth ?date|address|street|zip|postcode|postal code|city|phone|"
    r"telephone|mobile|e-?mail|contact|admission date|discharge date|visit date|date|"
    r"next of kin|nok|kin|emergency contact|relative|spouse|guardian|carer|gp|general practitioner|"
    r"referring|referred by|physician|doctor|consultant|clinician|hospital|institution|clinic|"
    r"practice|site|centre|center|ward)\b",
    re.IGNORECASE,
)
_NON_IDENTIFYING_KEY = re.compile(r"^(age|sex|gender|handedness)$", re.IGNORECASE)
_CLINICAL_KEY = re.compile(r"^(hospital course|clinic letter|clinical)\b", re.IGNORECASE)


def is_identifying_key(key: str) -> bool:
    key = key.strip()
    if _NON_IDENTIFYING_KEY.match(key) or _CLINICAL_KEY.match(key):
        return False
    return bool(_IDENTIFYING_KEY.search(key))


def known_identifiers(case: Case) -> list[str]:
    """Identifiers the case itself knows: identifying EHR values and DICOM patient tags."""
    found = [v for k, v in case.ehr if is_identifying_key(k) and v.strip()]
    for seq in case.sequences:
        for attr in ("tags", "metadata", "header"):
            meta = getattr(seq, attr, None)
            if isinstance(meta, dict):
                for tag in ("PatientName", "PatientID", "OtherPatientIDs", "PatientBirthDate"):
                    if meta.get(tag):
                        found.append(str(meta[tag]))
    return found


@dataclass(frozen=True)
class CleanText:
    """The case's text as it may be sent: identifying EHR fields dropped, the rest scrubbed."""

    ehr: tuple[tuple[str, str], ...]
    notes: tuple[str, ...]
    removed_fields: tuple[str, ...]


def case_deidentifier(case: Case) -> Deidentifier:
    """A scrubber that also knows this case's own identifiers."""
    return Deidentifier(known_identifiers(case))


def scrub_ehr_value(key: str, value: str, scrubber: Deidentifier) -> str:
    """A kept EHR value, scrubbed; a bare age over 89 in an Age field becomes "90 or older"."""
    if key.strip().lower() == "age" and value.strip().isdigit() and int(value.strip()) > 89:
        return "90 or older"
    return scrubber.scrub(value)


def deidentify_case_text(case: Case, scrubber: Deidentifier | None = None) -> CleanText:
    scrubber = scrubber or case_deidentifier(case)
    ehr: list[tuple[str, str]] = []
    removed: list[str] = []
    for key, value in case.ehr:
        if is_identifying_key(key):
            removed.append(key)
            continue
        ehr.append((scrubber.scrub(key), scrub_ehr_value(key, value, scrubber)))
    notes = tuple(scrubber.scrub(n) for n in case.notes)
    return CleanText(tuple(ehr), notes, tuple(removed))
