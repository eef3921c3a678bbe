"""Outside imaging centres, labs, pharmacies and therapy practices named by a proper name before
the word for their trade, with no cue before them ("previous MRI (Corrib Imaging, 2021)",
"HbA1c pending (Dovetail Labs)", "Harlow Physiotherapy", "Quayside Pharmacy"), and the French
heads written before the name ("Imagerie Vauban", "Laboratoire Biolam"). A body part, a method,
a department, a clinical word or an adjective of the field before the same words is a kind of
study or a department, not a name ("Brain Imaging", "Molecular Pathology", "Interventional
Radiology")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_TRADE = (
    r"Imaging|Labs|Laboratories|Diagnostics|Radiology|Pathology|Scanning|Physiotherapy|Physio|"
    r"Pharmacy|Chemists?|Opticians|Audiology|Podiatry|Osteopathy|Chiropractic"
)
_AFTER = re.compile(rf"(?-i:\b(?P<id>{CAP}(?:[ \t]+{CAP}){{0,2}}[ \t]+(?:{_TRADE}))\b)")
_BEFORE = re.compile(
    rf"(?-i:\b(?:Imagerie|Laboratoire|Labo|Pharmacie|Cabinet de radiologie)[ \t]+"
    rf"(?P<name>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_STEMS = (
    "Imaging", "Labs", "Laborator", "Diagnostics", "Radiology", "Pathology", "Scanning", "Physio",
    "Pharmac", "Chemist", "Opticians", "Audiology", "Podiatry", "Osteopathy", "Chiropractic",
    "Imagerie", "Labo",
)  # fmt: skip
# What a study, a department or a field is named by before these words.
_FIELD = re.compile(
    r"(?i:brain|spine|spinal|head|neck|cardiac|chest|breast|body|whole|bone|joint|musculoskeletal|"
    r"vascular|neuro|paediatric|pediatric|molecular|clinical|chemical|cellular|surgical|"
    r"interventional|diagnostic|diagnostics|diffusion|functional|nuclear|medical|hospital|"
    r"community|outpatient|inpatient|private|nhs|local|regional|national|university|the|our|"
    r"remote|mobile|digital|advanced|specialist|general|acute|sleep|blood|tissue|immunology|"
    r"genetic|genetics|haematology|hematology|microbiology|virology|histopathology|cytology|"
    r"respiratory|pelvic|vestibular|neurological|musculo|sports|women's|children's|ward|"
    r"médicale|médical|médicales|nucléaire|du|de|des|la|le|les|en|hospitalier|hospitalière|"
    r"central|centrale|interne)"
)


def service_head_spans(text: str) -> Iterator[Span]:
    if not any(s in text for s in _STEMS):
        return
    for m in _AFTER.finditer(text):
        words = m.group("id").split()[:-1]
        if any(_FIELD.fullmatch(w) or is_clinical_word(w) for w in words) or not_a_place(words[0]):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
    for m in _BEFORE.finditer(text):
        first = m.group("name").split()[0]
        if _FIELD.fullmatch(first) or is_clinical_word(first) or not_a_place(first):
            continue
        yield Span(m.start(), m.end(), "institution")
