"""A case's text as it may be sent, decided field by field (fail closed): an EHR field goes only
under a key known to be clinical (ehr_keys.py), scrubbed; any other field is withheld. A note
goes scrubbed when the gate can read its language (language.py); otherwise it is withheld until
the user releases that exact text, and then goes marked as not de-identified."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection
from dataclasses import dataclass

from data.model import Case
from vlm.privacy.case_institutions import link_case_institutions
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.ehr_keys import is_age_key, is_clinical_key, is_identifying_key
from vlm.privacy.everyday_values import is_everyday_value
from vlm.privacy.language import unread_language
from vlm.privacy.scrub import Deidentifier
from vlm.privacy.small_numbers import is_small_number
from vlm.privacy.spans import PLACEHOLDER, Span, replace_spans

_AGE_NUMBER = re.compile(r"\d{2,3}")
_NAMEISH = re.compile(r"\d|[^\W\d_]*[A-ZÀ-Þ]")  # a digit or a capital: may be an identifier


@dataclass(frozen=True)
class GatedField:
    """One EHR field or note and what the gate does with it: `spans` to redact when it is sent,
    or `withheld` saying why it is not sent."""

    source: str  # "ehr" or "note"
    key: str  # the EHR key, or "note N"
    text: str
    spans: tuple[Span, ...] = ()
    withheld: str = ""  # "" when sent
    released: bool = False  # an unread language the user chose to send as it is

    @property
    def sent(self) -> str | None:
        """The text as sent, or None when withheld."""
        if self.withheld:
            return None
        return replace_spans(self.text, list(self.spans))

    @property
    def digest(self) -> str:
        """What the user releases: this exact text (a changed note needs a new release)."""
        return text_digest(self.text)


@dataclass(frozen=True)
class CleanText:
    """The case's text as it may be sent, and what was held back from it."""

    ehr: tuple[tuple[str, str], ...]
    notes: tuple[str, ...]
    removed_fields: tuple[str, ...]  # EHR keys withheld
    withheld_notes: tuple[GatedField, ...] = ()  # notes in a language the gate cannot read
    released_notes: tuple[GatedField, ...] = ()  # such notes sent, NOT de-identified


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def known_identifiers(case: Case) -> list[str]:
    """Identifiers the case itself knows: values of withheld EHR fields (those under an
    identifying key, and short name- or number-like values under an unknown key) and DICOM
    patient tags. They are scrubbed wherever they appear in the text that is sent."""
    found = []
    for key, value in case.ehr:
        value = value.strip()
        if not value or is_clinical_key(key) or is_small_number(value):
            continue  # a bed, a room or a count: withheld, not hunted in the note
        nameish = len(value) <= 60 and bool(_NAMEISH.search(value))
        if is_everyday_value(value):
            continue  # "Contactpersoon: dochter": a relation, withheld but not hunted in the note
        if is_identifying_key(key) or (nameish and not _clinical_value(value)):
            found.append(value)
    for seq in case.sequences:
        for attr in ("tags", "metadata", "header"):
            meta = getattr(seq, attr, None)
            if isinstance(meta, dict):
                for tag in ("PatientName", "PatientID", "OtherPatientIDs", "PatientBirthDate"):
                    if meta.get(tag):
                        found.append(str(meta[tag]))
    return found


def _clinical_value(value: str) -> bool:
    """A value under an unknown key that reads as a diagnosis ("Ictus vertebrobasilar",
    "Ischämischer Insult"): no digit, a clinical word in it, and every capitalised word after
    the first a clinical word. It stays withheld but is not hunted for in the note, where its
    words are clinical prose."""
    words = [w.strip(",;:()") for w in value.split()]
    words = [w for w in words if w]
    if not words or any(ch.isdigit() for ch in value):
        return False
    later_capitals = [w for w in words[1:] if w[:1].isupper()]
    return any(is_clinical_word(w.title()) for w in words) and all(
        is_clinical_word(w) for w in later_capitals
    )


def case_deidentifier(case: Case) -> Deidentifier:
    """A scrubber that also knows this case's own identifiers."""
    return Deidentifier(known_identifiers(case))


def gate_fields(
    case: Case, scrubber: Deidentifier | None = None, released: Collection[str] = ()
) -> list[GatedField]:
    """Every EHR field and note of the case with the gate's decision; `released` holds the
    digests of unread-language texts the user chose to send."""
    scrubber = scrubber or case_deidentifier(case)
    out: list[GatedField] = []
    for key, value in case.ehr:
        if not is_clinical_key(key):
            why = "identifying field" if is_identifying_key(key) else "field not known clinical"
            out.append(GatedField("ehr", key, value, withheld=why))
            continue
        out.append(_gate_text("ehr", key, value, scrubber, released))
    for number, note in enumerate(case.notes, start=1):
        out.append(_gate_text("note", f"note {number}", note, scrubber, released))
    return link_case_institutions(out)


def _gate_text(
    source: str, key: str, text: str, scrubber: Deidentifier, released: Collection[str]
) -> GatedField:
    language = unread_language(text)
    if language and text_digest(text) not in released:
        return GatedField(source, key, text, withheld=f"language the gate cannot read: {language}")
    spans = tuple(scrubber.find_spans(text))
    if language:
        return GatedField(source, key, text, spans, released=True)
    if source == "ehr" and is_age_key(key):
        number = _AGE_NUMBER.search(text)
        if number and int(number.group()) > 89:
            spans = (Span(0, len(text), "age"),)
    return GatedField(source, key, text, spans)


def scrub_ehr_value(key: str, value: str, scrubber: Deidentifier) -> str:
    """A kept EHR value as sent; an age over 89 in an age field becomes "90 or older"."""
    field = _gate_text("ehr", key, value, scrubber, ())
    return field.sent if field.sent is not None else PLACEHOLDER["known"]


def deidentify_case_text(
    case: Case, scrubber: Deidentifier | None = None, released: Collection[str] = ()
) -> CleanText:
    fields = gate_fields(case, scrubber, released)
    ehr = tuple((f.key, f.sent) for f in fields if f.source == "ehr" and f.sent is not None)
    notes = tuple(f.sent for f in fields if f.source == "note" and f.sent is not None)
    return CleanText(
        ehr=ehr,
        notes=notes,
        removed_fields=tuple(f.key for f in fields if f.source == "ehr" and f.withheld),
        withheld_notes=tuple(f for f in fields if f.source == "note" and f.withheld),
        released_notes=tuple(f for f in fields if f.released),
    )
