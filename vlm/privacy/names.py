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

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.first_names import first_names, function_words, is_first_name, read_list
from vlm.privacy.listed_words import (
    MEDICAL_PREFIX,
    elliptic_passive,
    listed_with_clinical_words,
    only_relations,
)
from vlm.privacy.mail import mail_name_spans
from vlm.privacy.medication_lines import in_medication_list
from vlm.privacy.name_cues import (
    BEFORE_ROLE,
    CUED,
    FAMILY_GIVEN,
    FIRST_LAST_UPPER,
    GREETING,
    HK_NAME,
    HK_TITLE_NAME,
    INITIAL,
    INITIALS,
    LAST_FIRST,
    LETTER_OPENING,
    LOWER_AFTER_RELATION,
    LOWER_AFTER_TITLE,
    LOWER_TITLE_FULL,
    NAME,
    NICKNAME_AFTER,
    PARTICLE,
    PERSON_VERB_WORD,
    RELATION_WORD,
    SERVICE_AFTER,
    SERVICE_END,
    TITLE,
    TITLE_WORDS,
    TITLED,
    VERB_CUED,
    is_profession,
    postnominal_matches,
)
from vlm.privacy.not_a_name import (
    COMMON_SUBJECT,
    DESCRIPTIVE,
    PLAN_VERB,
    SAINT_BEFORE,
    UPPER_ACRONYMS,
    is_team,
)
from vlm.privacy.patterns import CAP
from vlm.privacy.role_words import after_contracted_article, is_role_word
from vlm.privacy.spans import Span
from vlm.privacy.time_phrases import before_calendar_word
from vlm.privacy.title_case_findings import ends_in_finding

__all__ = ["TITLE_WORDS", "eponyms", "first_names", "is_acronym", "is_first_name", "name_spans"]

_WORD = re.compile(rf"(?<![\w'’-]){CAP}")
_POSSESSIVE = re.compile(r"['’]s?$")
_GREETED = re.compile(rf"(?:{TITLE})*(?P<id>{NAME})")
_NEXT_WORD = re.compile(rf"\s+({CAP})")
# The surname after a first name, on the same line ("Marques de Souza", never the next line's
# heading).
_FOLLOWING = re.compile(
    rf"(?:[ \t]+(?:{INITIAL}|(?:{PARTICLE}[ \t]+){{0,3}}"
    rf"(?:(?![A-Z]{{2,}}\b){CAP}|[A-Z]{{4,}}\b))){{1,4}}"
)
_PARTICLE_WORD = re.compile(PARTICLE)
_ACRONYM = re.compile(r"[A-Z]{2,4}")
# A record's label after a name and a comma is no given name ("Re: Ann Lee, Patient ID: …").
_LABEL_WORD = re.compile(
    r"(?i:patient|patiënt|patiente?|paciente|name|naam|nom|nombre|pt|dob|mrn|details|"
    r"demographics|information|summary|label|identification|profile|gegevens|daten|données|datos)"
)
_UNIT_LABEL = re.compile(
    r"\b(?i:bay|bed|room|ward|level|block|wing|station|zimmer|kamer|chambre|pavillon|planta|box|"
    r"zone|type|grade|class|stage|group|arm|cohort)[ \t]+$"
)
_SUBJECT_CUE = re.compile(r"(?i)\bre\s*:")
_LOWER_NEXT = re.compile(r"[ \t]+(?:of|for|to|regarding|about|de|du|des|del|van|von|für|para)\b")
_SENTENCE_END = re.compile(r"[^\W\d_]{5,}\.\s")  # a whole word, then a full stop
_CALENDAR_WORD = re.compile(rf"(?i:{MONTH}|{WEEKDAY})")
_NUMBER_BEFORE = re.compile(r"\d[\d.,]*\s*$")
_NUMBER_AFTER = re.compile(r"\s*(?:\d|[A-Z]?\d)")
_ABBREVIATION = re.compile(r"\.\s*(?::|[a-zß-ÿ])")  # "Pat. berichtet", "Pat.:" abbreviate


@lru_cache(maxsize=1)
def _ordinary_words() -> frozenset[str]:
    """Words of the first-name lexicon that are ordinary words in notes (data/not_names.txt)."""
    return frozenset(read_list("not_names.txt"))


@lru_cache(maxsize=1)
def _word_names() -> frozenset[str]:
    """First names that are also words of the six languages (data/word_names.txt): a name only
    with a surname after them or after a cue."""
    return frozenset(w.casefold() for w in read_list("word_names.txt"))


