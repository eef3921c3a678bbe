"""The text scrubber: every detector's spans merged, each replaced by a typed placeholder."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from vlm.privacy.after_found_spans import after_found_spans
from vlm.privacy.age_phrases import age_phrase_spans
from vlm.privacy.age_without_unit import age_without_unit_spans
from vlm.privacy.ages import age_spans
from vlm.privacy.ages_after_verbs import age_after_verb_spans
from vlm.privacy.chinese import chinese_spans
from vlm.privacy.chinese_clinicians import chinese_clinician_spans
from vlm.privacy.chinese_provinces import province_before_spans
from vlm.privacy.clinician_roles import clinician_role_spans
from vlm.privacy.dwelling_kinds import names_a_dwelling
from vlm.privacy.eponym_use import is_clinical_use
from vlm.privacy.familiar_names import familiar_name_spans
from vlm.privacy.known_words import is_everyday_lower, person_surnames
from vlm.privacy.name_cues import RELATION_WORD, TITLE_WORDS, is_profession
from vlm.privacy.names import eponyms, function_words, is_acronym, name_spans
from vlm.privacy.phones import phone_spans
from vlm.privacy.rare_capitals import rare_capital_spans
from vlm.privacy.recurring_institutions import recurring_institution_spans
from vlm.privacy.shapes import shape_spans
from vlm.privacy.spanish_don import spanish_don_spans
from vlm.privacy.spans import Span, merge_spans, replace_spans
from vlm.privacy.unmarked_kinds import unmarked_kind_spans
from vlm.privacy.upper import upper_case_spans

REMOVED = "[removed]"


class Deidentifier:
    """Scrubs free text: shape patterns, phone numbers, names, and the case's known identifiers
    (EHR name/MRN/DOB values, DICOM patient tags) wherever they appear."""

    def __init__(self, known_identifiers: Iterable[str] = ()) -> None:
        known_identifiers = list(known_identifiers)
        self._known_values = tuple(known_identifiers)
        values = {v for k in known_identifiers for v in variants(k)}
        self.known = sorted(values, key=len, reverse=True)
        self._known_forms = frozenset(self.known)  # as written: "kort" of "Kort" is the word
        self._known_surnames = person_surnames(known_identifiers)
        # a known name's word that is also an eponym ("Gordon" of "Gordon Hale"): alone, it is
        # removed where it is not used clinically ("Gordon said" goes, "Gordon sign" stays)
        self._known_eponyms = frozenset(w for k in known_identifiers for w in eponym_words(k))
        self._known_re = (
            re.compile(
                r"(?<!\w)(?:" + "|".join(_loose(v) for v in self.known) + r")(?!\w)", re.IGNORECASE
            )
            if self.known
            else None
        )

    def find_spans(self, text: str) -> list[Span]:
        """Merged identifier spans of `text`, in order; a name found once is removed wherever
        else it stands ("Mrs Ana Ruiz ... Ruiz agreed")."""
        spans = [s for s in self._all_spans(text) if not names_a_dwelling(text, s)]
        spans += rare_capital_spans(text, spans)
        spans += recurring_institution_spans(text, spans, self._known_values)
        spans += repeated_names(text, spans)
        spans += after_found_spans(text, spans)
        spans += province_before_spans(text, spans)
        spans += eponym_name_spans(text, self._known_eponyms)
        return merge_spans(spans)

    def _all_spans(self, text: str) -> Iterator[Span]:
        yield from shape_spans(text)
        yield from age_spans(text)
        yield from age_phrase_spans(text)
        yield from age_after_verb_spans(text)
        yield from age_without_unit_spans(text)
        yield from phone_spans(text)
        yield from name_spans(text)
        yield from clinician_role_spans(text)
        yield from chinese_spans(text)
        yield from chinese_clinician_spans(text)
        yield from familiar_name_spans(text)
        yield from spanish_don_spans(text)
        yield from upper_case_spans(text)
        yield from unmarked_kind_spans(text)
        if self._known_re is not None:
            for m in self._known_re.finditer(text):
                if not is_everyday_lower(
                    text, m.start(), m.end(), self._known_forms, self._known_surnames
                ):
                    yield Span(m.start(), m.end(), "known")

    def scrub(self, text: str) -> str:
        if not text or not text.strip():
            return text
        return replace_spans(text, self.find_spans(text))


_NAME_TOKEN = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*")
_HAN_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")


def repeated_names(text: str, spans: list[Span]) -> list[Span]:
    """Every other place a found name's words stand: its surname alone, its first name alone,
    in capitals or not. Short words, function words, titles and eponyms are not followed."""
    words: set[str] = set()
    named: set[str] = set()  # words that are also eponyms: followed where not used clinically
    seen: set[str] = set()
    for s in spans:
        if s.kind not in ("name", "next_of_kin"):
            continue
        value = text[s.start : s.end]
        if value in seen:  # a name found many times is read once
            continue
        seen.add(value)
        if _HAN_NAME.match(value):
            words.add(value)
            continue
        for w in _NAME_TOKEN.findall(value):
            if w in eponyms():
                named.add(w)
            if len(w) < 3 or not w[0].isupper() or w in TITLE_WORDS or w in _not_alone():
                continue
            if is_acronym(w):
                continue  # "R. EEG" taken for a name must not remove every "EEG"
            if w.casefold() in function_words() or is_profession(w):
                continue
            if RELATION_WORD.fullmatch(w):  # "Anna Ames (Ehemann)": the relation is no name
                continue
            words.update({w, w.upper(), w[0] + w[1:].lower()})
    out = eponym_name_spans(text, frozenset(named))
    if not words:
        return out
    for m in _NAME_TOKEN.finditer(text):
        if m.group() in words and not _joined(text, m.start(), m.end()):
            out.append(Span(m.start(), m.end(), "name"))
    for word in (w for w in words if _HAN_NAME.match(w)):
        out += [Span(m.start(), m.end(), "name") for m in re.finditer(re.escape(word), text)]
    return out


def eponym_words(name: str) -> list[str]:
    """The words of a person's name that are also eponyms ("Gordon", "Wilson")."""
    return [w for w in _NAME_TOKEN.findall(name.replace("^", " ")) if w in eponyms()]


