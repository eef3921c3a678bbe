"""The privacy gate: what may leave the process, and in what form, before any request is sent.

Rules (the issue's, enforced here and nowhere else):
- images travel as rendered PNG pixels (never DICOM bytes or headers);
- no header identifier reaches a prompt: case ids, titles, file paths and DICOM tags are never
  put in a prompt, and sequence names are scrubbed like any text;
- names, dates, record numbers, phone numbers, addresses and e-mails are scrubbed from notes and
  EHR text by scrubadub's offline detectors plus our own patterns, and every identifier the case
  itself knows (EHR name/MRN/DOB fields, DICOM PatientName/PatientID where a loader kept them) is
  scrubbed wherever it appears;
- the bundled demo cases may go to any endpoint; a user's own case goes to a non-local endpoint
  only after an explicit confirmation in that session;
- sequences whose header says burned-in annotation are held back until the user confirms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from data.errors import NeuroLensError
from data.model import Case, Sequence
from vlm.registry import is_local_url

DEMO_SOURCE = "demo"
REMOVED = "[removed]"

# EHR keys whose whole value is an identifier: dropped, and scrubbed wherever else it appears.
_IDENTIFYING_KEY = re.compile(
    r"\b(name|surname|first name|last name|patient|mrn|medical record|record (no|number|#)|"
    r"patient id|id|hospital (no|number)|accession|nhs|ssn|social security|insurance|"
    r"dob|date of birth|birth ?date|address|street|zip|postcode|postal code|city|phone|"
    r"telephone|mobile|e-?mail|contact|admission date|discharge date|visit date|date)\b",
    re.IGNORECASE,
)
_NON_IDENTIFYING_KEY = re.compile(r"^(age|sex|gender|handedness)$", re.IGNORECASE)

_MONTHS = (
    r"(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|"
    r"sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)"
)
_PATTERNS: dict[str, list[str]] = {
    "date": [
        r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b",
        rf"\b\d{{1,2}}(st|nd|rd|th)?\s+(of\s+)?{_MONTHS}\.?,?\s+\d{{2,4}}\b",
        rf"\b{_MONTHS}\.?\s+\d{{1,2}}(st|nd|rd|th)?,?\s+\d{{2,4}}\b",
        rf"\b{_MONTHS}\.?\s+\d{{1,2}}(st|nd|rd|th)?\b(?=[,.;\s])",
    ],
    "record": [
        r"\b(mrn|medical record( number| no\.?)?|record (no\.?|number|#)|patient id|"
        r"hospital (no\.?|number)|accession( no\.?| number)?|nhs( no\.?| number)?)"
        r"\s*[:#]?\s*[A-Z0-9][A-Z0-9-]{2,}",
        r"(?-i:\b[A-Z]{1,4}-\d{4,}\b|\b[A-Z]{1,4}\d{5,}\b)",
        r"\b\d{6,}\b",
    ],
    "phone": [
        r"(?<!\w)(\+?\d{1,3}[\s.-])?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b",
        r"(?<!\w)\+\d{1,3}[\s\d().-]{7,}\d",
    ],
    "name": [
        r"\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sr|Sra)\.?\s+[A-Z][a-zA-Z'-]+(\s+[A-Z][a-zA-Z'-]+)?",
        r"(?i:\b(patient name|name|patient|pt)\s*:)\s*[A-Z][a-zA-Z'-]+(\s+[A-Z][a-zA-Z'-]+)*",
        r"(?i:\b(named|called)\s+)[A-Z][a-zA-Z'-]+(\s+[A-Z][a-zA-Z'-]+)?",
        r"\b[A-Z][A-Za-z'-]+\^[A-Z][A-Za-z'^-]*",  # DICOM PN style Family^Given
    ],
    "address": [
        r"\b\d{1,5}[A-Za-z]?\s+([A-Z][a-z]+\s+){1,3}(Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|"
        r"Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Close|Crescent|Square|Sq)\b\.?"
        r"(,\s*[A-Z][a-z]+(\s+[A-Z][a-z]+)?)?",
        r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b",  # UK postcode
        r"\b[A-Z]{2}\s+\d{5}(-\d{4})?\b",  # US state + ZIP
    ],
}


_FLAGS = {"record": re.IGNORECASE, "date": re.IGNORECASE}


class PrivacyBlocked(NeuroLensError):
    """A request would break a privacy rule; the message says which confirmation is missing."""


@dataclass(frozen=True)
class Confirmations:
    """What the user has explicitly confirmed in this session (never persisted)."""

    remote_for_own_cases: bool = False
    burned_in_images: bool = False


def _build_scrubber_detectors() -> list[Any]:
    import scrubadub
    import scrubadub.detectors
    import scrubadub.filth

    # Our own Filth classes: scrubadub's DateOfBirthFilth keeps only dates 18-100 years ago,
    # and every date in a clinical note is an identifier (HIPAA safe harbour keeps the year only).
    filth_for = {
        kind: type(f"NeuroLens{kind.title()}Filth", (scrubadub.filth.Filth,), {"type": kind})
        for kind in _PATTERNS
    }
    detectors: list[Any] = []
    for kind, patterns in _PATTERNS.items():
        for i, pattern in enumerate(patterns):
            cls = type(
                f"NeuroLens{kind.title()}{i}Detector",
                (scrubadub.detectors.RegexDetector,),
                {
                    "name": f"neurolens_{kind}_{i}",
                    "filth_cls": filth_for[kind],
                    "regex": re.compile(pattern, _FLAGS.get(kind, 0)),
                },
            )
            detectors.append(cls())
    return detectors


@lru_cache(maxsize=1)
def _base_detectors() -> tuple[Any, ...]:
    return tuple(_build_scrubber_detectors())


_LABELS = {
    "DATE_OF_BIRTH": "[DATE]",
    "DATE": "[DATE]",
    "RECORD": "[ID]",
    "UNKNOWN": "[ID]",
    "NAME": "[NAME]",
    "PHONE": "[PHONE]",
    "ADDRESS": "[ADDRESS]",
    "EMAIL": "[EMAIL]",
    "URL": "[URL]",
    "TWITTER": "[HANDLE]",
    "CREDENTIAL": "[CREDENTIAL]",
    "CREDIT_CARD": "[ID]",
    "SOCIAL_SECURITY_NUMBER": "[ID]",
    "TAGGED": "[ID]",
}


class Deidentifier:
    """Scrubs free text: scrubadub core detectors + our patterns + the case's known identifiers."""

    def __init__(self, known_identifiers: Iterable[str] = ()) -> None:
        import scrubadub
        import scrubadub.detectors

        self.known = sorted(
            {k.strip() for k in known_identifiers if len(k.strip()) >= 2}, key=len, reverse=True
        )
        self._scrubber = scrubadub.Scrubber(locale="en_US")
        for det in _base_detectors():
            self._scrubber.add_detector(det)
        items = []
        for value in self.known:
            for variant in _variants(value):
                items.append(
                    {
                        "match": variant,
                        "filth_type": "name",
                        "ignore_case": True,
                        "ignore_whitespace": True,
                        "ignore_partial_word_matches": True,
                    }
                )
        if items:
            self._scrubber.add_detector(
                scrubadub.detectors.UserSuppliedFilthDetector(items, name="case_identifiers")
            )

    def scrub(self, text: str) -> str:
        if not text or not text.strip():
            return text
        cleaned = self._replace_filth(text)
        # Belt and braces: a known identifier that slipped through (odd spacing, case) goes too.
        for value in self.known:
            for variant in _variants(value):
                cleaned = re.sub(re.escape(variant), "[ID]", cleaned, flags=re.IGNORECASE)
        return cleaned

    def _replace_filth(self, text: str) -> str:
        """Replace each detected span by a typed placeholder ([NAME], [DATE], ...)."""
        spans = sorted(self._scrubber.iter_filth(text), key=lambda f: (f.beg, -f.end))
        out: list[str] = []
        pos = 0
        for filth in spans:
            if filth.end <= pos:
                continue
            start = max(pos, filth.beg)
            out.append(text[pos:start])
            kind = str(getattr(filth, "type", "unknown")).split("+")[0].upper()
            out.append(_LABELS.get(kind, "[REDACTED]"))
            pos = filth.end
        out.append(text[pos:])
        return "".join(out)


