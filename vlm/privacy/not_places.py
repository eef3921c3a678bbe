"""Words that follow "admitted to", "seen in" or "MRI at" without naming a place: a department,
a ward, a weekday or month, an acronym, a role or a function word. Shared by the detectors of
institutions, letterheads and places."""

from __future__ import annotations

import re

from vlm.privacy.dates import MONTH
from vlm.privacy.name_cues import TITLE_WORDS, is_profession
from vlm.privacy.names import eponyms, function_words

DEPARTMENT = (
    "Neurology|Neurological|Memory|Stroke|Headache|Epilepsy|Movement|Disorders|Outpatient|"
    "Outpatients|Day|Rehabilitation|Eye|Sleep|Pain|Emergency|The|Our|Her|His|Their|MS|TIA|"
    "Neuromuscular|Multiple|Sclerosis|Fracture|Falls|Continence|Urology|General|Primary|"
    "Secondary|Medical|Dental|Nursing|Neurologische|Neurologischen|Department|Departement|"
    "Abteilung|Service|Servicio|Afdeling|Clinical|Neurosciences|Neuroscience|Rapid|Access|Urgent|"
    "Specialist|Joint|Cognitive|Neurovascular|Vascular|Dementia|Tremor|Infusion|Botulinum|"
    "Spasticity|Nurse-led|Virtual|Telephone|Video|Community|Neuro-oncology|Neuromuscular|"
    "Comprehensive|Cancer|Trauma|Infusion|Endoscopy|Dialysis|Research|Simulation|Call|Contact|"
    "Poison|Control|Data|Coordinating|Referral|Assessment|Treatment|Diagnostic|Regional|"
    "Operations|Transfer|Admissions|Blood|Donor"
)

NOT_PLACE = (
    r"Intensive|Critical|High|Acute|Hospital|Clinic|Ward|Unit|Theatre|Theatres|Recovery|Radiology|"
    r"Neurosurgery|Neurochirurgie|Neurologie|Neurología|Neurologia|Cardiology|Kardiologie|"
    r"Cardiologie|Cardiología|Stroke|Intensivstation|Station|Réanimation|Urgences|Urgencias|"
    r"Geriatrics|Geriatrie|Gériatrie|Psychiatry|Psychiatrie|Oncology|Onkologie|Oncologie|"
    r"Home|Hause|Huis|Casa|Domicile|Rehab|Rehabilitation|Reha|Revalidatie|Monday|Tuesday|"
    r"Wednesday|Thursday|Friday|Saturday|Sunday|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|"
    r"Samstag|Sonntag|English|German|French|Spanish|Dutch|Chinese|MRI|CT"
)


def not_a_place(name: str) -> bool:
    """A department, a ward, a weekday or month, an acronym, a role or a function word after
    "admitted to" ("admitted to Neurology", "transferred to ICU", "seen in May")."""
    first = name.split()[0]
    return bool(
        re.fullmatch(rf"(?:{DEPARTMENT}|{NOT_PLACE})", first)
        or re.fullmatch(MONTH, first, re.IGNORECASE)
        or (first.isupper() and len(first) <= 5)
        or first.casefold() in function_words()
        or first in TITLE_WORDS
        or first in eponyms()
        or is_profession(first)
    )
