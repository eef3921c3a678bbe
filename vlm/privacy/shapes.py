"""Every identifier found by its shape (dates, record numbers, e-mails, URLs, addresses,
institutions, next of kin): the detectors of patterns.py, dates.py, places.py and
institutions.py run together; names and phone numbers are found elsewhere."""

from __future__ import annotations

from collections.abc import Iterator

from vlm.privacy.acronym_after_contractions import acronym_after_contraction_spans
from vlm.privacy.acronym_departments import acronym_department_spans
from vlm.privacy.acronym_institutions import acronym_institution_spans
from vlm.privacy.address_units import address_unit_spans
from vlm.privacy.ambulance_services import ambulance_service_spans
from vlm.privacy.arrival_cues import arrival_spans
from vlm.privacy.article_towns import article_town_spans
from vlm.privacy.bare_streets import bare_street_spans
from vlm.privacy.care_elsewhere import care_elsewhere_spans
from vlm.privacy.care_services import care_service_spans
from vlm.privacy.chinese_everyday_institutions import chinese_everyday_spans
from vlm.privacy.chinese_facilities import chinese_facility_spans
from vlm.privacy.chinese_imaging_sites import chinese_imaging_site_spans
from vlm.privacy.chinese_signatures import chinese_signature_spans
from vlm.privacy.dated_streets import dated_street_spans
from vlm.privacy.dates import date_spans
from vlm.privacy.doctor_practices import doctor_practice_spans
from vlm.privacy.employer_labels import employer_label_spans
from vlm.privacy.eponym_towns import eponym_town_spans
from vlm.privacy.everyday_institutions import everyday_institution_spans
from vlm.privacy.flat_parts import flat_part_spans
from vlm.privacy.generic_compound_heads import generic_compound_head_spans
from vlm.privacy.german_hospital_acronyms import german_hospital_acronym_spans
from vlm.privacy.hash_house_numbers import hash_house_number_spans
from vlm.privacy.head_of_place import head_of_place_spans
from vlm.privacy.home_towns import home_town_spans
from vlm.privacy.hong_kong_flats import hong_kong_flat_spans
from vlm.privacy.imaging_and_lab_heads import imaging_and_lab_spans
from vlm.privacy.institution_labels import institution_label_spans
from vlm.privacy.institutions import institution_spans
from vlm.privacy.insurers import insurer_spans
from vlm.privacy.job_employers import job_employer_spans
from vlm.privacy.lower_case_homes import lower_case_home_spans
from vlm.privacy.lower_case_hospitals import lower_case_hospital_spans
from vlm.privacy.lower_case_notes import lower_case_note_spans
from vlm.privacy.lower_case_saints import lower_case_saint_spans
from vlm.privacy.named_schools import named_school_spans
from vlm.privacy.named_teams import named_team_spans
from vlm.privacy.neighbourhoods import neighbourhood_spans
from vlm.privacy.numbered_streets import numbered_street_spans
from vlm.privacy.patterns import EMAILS, NEXT_OF_KIN, RECORDS, URLS
from vlm.privacy.places import address_spans
from vlm.privacy.postal_boxes import postal_box_spans
from vlm.privacy.postcode_after_words import postcode_after_word_spans
from vlm.privacy.qualified_heads import qualified_head_spans
from vlm.privacy.qualified_schools import qualified_school_spans
from vlm.privacy.rural_addresses import rural_address_spans
from vlm.privacy.settlement_words import settlement_word_spans
from vlm.privacy.sheltered_workshops import sheltered_workshop_spans
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.street_adjectives import street_adjective_spans
from vlm.privacy.table_rows import table_row_spans
from vlm.privacy.titled_streets import titled_street_spans
from vlm.privacy.town_after_institution_prep import near_town_spans, towns_after_institutions
from vlm.privacy.town_bodies import town_body_spans
from vlm.privacy.volunteering import volunteering_spans
from vlm.privacy.worship_and_clubs import worship_and_club_spans


def shape_spans(text: str) -> Iterator[Span]:
    """Every span found by the shape patterns (not names or phone numbers), and a town of the
    gazetteers reached by a preposition after any institution among them ("…-Gymnasium in …",
    "ESAT … à …"), whichever detector found the institution."""
    found = list(_shape_spans(text))
    yield from found
    yield from towns_after_institutions(text, found)


def _shape_spans(text: str) -> Iterator[Span]:
    yield from date_spans(text)
    yield from regex_spans(text, "record", RECORDS)
    yield from regex_spans(text, "email", EMAILS)
    yield from regex_spans(text, "url", URLS)
    yield from address_spans(text)
    yield from home_town_spans(text)
    yield from rural_address_spans(text)
    yield from settlement_word_spans(text)
    yield from hong_kong_flat_spans(text)
    yield from flat_part_spans(text)
    yield from postcode_after_word_spans(text)
    yield from article_town_spans(text)
    yield from dated_street_spans(text)
    yield from bare_street_spans(text)
    yield from hash_house_number_spans(text)
    yield from numbered_street_spans(text)
    yield from postal_box_spans(text)
    yield from titled_street_spans(text)
    yield from address_unit_spans(text)
    yield from street_adjective_spans(text)
    yield from neighbourhood_spans(text)
    yield from near_town_spans(text)
    yield from lower_case_note_spans(text)
    yield from table_row_spans(text)
    yield from eponym_town_spans(text)
    yield from institution_spans(text)
    yield from care_service_spans(text)
    yield from lower_case_home_spans(text)
    yield from lower_case_hospital_spans(text)
    yield from lower_case_saint_spans(text)
    yield from job_employer_spans(text)
    yield from ambulance_service_spans(text)
    yield from head_of_place_spans(text)
    yield from employer_label_spans(text)
    yield from institution_label_spans(text)
    yield from care_elsewhere_spans(text)
    yield from chinese_facility_spans(text)
    yield from chinese_imaging_site_spans(text)
    yield from arrival_spans(text)
    yield from qualified_head_spans(text)
    yield from acronym_institution_spans(text)
    yield from acronym_after_contraction_spans(text)
    yield from acronym_department_spans(text)
    yield from german_hospital_acronym_spans(text)
    yield from named_team_spans(text)
    yield from worship_and_club_spans(text)
    yield from generic_compound_head_spans(text)
    yield from doctor_practice_spans(text)
    yield from named_school_spans(text)
    yield from town_body_spans(text)
    yield from chinese_signature_spans(text)
    yield from everyday_institution_spans(text)
    yield from insurer_spans(text)
    yield from imaging_and_lab_spans(text)
    yield from volunteering_spans(text)
    yield from sheltered_workshop_spans(text)
    yield from qualified_school_spans(text)
    yield from chinese_everyday_spans(text)
    yield from regex_spans(text, "next_of_kin", NEXT_OF_KIN)