def is_acronym(word: str) -> bool:
    """Two to four capitals that are no first name ("EEG", "EMS", "NG"; not "OPAL", "LEE")."""
    return bool(_ACRONYM.fullmatch(word)) and not is_first_name(word.title())


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
    return not is_team(name) and not any(_common(w) or is_clinical_word(w) for w in words)


def _role_word(bracketed: str) -> bool:
    """'(Ehemann)', '(sister)', '(GP)': a relation or a role in brackets, not a nickname."""
    word = bracketed.strip(" \t\n()\"“”'‘’")
    return bool(RELATION_WORD.fullmatch(word)) or _common(word)


def _common(word: str) -> bool:
    """A word that is never a name alone: a function word, a title, a profession."""
    return (
        word.casefold() in function_words()
        or word in TITLE_WORDS
        or is_profession(word)
        or word in UPPER_ACRONYMS
    )


def name_spans(text: str) -> Iterator[Span]:
    """Every name the rules find; nicknames after a name are taken with it."""
    for span in _name_spans(text):
        end = span.end
        while (nick := NICKNAME_AFTER.match(text, end)) and not _role_word(nick.group()):
            end = nick.end()
            follow = _FOLLOWING.match(text, end)
            if follow and not _starts_clinical(text, follow):
                end = follow.end()
        yield Span(span.start, end, span.kind) if end != span.end else span


def _name_spans(text: str) -> Iterator[Span]:
    for m in TITLED.finditer(text):
        yield from _trim(text, m.start("id"), m.end("id"))
    for m in CUED.finditer(text):
        words = re.split(r"[\s,]+", m.group("id"))
        if m.group("id").isupper() and all(len(w) <= 3 or is_role_word(w) for w in words):
            continue  # "Patient ID", "Name: MS", "seen by ST, PT", "by SALT": labels, roles
        if _SUBJECT_CUE.search(m.group(), 0, m.start("id") - m.start()) and _LOWER_NEXT.match(
            text, m.end()
        ):
            continue  # "Re: Appeal of denial": a subject line's first word
        if _SENTENCE_END.search(text, m.start(), m.start("id")):
            continue  # "... Patient. Keine Paresen": the cue ended its sentence
        if LETTER_OPENING.fullmatch(m.group("id").split()[0]):
            continue  # "Dear Colleague, Thank you": the letter's first words
        words = m.group("id").split()[1:]
        if any(_title_case_function_word(w) for w in words):
            continue  # "Patient Positioned Supine In …": a sentence in title case
        if SERVICE_AFTER.match(text, m.end()) or SERVICE_END.search(m.group("id")):
            continue  # "seen by Speech and Language Therapy": a service
        if RELATION_WORD.fullmatch(m.group("id")) or only_relations(m.group("id")):
            continue  # "GP Partner", "her son Partner": a relation after a cue is no name
        if _LABEL_WORD.fullmatch(m.group("id")):
            continue  # "Patient Name: see label": a form's label after a cue
        if DESCRIPTIVE.search(m.group("id")) and " " not in m.group("id"):
            continue  # "Patient Comfortable.": a title-cased adjective after a cue
        end = m.end("id")
        last, _, after = m.group("id").partition(",")
        acronym = after.strip()
        if (acronym.isupper() and 2 <= len(acronym) <= 5 and not last.isupper()) or (
            len(acronym) > 1
            and (is_clinical_word(acronym) or _common(acronym) or _LABEL_WORD.fullmatch(acronym))
        ):
            end = m.start("id") + len(last)  # "Mrs. Alvey, GCS 9", "Ann Lo, Stroke Nurse"
        yield from _trim(text, m.start("id"), end)
    for m in VERB_CUED.finditer(text):
        words = m.group("id").split()
        if elliptic_passive(text, m):
            continue  # "Schmerzen verneint.", "Koorts ontkent.": a symptom denied, no subject
        if not any(COMMON_SUBJECT.fullmatch(w) or _common(w) for w in words):
            yield from _trim(text, m.start("id"), m.end("id"))
    for m in FAMILY_GIVEN.finditer(text):
        yield Span(m.start(), m.end(), "name")
    for m in GREETING.finditer(text):
        name = _GREETED.match(text, m.end())
        if name and not _common(name.group("id").split()[0]) and not is_team(name.group("id")):
            yield from _trim(text, name.start("id"), name.end("id"))
    yield from _shaped_names(text)
    yield from _lower_case_names(text)
    yield from mail_name_spans(text, _mail_person)
    for m in _WORD.finditer(text):
        word = _POSSESSIVE.sub("", m.group())  # "Anna's husband": Anna
        base_end = m.start() + len(word)
        if not is_first_name(word) or is_clinical_use(text, m.start(), base_end):
            continue
        if listed_with_clinical_words(text, m.start(), base_end):
            continue
        if SAINT_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "St. Jude", "San Roque": a saint names a place or a device, not a person
        if _beside_number_or_abbreviated(text, m.start(), base_end):
            continue
        if is_role_word(word) or after_contracted_article(text, m.start()):
            continue  # "Kiné : lever", "Rollator im Zimmer": a role, a German noun
        if before_calendar_word(text, base_end):
            continue  # "Ab Mittwoch besser": a phrase of time
        if in_medication_list(text, m.start()):
            continue  # "Medications: …, Calcium Carbonate, Senna": a drug
        end = m.end()
        follow = _FOLLOWING.match(text, end)
        if follow and SERVICE_AFTER.match(text, end):
            follow = None  # "Rehab Team", "Grace Ward": a first name that names a service
        if follow and ends_in_finding(follow.group()):
            continue  # "Heart Sounds Normal": an examination in title case
        if follow and not _starts_clinical(text, follow):
            end = _before_profession(text, m.start(), follow.end())
        elif _CALENDAR_WORD.fullmatch(word):
            continue  # "in June", "(Tue)": a month or a weekday alone is no name
        elif word.casefold() in _word_names():
            continue  # "Dolores intensos": a first name that is a word, alone, is the word
        yield Span(m.start(), end, "name")