def _variants(value: str) -> list[str]:
    """A DICOM name 'Family^Given' also appears as 'Given Family' or 'Family, Given' in notes."""
    value = re.sub(r"\([^)]*\)", " ", value).strip()  # "(fictitious)" is not an identifier
    value = " ".join(value.split())
    if len(value) < 2:
        return []
    out = {value}
    if "^" in value:
        parts = [p for p in value.split("^") if p]
        out.add(" ".join(parts))
        if len(parts) >= 2:
            out.add(f"{parts[1]} {parts[0]}")
            out.add(f"{parts[0]}, {parts[1]}")
        out.update(p for p in parts if len(p) >= 3 and p[:1].isupper())
    elif " " in value and not any(ch.isdigit() for ch in value):
        out.update(p for p in value.split() if len(p) >= 3 and p[:1].isupper() and p.isalpha())
    return sorted(out, key=len, reverse=True)


def is_identifying_key(key: str) -> bool:
    key = key.strip()
    if _NON_IDENTIFYING_KEY.match(key):
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


def deidentify_case_text(case: Case, scrubber: Deidentifier | None = None) -> CleanText:
    scrubber = scrubber or case_deidentifier(case)
    ehr: list[tuple[str, str]] = []
    removed: list[str] = []
    for key, value in case.ehr:
        if is_identifying_key(key):
            removed.append(key)
            continue
        ehr.append((scrubber.scrub(key), scrubber.scrub(value)))
    notes = tuple(scrubber.scrub(n) for n in case.notes)
    return CleanText(tuple(ehr), notes, tuple(removed))


def check_destination(case: Case, base_url: str, confirmations: Confirmations) -> None:
    """Raise PrivacyBlocked when this case may not go to this endpoint yet."""
    if case.source == DEMO_SOURCE or is_local_url(base_url):
        return
    if not confirmations.remote_for_own_cases:
        raise PrivacyBlocked(
            f"case {case.case_id!r} is your own data and {base_url} is not on this machine: "
            "confirm sending it (de-identified) to this endpoint first"
        )


def held_back_sequences(case: Case, confirmations: Confirmations) -> list[Sequence]:
    """Sequences whose images may carry burned-in identifiers and are not yet confirmed."""
    if confirmations.burned_in_images:
        return []
    return [s for s in case.sequences if s.burned_in_annotation]


def leaked_values(payload: str, values: Iterable[str]) -> list[str]:
    """Which of `values` appear in a serialized payload (used by tests and the preview check)."""
    low = payload.lower()
    return [v for v in values if v and v.lower() in low]
