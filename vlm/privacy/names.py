"""People's names: after a title (with initials: "Dr Q. Zorblatt", "Mevr. J. de Vries"), after a
cue ("her husband Jan", "seen by", "Name:"), initials before a surname, upper-case and Hong Kong
forms, nicknames, and first names on their own through an offline lexicon (data/first_names.txt),
with the surname that follows them. Eponyms (data/eponyms.txt) and any name-like word followed
by a clinical noun ("Evans index") stay; function words ("She", "La", "Su") are never names, nor
is a word beside a number ("5 Tage", "Ward 7B"). The patterns live in name_cues.py."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from vlm.privacy.adverbs import is_adverb
from vlm.privacy.anatomy_adjectives import after_anatomy_noun
from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.copy_lines import copy_line_name_spans
from vlm.privacy.cue_misreads import misread_cue
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.dutch_verb_forms import is_dutch_verb_form
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.everyday_name_words import is_everyday_word, nouns_capitalised
from vlm.privacy.first_names import first_names, function_words, is_first_name, read_list
from vlm.privacy.kinship_words import is_kinship_noun
from vlm.privacy.line_labels import label_on_next_line
from vlm.privacy.listed_words import (
    elliptic_passive,
    listed_with_clinical_words,
    only_relations,
)
from vlm.privacy.lower_case_names import lower_case_names
from vlm.privacy.mail import mail_name_spans
from vlm.privacy.medication_lines import in_medication_list
from vlm.privacy.name_cues import (
    CUED,
    FAMILY_GIVEN,
    GREETING,
    INITIAL,
    LETTER_OPENING,
    NAME,
    NICKNAME_AFTER,
    PARTICLE,
    RELATION_WORD,
    SERVICE_AFTER,
    SERVICE_END,
    TITLE,
    TITLE_WORDS,
    TITLED,
    VERB_CUED,
)
from vlm.privacy.name_words import (
    NAME_WORD,
    POSSESSIVE,
    before_profession,
    is_acronym,
    is_common,
    starts_clinical,
    trim_name,
)
from vlm.privacy.not_a_name import (
    COMMON_SUBJECT,
    DESCRIPTIVE,
    SAINT_BEFORE,
    is_team,
)
from vlm.privacy.not_places import DEPARTMENT
from vlm.privacy.noun_phrases import in_noun_phrase
from vlm.privacy.one_language_words import everyday_after_cue
from vlm.privacy.overt_findings import before_overt_finding
from vlm.privacy.participle_words import is_participle_or_adjective
from vlm.privacy.past_verbs import is_past_verb, noun_after_cue
from vlm.privacy.patient_compounds import patient_abbreviation, patient_compound
from vlm.privacy.patterns import CAP
from vlm.privacy.possessive_eponyms import possessive_before_clinical_noun
from vlm.privacy.present_verbs import is_present_verb
from vlm.privacy.role_words import after_contracted_article, is_role_word
from vlm.privacy.romanised_chinese_names import romanised_chinese_name_spans
from vlm.privacy.shaped_names import shaped_names
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.state_words import is_state_word
from vlm.privacy.time_phrases import before_calendar_word
from vlm.privacy.title_case_findings import ends_in_finding
from vlm.privacy.title_roles import role_after_title

__all__ = ["TITLE_WORDS", "eponyms", "first_names", "is_acronym", "is_first_name", "name_spans"]

_GREETED = re.compile(rf"(?:{TITLE})*(?P<id>{NAME})")
# The surname after a first name, on the same line ("Marques de Souza", never the next line's
# heading).
_FOLLOWING = re.compile(
    rf"(?:[ \t]+(?:{INITIAL}|(?:{PARTICLE}[ \t]+){{0,3}}"
    rf"(?:(?![A-Z]{{2,}}\b){CAP}|[A-Z]{{4,}}\b))){{1,4}}"
)
_PARTICLE_WORD = re.compile(PARTICLE)
# A status or an order in capitals in brackets after a name ("Mrs Jones (DNACPR)"): no nickname.
_ACRONYM_IN_BRACKETS = re.compile(r"\([ \t]*[A-Z0-9/-]{3,}[ \t]*\)")
# German's genitive article after a first name that is also a noun opens the noun's complement
# ("Lage der Sonde"); a name's particle "der" comes after "van" or "von", never alone.
_GERMAN_ARTICLE = re.compile(r"[ \t]+(?:der|des)[ \t]")
# A record's label after a name and a comma is no given name ("Re: Ann Lee, Patient ID: …").
_LABEL_WORD = re.compile(
    r"(?i:patient|patiënt|patiente?|paciente|name|naam|nom|nombre|pt|dob|mrn|details|"
    r"demographics|information|summary|label|identification|profile|gegevens|daten|données|datos)"
)
# A subspecialty after a clinician's name and a comma ("Dr Ann Lo, Movement Disorders").
_DEPARTMENT_WORD = re.compile(rf"(?:{DEPARTMENT})")
_SUBJECT_CUE = re.compile(r"(?i)\bre\s*:")
_LOWER_NEXT = re.compile(r"[ \t]+(?:of|for|to|regarding|about|de|du|des|del|van|von|für|para)\b")
_SENTENCE_END = re.compile(r"[^\W\d_]{5,}\.\s")  # a whole word, then a full stop
_CALENDAR_WORD = re.compile(rf"(?i:{MONTH}|{WEEKDAY})")
_NUMBER_BEFORE = re.compile(r"\d[\d.,]*\s*$")
_NUMBER_AFTER = re.compile(r"\s*(?:\d|[A-Z]?\d)")
_WORD_TITLE_ENDED = re.compile(r"[^\W\d_]{5,}\.[ \t]+")  # "Nurse. ", never "Prof. "
_ABBREVIATION = re.compile(r"\.\s*(?::|[a-zß-ÿ])")  # "Pat. berichtet", "Pat.:" abbreviate


@lru_cache(maxsize=1)
def _word_names() -> frozenset[str]:
    """First names that are also words of the six languages (data/word_names.txt): a name only
    with a surname after them or after a cue."""
    return frozenset(w.casefold() for w in read_list("word_names.txt"))


def _title_case_function_word(word: str) -> bool:
    """ "In", "The", "With" inside a run of capitals: a sentence in title case, not a name."""
    return (
        len(word) > 1
        and word[0].isupper()
        and word.casefold() in function_words()
        and not _PARTICLE_WORD.fullmatch(word)
    )


def _mail_person(name: str) -> bool:
    """A header's addressee is a person unless a word of it is common or clinical ("Cc:
    Neurology Secretaries") or it names a team."""
    words = [w for w in name.split() if w[:1].isupper()]
    if any(w.isupper() and len(w) <= 3 for w in words):
        return False  # "Neuro ICU", "VA": a unit or a state
    return not is_team(name) and not any(is_common(w) or is_clinical_word(w) for w in words)


