"""Nouns that "Patient" qualifies in English ("Patient Transport booked", "Patient Information
Leaflet given", "Patient Reported Outcome Measures", "Patient Advice and Liaison Service"): a
service or a document, not the patient's name after the cue "Patient". "Pat." before a name is
German and Dutch for "Patient", not the first name Pat ("Pat. Werner Kaminski")."""

from __future__ import annotations

import re

__all__ = ["patient_abbreviation", "patient_compound"]

_COMPOUND = re.compile(
    r"(?i)patient[ \t]+(?:transport|information|leaflets?|experience|advice|liaison|safety|"
    r"records?|portal|forum|group|education|passport|notes|identification|details|labels?|"
    r"choice|flow|pathway|representatives?|services?|satisfaction|reported|centred|centered|"
    r"controlled|initiated|facing|access|list|story|journey|partners?)\b"
)


def patient_compound(text: str, cue_start: int) -> bool:
    """Whether the cue "Patient" at `cue_start` opens a compound noun."""
    return bool(_COMPOUND.match(text, cue_start))


_ABBREVIATED = re.compile(r"\.[ \t]*[A-ZÀ-Þ]")


def patient_abbreviation(text: str, start: int, end: int) -> bool:
    """Whether the word at [start, end) is "Pat" written with its full stop before a capital."""
    return text[start:end] == "Pat" and bool(_ABBREVIATED.match(text, end))