def _shaped_names(text: str) -> Iterator[Span]:
    """Names known by their shape: initials + surname, upper-case LAST, First, Hong Kong order,
    a first name before an upper-case surname."""
    for m in INITIALS.finditer(text):
        last = m.group("last")
        if len(last) < 2:
            continue  # "D.O.B.", "E.M.G.": an abbreviation written with full stops
        if is_acronym(last):
            continue  # "R. EEG T.": a technologist's credential
        if _UNIT_LABEL.search(text, max(0, m.start() - 12), m.start()):
            continue  # "PACU Bay B. Meeting": a bay's, a bed's or a grade's letter
        if not _common(last) and not is_clinical_use(text, m.start("last"), m.end("last")):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in LAST_FIRST.finditer(text):
        last, first = m.group("last"), m.group("first")
        if last in UPPER_ACRONYMS or _common(first) or _starts_clinical(text, m, "first"):
            continue
        if len(last) <= 3 and first.isupper() and len(first) <= 3:
            continue  # "ST, PT, OT": a list of acronyms
        cued = re.search(
            r"(?i)\b(?:patient|pt|name|nom|naam|nombre|attending|physician|provider|ordering|"
            r"consultant|clinician|surgeon|radiologist|gp|pcp|author|referring|referrer|signed|"
            r"by|dr)\W*$",
            text[max(0, m.start() - 24) : m.start()],
        )
        if cued or (len(last) > 3 and (is_first_name(first.title()) or is_first_name(first))):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in BEFORE_ROLE.finditer(text):
        words = m.group("id").split()
        if is_profession(m.group("role").title()) and not any(
            _common(w) or is_clinical_word(w) for w in words
        ):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in postnominal_matches(text):
        start = _after_clinical_words(text, m.start("id"), m.end("id"))
        yield from _trim(text, start, m.end("id"))
    for m in HK_NAME.finditer(text):
        yield Span(m.start("id"), m.end("id"), "name")
    for m in HK_TITLE_NAME.finditer(text):
        if not _common(m.group("id").split()[0]):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in FIRST_LAST_UPPER.finditer(text):
        first, last = m.group("first"), m.group("last")
        if last in UPPER_ACRONYMS or len(last) < 4 or not first.istitle():
            continue
        if text[m.start() - 1 : m.start()] == "/":
            continue  # "Oxford/Bamford PACS": the second name of a classification
        if text[m.end() : m.end() + 1] == "-" or PLAN_VERB.fullmatch(first):
            continue  # "Recommend FDG-PET", "Repeat MRI": a plan's verb before a test
        if first in _ordinary_words() or MEDICAL_PREFIX.fullmatch(first) or is_clinical_word(first):
            continue  # "Right PICA", "Neuro SOPC": an ordinary or clinical word before an acronym
        if is_first_name(first) or not (_common(first) or first in eponyms()):
            yield Span(m.start(), m.end(), "name")