def eponym_name_spans(text: str, words: frozenset[str]) -> list[Span]:
    """Each place a name's eponym word stands as written or in capitals, except where it is
    used clinically ("Gordon sign", "Wilson's disease", "Brown-Séquard")."""
    if not words:
        return []
    forms = words | {w.upper() for w in words}
    return [
        Span(m.start(), m.end(), "name")
        for m in _NAME_TOKEN.finditer(text)
        if m.group() in forms
        and not _joined(text, m.start(), m.end())
        and not is_clinical_use(text, m.start(), m.end(), word=False)
    ]


def _joined(text: str, start: int, end: int) -> bool:
    """Part of a longer word ("Anna" in "Annaberg"): not the name."""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    return before.isalnum() or before in "'’-" or after.isalnum() or after == "-"


def _loose(value: str) -> str:
    """A known value matched with any whitespace between its words."""
    return r"\s+".join(re.escape(part) for part in value.split())


def variants(value: str) -> list[str]:
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
        out.update(
            p
            for p in value.split()
            if len(p) >= 3 and p[:1].isupper() and p.isalpha() and not is_acronym(p)
        )  # "Cobb County EMS" withheld: "EMS" alone elsewhere is no identifier
    return sorted((v for v in out if v not in _not_alone()), key=len, reverse=True)


def _not_alone() -> frozenset[str]:
    """Single words of a known value that are not identifying alone: eponyms ("Brown" of a
    hospital name must not remove "Brown-Séquard") and institution or place words ("Clinic")."""
    return eponyms() | _PLACE_WORDS | TITLE_WORDS


_PLACE_WORDS = frozenset(
    {
        "Clinic",
        "Hospital",
        "General",
        "Medical",
        "Centre",
        "Center",
        "University",
        "Royal",
        "Infirmary",
        "Street",
        "Road",
        "Lane",
        "Avenue",
        "Ziekenhuis",
        "Klinikum",
        "Krankenhaus",
        "Medisch",
        "Centrum",
        "Hôpital",
        "Clinique",
        "Hospitalier",
        "Saint",
        "North",
        "South",
        "East",
        "West",
        "New",
        "Port",
        "Lake",
        "Mount",
        "Fort",
        "Universitätsklinikum",
        "Health",
        "Trust",
    }
)
