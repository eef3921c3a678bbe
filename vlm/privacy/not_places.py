"""Words that follow "admitted to", "seen in" or "MRI at" without naming a place (a department,
a ward, a weekday or month, an acronym, a role, a function word, a service such as "Memory
Clinic"), and the words that name an institution. Shared by the detectors of institutions,
letterheads and places."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.care_kinds import is_kind_of_care
from vlm.privacy.care_units import is_care_unit, is_headless_care_unit
from vlm.privacy.clinical_services import is_clinical_service
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.dates import MONTH
from vlm.privacy.disease_clinics import is_disease_clinic
from vlm.privacy.eponym_use import eponyms
from vlm.privacy.first_names import function_words, read_list
from vlm.privacy.head_first_services import is_head_first_service
from vlm.privacy.meetings import SERVICE_TOPIC, is_meeting_or_role
from vlm.privacy.name_cues import TITLE_WORDS, is_profession
from vlm.privacy.seasons import is_season

INSTITUTION_WORD = (
    r"(?:University Hospitals?|General Hospital|Hospitals?|Medical Cent(?:re|er)|"
    r"Health(?: Cent(?:re|er)| System| Trust)?|Clinic|Infirmary|Hospice|Surgery|Practice|"
    r"Institute|Sanatorium|School|College|University|Academy|Nursing Home|Care Home|"
    r"Residential Home|Retirement Home|Rest Home|Elderly Home|Home for the Aged|Senior Living|"
    r"Assisted Living|"
    r"Medical Plaza|Medical Group|Family (?:Medicine|Practice|Health)|Medical Associates|"
    r"Outpatient Imaging|Imaging Cent(?:re|er)|"
    r"Rehabilitation (?:Hospital|Cent(?:re|er))|Ziekenhuis|Gasthuis|Kliniek|Medisch Centrum|"
    r"Klinikum|Krankenhaus|Klinik|Kliniken|Universitätsklinikum|Uniklinik|Universität|"
    r"Hochschule|Schule|Pflegeheim|Seniorenheim|Altenheim|Hôpital|Hôpitaux|Clinique|"
    r"Polyclinique|Centre Hospitalier|Université|École|Hospitals? Trust|NHS Trust|"
    r"NHS Foundation Trust|Universiteit|Hogeschool|Verpleeghuis|Zorgcentrum|Associates|"
    r"Partnership|Pavilion|Foundation|Polyclinic|Health Partners|Stift|Cent(?:er|re)|Regional|"
    r"Ziekenhuizen|Klinieken|Krankenhäuser|"
    r"Memorial|Baptist|Methodist|Presbyterian|Lutheran|Adventist|Royal)"
)
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
    "Operations|Transfer|Admissions|Blood|Donor|Palliative|Cardiology|Oncology|Haematology|"
    "Hematology|Respiratory|Gastroenterology|Rheumatology|Psychiatry|Psychology|Physiotherapy|"
    "Occupational|Speech|Dietetics|Social|Orthopaedics|Orthopedics|Surgery|Surgical|Medicine|"
    "Geriatric|Geriatrics|Elderly|Older|Neurosurgery|Neurosurgical|Spinal|Renal|Critical|Intensive|"
    "Acute|Sheltered|Supported|Residential|Respite|Intermediate|Hospice|Care|"
    # specialties that open a clinic's or a unit's name: "Internal Medicine clinic", "Neuro ICU"
    "Internal|Neuro|Infectious|Endocrinology|Nephrology|Pulmonology|Dermatology|Ophthalmology|"
    "Neuro-ophthalmology|Paediatric|Paediatrics|Pediatric|Pediatrics|Obstetrics|Gynaecology|"
    "Gynecology|Anaesthetics|Anesthesiology|Radiotherapy|Neuroradiology|Neurophysiology|"
    "Allergy|Immunology|Transplant|Hepatology|Otolaryngology|Audiology|Neuropsychology"
)


def is_service(name: str) -> bool:
    """A service named by who runs it or what it treats, not a proper name: "Nurse-Led Clinic",
    "Neurology Outpatient Clinic", "Memory Clinic" (every word before the institution word a
    department, a profession or a clinical word, in any case)."""
    if _DAY_HOSPITAL.fullmatch(name) or is_kind_of_care(name):
        return True  # "Hôpital de Jour", "Hospital de Día": a day hospital, not a name
    if is_head_first_service(name):
        return True  # "Clínica Médica", "Dienst Neurologie": a service named head first
    if is_disease_clinic(name):
        return True  # "Parkinson Clinic": a service named by the disease it treats
    if is_clinical_service(name, SERVICE_WORD):
        return True  # "Chest Pain Clinic", "Early Supported Discharge": what it treats
    words = name.split()
    if len(words) < 2 or not re.fullmatch(INSTITUTION_WORD, words[-1]):
        return False
    return all(
        SERVICE_WORD.fullmatch(part)
        or SERVICE_TOPIC.fullmatch(part)
        or is_profession(part.title())
        or is_clinical_word(part)
        for w in words[:-1]
        for part in w.split("-")
    )


_DAY_HOSPITAL = re.compile(r"(?i)\S+\s+(?:de|del)\s+(?:jour|d[ií]a)")
SERVICE_WORD = re.compile(rf"(?i:{DEPARTMENT}|led|run|based|day|and|&)")


# A weekday shortened ("physio Thu", "CT Tues"); not "Sun", a family name too.
_WEEKDAY_SHORT = re.compile(r"(?i:mon|tues?|wed|thu|thurs?|fri|sat)\.?")


def not_a_place(name: str) -> bool:
    """A department, a ward, a weekday or month, an acronym, a role or a function word after
    "admitted to" ("admitted to Neurology", "transferred to ICU", "seen in May")."""
    first = re.sub(r"['’]s?$", "", name.split()[0])  # "Monday's relapse clinic"
    return bool(
        re.fullmatch(rf"(?:{DEPARTMENT}|{NOT_PLACE})", first)
        or re.fullmatch(MONTH, first, re.IGNORECASE)
        or _WEEKDAY_SHORT.fullmatch(first) is not None
        or (first.isupper() and len(first) <= 5)
        or first.casefold() in function_words()
        or first in TITLE_WORDS
        or first in eponyms()
        or is_profession(first)
        or is_clinical_word(first)
        or bool(_CARE_COMPOUND.fullmatch(first))
        or is_service(name)
        or is_care_unit(name)
        or is_headless_care_unit(name)
        or is_country(name)
        or is_meeting_or_role(name)
        or is_season(first)
    )


@lru_cache(maxsize=1)
def countries() -> frozenset[str]:
    """Countries and large regions (data/countries.txt): not identifiers under Safe Harbor."""
    return frozenset(read_list("countries.txt"))


def is_country(name: str) -> bool:
    return name.strip(" .,;:") in countries()


NOT_PLACE = (
    r"Intensive|Critical|High|Acute|Hospital|Clinic|Ward|Unit|Theatre|Theatres|Recovery|Radiology|"
    r"Neurosurgery|Neurochirurgie|Neurologie|Neurología|Neurologia|Cardiology|Kardiologie|"
    r"Cardiologie|Cardiología|Stroke|Intensivstation|Station|Réanimation|Urgences|Urgencias|"
    r"Geriatrics|Geriatrie|Gériatrie|Psychiatry|Psychiatrie|Oncology|Onkologie|Oncologie|"
    r"Home|Hause|Huis|Casa|Domicile|Rehab|Rehabilitation|Reha|Revalidatie|Monday|Tuesday|"
    r"Wednesday|Thursday|Friday|Saturday|Sunday|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|"
    r"Samstag|Sonntag|English|German|French|Spanish|Dutch|Chinese|MRI|CT|Consultation|Consulta|"
    r"Consultatie|Consult|Sprechstunde|Ambulanz|Poliklinik|Polikliniek|Policlínica|Clinique|"
    r"Outpatients?|Day|Memory|Neurology|Neurologie|Neurología|"
    # a room or a bed inside the building: "…, Kamer 3.12", "Chambre 214", "Habitación 305"
    r"Zimmer|Kamer|Room|Chambre|Habitación|Habitacion|Cama|Bett|Lit|Raum|Zaal|Sala"
)
# German compounds that end in a ward or a kind of care: "Frühreha", "Normalstation",
# "Tagespflege", "Gedächtnissprechstunde".
_CARE_COMPOUND = re.compile(
    r"[^\W\d_]{3,}(?:reha|station|stationen|ambulanz|sprechstunde|abteilung|pflege|therapie)"
)