def _lower_case_names(text: str) -> Iterator[Span]:
    """Hurried notes write names in lower case: after a relation ("daughter maureen") when the
    word is a known first name, after a title ("dr okonkwo") unless a common word."""
    for m in LOWER_AFTER_RELATION.finditer(text):
        word = m.group("id")
        if is_first_name(word.title()) and not _common(word) and not RELATION_WORD.fullmatch(word):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in LOWER_AFTER_TITLE.finditer(text):
        word = m.group("id")
        # "dr okonkwo", "mw. de boer": any surname; "mr. slept" is no name
        doctor = m.group().lower().startswith("dr") or m.group("particle")
        if not _common(word) and (doctor or is_first_name(word.title())):
            yield Span(m.start("id"), m.end("id"), "name")
    yield from _lower_titled_names(text)


def _lower_titled_names(text: str) -> Iterator[Span]:
    """ "mrs gwendolyn price": a known first name after a lower-case title, with the word after
    it as the surname unless that word is common ("mr tom slept")."""
    for m in LOWER_TITLE_FULL.finditer(text):
        first = m.group("first")
        title = m.group().split()[0]
        if _common(first) or PERSON_VERB_WORD.fullmatch(first) or is_clinical_word(first.title()):
            continue
        if title not in _UNAMBIGUOUS_TITLES and not is_first_name(first.title()):
            continue  # "ms patient", "miss doses": MS and "miss" are also words
        last = m.group("last")
        plain = last is None or bool(
            _common(last.split()[-1])
            or PERSON_VERB_WORD.fullmatch(last)
            or is_clinical_word(last.title())
        )
        yield Span(m.start("first"), m.end("first") if plain else m.end("last"), "name")


# Lower-case titles that are no other word ("mrs", "mevr", "mme"; "ms" is also multiple sclerosis).
_UNAMBIGUOUS_TITLES = frozenset({"mrs", "mevr", "mme", "dhr", "sra"})


def _after_clinical_words(text: str, start: int, end: int) -> int:
    """Where a name starts once the clinical words or roles before it are left out
    ("Neurophysiology Ana Ruiz, MD": Ana)."""
    for w in re.finditer(r"\S+", text[start:end]):
        word = w.group()
        if not (is_clinical_word(word) or _common(word)):
            return start + w.start()
    return end


def _beside_number_or_abbreviated(text: str, start: int, end: int) -> bool:
    """ "5 Tage", "Ward 7B", "Zimmer 214", "Pat. berichtet": a unit, a place or an abbreviation."""
    return bool(
        _NUMBER_BEFORE.search(text, max(0, start - 12), start)
        or _NUMBER_AFTER.match(text, end)
        or _ABBREVIATION.match(text, end)
    )


def _before_profession(text: str, start: int, end: int) -> int:
    """The end of a name, before any role written after it ("Anna Ames Consultant")."""
    pos = start
    for w in re.finditer(r"\S+", text[start:end]):
        if is_profession(w.group().strip(",")):
            break
        pos = start + w.end()
    return pos


def _starts_clinical(text: str, m: re.Match[str], group: int | str = 0) -> bool:
    """The word at the start of m's group, or the next one, is an eponym used clinically
    ("MND, Lou Gehrig's")."""
    nxt = _NEXT_WORD.match(text, m.start(group) - 1) if group else _NEXT_WORD.match(text, m.start())
    if nxt is None:
        return False
    word = _POSSESSIVE.sub("", nxt.group(1))
    end = nxt.start(1) + len(word)
    if is_clinical_use(text, nxt.start(1), end):
        return True
    after = _NEXT_WORD.match(text, end)
    return after is not None and is_clinical_use(text, after.start(1), after.end(1))


def _trim(text: str, start: int, end: int) -> Iterator[Span]:
    """A cue or title followed by an eponym used clinically is not a name ("patient Romberg
    positive" keeps Romberg); a role or a function word is not one either ("Consultant
    Neurologist", "her GP She")."""
    m = _WORD.match(text, start)
    if m and m.end() <= end and is_clinical_use(text, m.start(), m.end()):
        return
    while m and is_profession(m.group()) and m.end() < end:  # "Frau Kollegin Ames"
        nxt = re.compile(r"\s+").match(text, m.end())
        start = nxt.end() if nxt else m.end()
        m = _WORD.match(text, start)
    if m and m.end() >= end and _common(m.group()):
        return  # a single word that is a role or a function word
    end = _before_profession(text, start, end)
    if end > start:
        yield Span(start, end, "name")
