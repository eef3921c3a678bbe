"""Names known by their shape: initials before a surname, upper-case "LAST, First", a name before
its role, a name before its post-nominals, Hong Kong order, a first name before an upper-case
surname."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.capital_findings import clinical_in_capitals
from vlm.privacy.capital_sentence_letters import letter_in_capital_sentence
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.credentials import after_degree
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.first_names import is_first_name
from vlm.privacy.graded_acronyms import before_grade
from vlm.privacy.listed_words import MEDICAL_PREFIX
from vlm.privacy.name_cues import (
    BEFORE_ROLE,
    FIRST_LAST_UPPER,
    HK_NAME,
    HK_TITLE_NAME,
    INITIALS,
    LAST_FIRST,
    is_profession,
    postnominal_matches,
)
from vlm.privacy.name_words import is_acronym, is_common, ordinary_words, starts_clinical, trim_name
from vlm.privacy.not_a_name import PLAN_VERB, UPPER_ACRONYMS
from vlm.privacy.participle_words import is_participle_or_adjective
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.word_endings import has_word_ending

_UNIT_LABEL = re.compile(
    r"\b(?i:bay|bed|room|ward|level|block|wing|station|zimmer|kamer|chambre|pavillon|planta|box|"
    r"zone|type|grade|class|stage|group|arm|cohort|phase|fase|stadium|stade|estadio|typ|tipo|"
    r"grad|grado|graad|klasse|classe|clase|klas|stufe|niveau|nivel|categorie|catégorie|"
    r"categoría|kategorie|variant|variante|test|teil|part|partie|parte|deel|trail|version|"
    r"versión|list|liste|lijst)[ \t]+$"
)


# Species a germ is written by after its genus's initial ("C. Diff", "E. Coli", "S. Aureus").
_SPECIES = frozenset(
    {"diff", "difficile", "coli", "aureus", "pneumoniae", "influenzae", "epidermidis"}
    | {"faecalis", "faecium", "jejuni", "pylori", "albicans", "meningitidis", "monocytogenes"}
    | {"aeruginosa", "tuberculosis", "gondii", "neoformans", "marcescens", "burgdorferi"}
)


def shaped_names(text: str) -> Iterator[Span]:
    """Names known by their shape: initials + surname, upper-case LAST, First, Hong Kong order,
    a first name before an upper-case surname."""
    for m in INITIALS.finditer(text):
        last = m.group("last")
        if len(last) < 2:
            continue  # "D.O.B.", "E.M.G.": an abbreviation written with full stops
        if "\n" in text[m.start("id") : m.start("last")]:
            continue  # "46 J.\nAufklärender Arzt": an abbreviation ends its line
        if is_acronym(last):
            continue  # "R. EEG T.": a technologist's credential
        if last.casefold() in _SPECIES:
            continue  # "C. Diff", "E. Coli": a germ's genus and species, not a person
        if _UNIT_LABEL.search(text, max(0, m.start() - 12), m.start()):
            continue  # "PACU Bay B. Meeting": a bay's, a bed's or a grade's letter
        if not is_common(last) and not is_clinical_use(text, m.start("last"), m.end("last")):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in LAST_FIRST.finditer(text):
        last, first = m.group("last"), m.group("first")
        if last in UPPER_ACRONYMS or is_common(first) or starts_clinical(text, m, "first"):
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
            is_common(w) or is_clinical_word(w) for w in words
        ):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in postnominal_matches(text):
        start = _after_clinical_words(text, m.start("id"), m.end("id"))
        yield from trim_name(text, start, m.end("id"))
    yield from regex_spans(text, "name", (HK_NAME,))
    for m in HK_TITLE_NAME.finditer(text):
        if not is_common(m.group("id").split()[0]):
            yield Span(m.start("id"), m.end("id"), "name")
    for m in FIRST_LAST_UPPER.finditer(text):
        first, last = m.group("first"), m.group("last")
        if last in UPPER_ACRONYMS or len(last) < 4 or not first.istitle():
            continue
        if letter_in_capital_sentence(text, m.start(), first):
            continue  # "ALTA A DOMICILIO", "CEFALEA O MAREO": a preposition or a conjunction
        if text[m.start() - 1 : m.start()] == "/":
            continue  # "Oxford/Bamford PACS": the second name of a classification
        if after_degree(text, m.start()) and not is_first_name(first):
            continue  # "…, MD, Diplomate ABSM": a board's title after a degree
        if text[m.end() : m.end() + 1] == "-" or PLAN_VERB.fullmatch(first):
            continue  # "Recommend FDG-PET", "Repeat MRI": a plan's verb before a test
        if first in ordinary_words() or MEDICAL_PREFIX.fullmatch(first) or is_clinical_word(first):
            continue  # "Right PICA", "Neuro SOPC": an ordinary or clinical word before an acronym
        if clinical_in_capitals(first, last):
            continue  # "Niega FIEBRE", "Paciente ALÉRGICO", "Tto TOPIRAMATO": a note in capitals
        if is_first_name(first):
            yield Span(m.start(), m.end(), "name")
        elif not (
            is_common(first)
            or first in eponyms()
            or has_word_ending(first)
            or before_grade(text, m.end())  # "Crónica KDIGO 3b": a classification's stage
            or is_participle_or_adjective(first)  # "Advised DVLA": a verb before an acronym
        ):
            yield Span(m.start(), m.end(), "name")  # "Mutation TERT" stays: a noun, an order


def _after_clinical_words(text: str, start: int, end: int) -> int:
    """Where a name starts once the clinical words or roles before it are left out
    ("Neurophysiology Ana Ruiz, MD": Ana)."""
    for w in re.finditer(r"\S+", text[start:end]):
        word = w.group()
        if not (is_clinical_word(word) or is_common(word)):
            return start + w.start()
    return end
