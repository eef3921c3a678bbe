"""A service named only by the body part, the disease or the kind of care it deals with ("Chest
Pain Clinic", "Motor Neurone Disease Care Centre", "Early Supported Discharge", "Hôpital de
Jour Gériatrique", "Hospital de Día Psiquiátrico"): every word is a department's, a clinical or
a care word, so nothing in it names one place. One proper word keeps it an institution
("Moorfields Eye Hospital")."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import function_words
from vlm.privacy.meetings import SERVICE_TOPIC

__all__ = ["is_clinical_service"]

# The last word of such a service.
_HEAD = re.compile(
    r"(?i:clinics?|cent(?:re|er)s?|services?|team|unit|discharge|rehabilitation|care|hospital|"
    r"programme|program|pathway|hub|lounge)"
)
# Body parts, diseases and kinds of care a service is named by (departments and topics of
# meetings are read from not_places and meetings).
_TOPIC_WORDS = (
    "chest head neck back spine spinal brain heart lung kidney liver bowel bladder pelvic foot "
    "feet hand eye ear nose throat skin bone joint muscle nerve motor sensory neurone neuron "
    "disease diseases disorder disorders injury injuries syndrome failure pain early supported "
    "discharge home enhanced integrated reablement wheelchair prosthetics orthotics wound tissue "
    "viability diabetes diabetic weight lifestyle smoking cessation alcohol drug addiction "
    "rapid access one-stop fast-track hyperacute stroke falls frailty bone-health swallowing "
    "voice communication cognitive cognition behaviour behavior brain-injury acquired"
)
_TOPIC = frozenset(_TOPIC_WORDS.split())
# A day hospital with its specialty after it.
_DAY_HOSPITAL = re.compile(
    r"(?i)\S+\s+(?:de|del)\s+(?:jour|d[ií]a)\s+"
    r"[^\W\d_]+(?:ique|ico|ica|ischen?|isch|al|ale|aire)"
)


def is_clinical_service(name: str, department: re.Pattern[str]) -> bool:
    """Whether `name` is a service named only by what it treats or how it cares; `department`
    matches a department's word (not_places.SERVICE_WORD, passed in: that module asks this
    one)."""
    if _DAY_HOSPITAL.fullmatch(name.strip()):
        return True
    words = name.split()
    if len(words) < 2 or not _HEAD.fullmatch(words[-1]):
        return False
    for word in words[:-1]:
        for part in word.strip("'’,").split("-"):
            low = part.casefold()
            if not (
                low in _TOPIC
                or low in function_words()
                or department.fullmatch(part)
                or SERVICE_TOPIC.fullmatch(part)
                or is_clinical_word(part.title())
            ):
                return False
    return True