def _role_word(bracketed: str) -> bool:
    """'(Ehemann)', '(sister)', '(GP)': a relation or a role in brackets, not a nickname."""
    word = bracketed.strip(" \t\n()\"“”'‘’")
    first = word.split()[0] if word.split() else word
    if is_clinical_word(first) or _DEPARTMENT_WORD.fullmatch(first):
        return True  # "(Neurología Infantil)", "(Neurology)": a specialty in brackets
    return bool(RELATION_WORD.fullmatch(word)) or is_common(word)


def name_spans(text: str) -> Iterator[Span]:
    """Every name the rules find; nicknames after a name are taken with it."""
    for span in _name_spans(text):
        end = span.end
        while (
            (nick := NICKNAME_AFTER.match(text, end))
            and not _role_word(nick.group())
            and not _ACRONYM_IN_BRACKETS.fullmatch(nick.group().strip())
        ):
            end = nick.end()
            follow = _FOLLOWING.match(text, end)
            if follow and not starts_clinical(text, follow):
                end = follow.end()
        yield Span(span.start, end, span.kind) if end != span.end else span


def _name_spans(text: str) -> Iterator[Span]:
    for m in TITLED.finditer(text):
        if _WORD_TITLE_ENDED.search(text, m.start(), m.start("id")):
            continue  # "Charge Nurse. Ward Sister": a title word that ended its sentence
        if role_after_title(m.group("id")):
            continue  # "Dra. Jefa de Sección", "Dr. Intensivista": roles, no name
        if is_dutch_verb_form(m.group("id").split()[0]):
            continue  # "Mevrouw Slaapt Onrustig", "Dhr. Is Bekend": the sentence's verb
        yield from trim_name(text, m.start("id"), m.end("id"))
    for m in matches(CUED, text):
        if misread_cue(text, m.start(), m.start("id"), m.group("id")):
            continue  # "500 cc. Analgesia", "Firma Consentimiento", "Paciente en Box"
        if patient_compound(text, m.start()) or label_on_next_line(
            text, m.start(), m.start("id"), m.end("id")
        ):
            continue  # "Patient Transport", "…huisarts\nAan: polikliniek": no name
        words = re.split(r"[\s,]+", m.group("id"))
        if m.group("id").isupper() and all(len(w) <= 3 or is_role_word(w) for w in words):
            continue  # "Patient ID", "Name: MS", "seen by ST, PT", "by SALT": labels, roles
        if _SUBJECT_CUE.search(m.group(), 0, m.start("id") - m.start()) and _LOWER_NEXT.match(
            text, m.end()
        ):
            continue  # "Re: Appeal of denial": a subject line's first word
        if _SENTENCE_END.search(text, m.start(), m.start("id")):
            continue  # "... Patient. Keine Paresen": the cue ended its sentence
        if " " not in m.group("id") and is_past_verb(m.group("id")):
            continue  # "… StR. Discussed with wife": a sentence's verb after the cue
        if " " not in m.group("id") and noun_after_cue(m.group("id")):
            continue  # "laut Tochter Verwirrtheit nachts": a German noun, not the daughter's name
        if LETTER_OPENING.fullmatch(m.group("id").split()[0]):
            continue  # "Dear Colleague, Thank you": the letter's first words
        words = m.group("id").split()[1:]
        if any(_title_case_function_word(w) for w in words):
            continue  # "Patient Positioned Supine In …": a sentence in title case
        if SERVICE_AFTER.match(text, m.end()) or SERVICE_END.search(m.group("id")):
            continue  # "seen by Speech and Language Therapy": a service
        if RELATION_WORD.fullmatch(m.group("id")) or only_relations(m.group("id")):
            continue  # "GP Partner", "her son Partner": a relation after a cue is no name
        if " " not in m.group("id") and text[m.end() : m.end() + 1] == "?":
            continue  # "Fragen der Patientin: Bettruhe?": a question, no name
        if _LABEL_WORD.fullmatch(m.group("id")):
            continue  # "Patient Name: see label": a form's label after a cue
        if DESCRIPTIVE.search(m.group("id")) and " " not in m.group("id"):
            continue  # "Patient Comfortable.": a title-cased adjective after a cue
        if is_participle_or_adjective(m.group("id").split()[0].title()) or (
            is_state_word(_first_before_comma(m.group("id")))
        ):
            continue  # "Patient Declined Flu Vaccine", "Paciente Alérgico", "Wife Aware"
        if everyday_after_cue(m.group("id")):
            continue  # "Tochter Besorgt", "Paciente Consciente y Orientada": a state, no name
        if is_present_verb(m.group("id").split()[0]) or is_dutch_verb_form(
            m.group("id").split()[0]
        ):
            continue  # "Patient Reports headache", "Paciente Refiere cefalea": the verb
        end = m.end("id")
        last, _, after = m.group("id").partition(",")
        acronym = after.strip()
        if (acronym.isupper() and 2 <= len(acronym) <= 5 and not last.isupper()) or (
            len(acronym) > 1
            and (
                is_clinical_word(acronym)
                or is_common(acronym)
                or _LABEL_WORD.fullmatch(acronym)
                or _DEPARTMENT_WORD.fullmatch(acronym)
            )
        ):
            end = m.start("id") + len(last)  # "Mrs. Alvey, GCS 9", "Ann Lo, Movement Disorders"
        yield from trim_name(text, m.start("id"), end)
    for m in matches(VERB_CUED, text):
        words = m.group("id").split()
        if elliptic_passive(text, m):
            continue  # "Schmerzen verneint.", "Koorts ontkent.": a symptom denied, no subject
        if any(RELATION_WORD.fullmatch(w) for w in words):
            continue  # "Mum said I went blank": a relative, no name
        if is_adverb(words[0]):
            continue  # "Originally presented to …": an adverb opens the sentence
        if not any(COMMON_SUBJECT.fullmatch(w) or is_common(w) for w in words):
            yield from trim_name(text, m.start("id"), m.end("id"))
    yield from regex_spans(text, "name", (FAMILY_GIVEN,))
    for m in matches(GREETING, text):
        name = _GREETED.match(text, m.end())
        if name and not is_common(name.group("id").split()[0]) and not is_team(name.group("id")):
            yield from trim_name(text, name.start("id"), name.end("id"))
    yield from shaped_names(text)
    yield from lower_case_names(text)
    yield from mail_name_spans(text, _mail_person)
    yield from copy_line_name_spans(text, _mail_person)
    yield from romanised_chinese_name_spans(text)
    for m in NAME_WORD.finditer(text):
        word = POSSESSIVE.sub("", m.group())  # "Anna's husband": Anna
        base_end = m.start() + len(word)
        if not is_first_name(word) or is_clinical_use(text, m.start(), base_end):
            continue
        if after_anatomy_noun(text, m.start()):
            continue  # "Sustancia Blanca", "Línea Media": the noun's adjective
        if possessive_before_clinical_noun(text, m.start(), base_end, m.end()):
            continue  # "Albert's test": a test named after a person
        if listed_with_clinical_words(text, m.start(), base_end):
            continue
        if SAINT_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "St. Jude", "San Roque": a saint names a place or a device, not a person
        if _beside_number_or_abbreviated(text, m.start(), base_end):
            continue
        if patient_abbreviation(text, m.start(), base_end):
            continue  # "Pat. Werner Kaminski": the patient, abbreviated
        if is_role_word(word) or after_contracted_article(text, m.start()):
            continue  # "Kiné : lever", "Rollator im Zimmer": a role, a German noun
        if is_kinship_noun(word):
            continue  # "Onkel mütterlicherseits betroffen": a relative, no name
        if before_calendar_word(text, base_end):
            continue  # "Ab Mittwoch besser": a phrase of time
        if in_medication_list(text, m.start()):
            continue  # "Medications: …, Calcium Carbonate, Senna": a drug
        if in_noun_phrase(text, base_end):
            continue  # "la Corne frontale", "Bas de contention": a noun, not a name
        if before_overt_finding(text, m.start(), base_end):
            continue  # "Frank blutiger Liquor", "frank blood": overt, not a person
        end = m.end()
        follow = _FOLLOWING.match(text, end)
        if follow and _GERMAN_ARTICLE.match(follow.group()):
            follow = None  # "Lage der Magensonde": a noun and its genitive, not a particle
        if is_everyday_word(word, text) and (not follow or nouns_capitalised(text)):
            continue  # "Eben noch Schluckstörung", "Dan wel", "Nada reseñable": the word
        if follow and SERVICE_AFTER.match(text, end):
            follow = None  # "Rehab Team", "Grace Ward": a first name that names a service
        if follow and ends_in_finding(follow.group()):
            continue  # "Heart Sounds Normal": an examination in title case
        if follow and not starts_clinical(text, follow):
            end = before_profession(text, m.start(), follow.end())
        elif _CALENDAR_WORD.fullmatch(word):
            continue  # "in June", "(Tue)": a month or a weekday alone is no name
        elif word.casefold() in _word_names():
            continue  # "Dolores intensos": a first name that is a word, alone, is the word
        yield Span(m.start(), end, "name")


def _first_before_comma(name: str) -> str:
    """The cued words' single word, or its first before a comma ("Alert, Obs stable"); "" when
    the words run on without one ("Aware Smith")."""
    first = name.split(",")[0]
    return "" if " " in first.strip() else first.strip()


def _beside_number_or_abbreviated(text: str, start: int, end: int) -> bool:
    """ "5 Tage", "Ward 7B", "Zimmer 214", "Pat. berichtet": a unit, a place or an abbreviation."""
    return bool(
        _NUMBER_BEFORE.search(text, max(0, start - 12), start)
        or _NUMBER_AFTER.match(text, end)
        or _ABBREVIATION.match(text, end)
    )
