"""People's names: after a title (with initials: "Dr Q. Zorblatt", "Mevr. J. de Vries"), after a
cue ("her husband Jan", "seen by", "Name:"), and first names on their own through an offline
lexicon (data/first_names.txt). Eponyms (data/eponyms.txt) stay when used clinically."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span

DATA = Path(__file__).resolve().parent / "data"

TITLES = (
    r"(?:Dr|Drs|Doctor|Prof|Professor|Pr|Mr|Mrs|Ms|Miss|Mx|Sir|Dame|Sr|Sra|Srta|Herr|Frau|"
    r"Fr|Hr|M|Mme|Mlle|MM|Dhr|Mevr|Mw|Mej|Dott|Dottssa|Sig|Sig\.ra|Nurse|Sister|Rev|"
    r"dr|drs|prof|dhr|mevr|mw|mr)"
)
# Titles as single words (never an identifier on their own).
TITLE_WORDS = frozenset(re.findall(r"[A-Za-z.]+", TITLES.replace("\\.", ".").strip("(?:)"))) | {
    "Miss",
    "Mlle",
    "Mme",
    "Herr",
    "Frau",
    "Prof",
    "Dr",
    "Mrs",
    "Mr",
    "Ms",
    "Mx",
}
_PARTICLE = (
    r"(?:van|von|de|der|den|du|des|la|le|di|da|dos|del|ten|ter|zu|vom|zum|op|'t|in 't|van der|"
    r"van den|de la|von der|d'|die|en|und|auch|Mc|Mac)"
)
_INITIAL = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*"
# One part of a name: an initial, a capitalised word, or a particle before a capitalised word.
_PART = rf"(?:{_INITIAL}|(?:{_PARTICLE}\s+)*{CAP})"
_NAME = rf"{_PART}(?:\s+{_PART}){{0,3}}"
_TITLE = rf"\b{TITLES}\.?(?:\s+med\.)?\s+"
TITLED = re.compile(rf"{_TITLE}(?P<id>(?:{_TITLE})*{_NAME})")

_RELATION = (
    r"(?:husband|wife|partner|spouse|son|daughter|mother|father|mum|mom|dad|brother|sister|niece|"
    r"nephew|grandson|granddaughter|friend|carer|caregiver|neighbour|neighbor|guardian|fiancée?|"
    r"GP|nurse|physiotherapist|consultant|colleague|"
    r"echtgeno(?:ot|te)|man|vrouw|zoon|dochter|moeder|vader|broer|zus|huisarts|"
    r"Ehemann|Ehefrau|Mann|Frau|Sohn|Tochter|Mutter|Vater|Bruder|Schwester|Hausarzt|Hausärztin|"
    r"mari|époux|épouse|femme|fils|fille|mère|père|frère|sœur|soeur|médecin traitant)"
)
_CUE = (
    rf"(?:(?i:\b{_RELATION})\s*,?\s*|(?i:\b(?:named|called|seen by|referred by|reviewed by|"
    r"discussed with|signed|dictated by|cc|patient name|name|naam|nom|prénom|vorname|"
    r"nachname|patient|patiënt|patiente?|pt|attending|resident|re(?=\s*:))\b)\s*:?\s*)"
)
CUED = re.compile(rf"{_CUE}(?:{_TITLE})*(?P<id>{_NAME})")
# A name at the start of a sentence followed by what only a person does ("Anna reports").
_PERSON_VERB = (
    r"(?:reports|reported|says|said|states|stated|describes|described|denies|denied|complains|"
    r"complained|mentions|mentioned|explains|explained|feels|felt|attends|attended|presents|"
    r"presented|recalls|remembers|works|worked|wishes|wants|agrees|agreed|declines|declined|"
    r"consented|understands|rang|phoned|drove|was seen|was admitted|was reviewed|was referred|"
    r"has noticed|has had|had noticed|noticed|meldt|vertelt|klaagt|ontkent|berichtet|klagt|"
    r"verneint|schildert|rapporte|signale|décrit|se plaint|nie)"
)
VERB_CUED = re.compile(
    rf"(?:^|(?<=[.!?;:]\s)|(?<=\n))(?P<id>{CAP}(?:\s+{_PART}){{0,3}})\s+{_PERSON_VERB}\b"
)
FAMILY_GIVEN = re.compile(r"\b[A-Z][A-Za-z'-]+\^[A-Z][A-Za-z'^-]*")  # DICOM PN Family^Given

_WORD = re.compile(rf"(?<![\w'’-]){CAP}")
# Sentence subjects that are not people ("She reports", "Patient denies", "MRI shows").
_COMMON_SUBJECT = re.compile(
    r"She|He|They|It|This|That|Patient|Pt|The|His|Her|Their|Mother|Father|Husband|Wife|Son|"
    r"Daughter|Partner|Family|GP|Nurse|Carer|Caregiver|Examination|MRI|CT|EEG|Today|Now|"
    r"Today|Overall|Also|Since|Sie|Er|Patientin|Elle|Il|Zij|Hij|Patiënt|Patiënte|Ze|"
    r"[A-Z]{2,}"
)
_POSSESSIVE = re.compile(r"['’]s?$")
_NEXT_WORD = re.compile(rf"\s+({CAP})")
_FOLLOWING = re.compile(rf"(?:\s+(?:{_INITIAL}|(?:{_PARTICLE}\s+)*(?![A-Z]{{2,}}\b){CAP}))+")
_CLINICAL_AFTER = re.compile(
    r"(?:['’]s?\b|-[A-Z]|\s+(?:sign|signs|syndrome|disease|palsy|paresis|paralysis|phenomenon|"
    r"reflex|test|pupil|manoeuvre|maneuver|criteria|scale|score|type|variant|encephalopathy|"
    r"aphasia|area|triad|body|bodies|fibres|fibers|space|spaces|cell|cells|malformation|"
    r"procedure|dementia|ataxia|myopathy|dystrophy|neuralgia|tumou?r|circle|law|index)\b)",
    re.IGNORECASE,
)


@lru_cache(maxsize=1)
def first_names() -> frozenset[str]:
    """The lexicon, read once on first use (68 KB, ~10 ms): common first names of 40 countries,
    taken from names-dataset 3.3.1 (rank <= 1000 in western Europe/North America/Oceania,
    <= 300 elsewhere), less the words in data/not_names.txt."""
    names = _read_list("first_names.txt")
    return frozenset(names - _read_list("not_names.txt"))


@lru_cache(maxsize=1)
def eponyms() -> frozenset[str]:
    return frozenset(_read_list("eponyms.txt"))


def _read_list(filename: str) -> set[str]:
    path = DATA / filename
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return {ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")}


def is_first_name(word: str) -> bool:
    """In the lexicon, as written, without accents, or each part of a hyphenated name
    ("Hans-Walter"); acronyms ("MS", "ID") never are."""
    if word.isupper() and len(word) > 1:
        return False
    lexicon = first_names()
    if word in lexicon or _fold(word) in lexicon:
        return True
    if "-" not in word:
        return False
    parts = [p for p in word.split("-") if len(p) > 1]  # "Hans-J." keeps its initial
    return bool(parts) and all(p in lexicon or _fold(p) in lexicon for p in parts)


def _fold(word: str) -> str:
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def is_clinical_use(text: str, start: int, end: int) -> bool:
    """An eponym used clinically: "Babinski sign", "Parkinson's", "Guillain-Barré", "Todd
    paresis", "Marcus Gunn pupil" (a chain of eponyms ending in a clinical word)."""
    if text[start:end] not in eponyms():
        return False
    while True:
        if _CLINICAL_AFTER.match(text, end):
            return True
        nxt = _NEXT_WORD.match(text, end)
        if not nxt or _POSSESSIVE.sub("", nxt.group(1)) not in eponyms():
            return False
        end = nxt.start(1) + len(_POSSESSIVE.sub("", nxt.group(1)))


def name_spans(text: str) -> Iterator[Span]:
    """Titled names, cued names, DICOM-style names and lexicon first names (with the surname
    and initials that follow them)."""
    for m in TITLED.finditer(text):
        yield from _trim_clinical(text, m.start("id"), m.end("id"))
    for m in CUED.finditer(text):
        if m.group("id").isupper() and len(m.group("id")) <= 4:
            continue  # "Patient ID", "Name: MS" are labels and acronyms
        yield from _trim_clinical(text, m.start("id"), m.end("id"))
    for m in VERB_CUED.finditer(text):
        if not _COMMON_SUBJECT.fullmatch(m.group("id").split()[0]):
            yield from _trim_clinical(text, m.start("id"), m.end("id"))
    for m in FAMILY_GIVEN.finditer(text):
        yield Span(m.start(), m.end(), "name")
    for m in _WORD.finditer(text):
        word = _POSSESSIVE.sub("", m.group())  # "Anna's husband": Anna
        base_end = m.start() + len(word)
        if not is_first_name(word) or is_clinical_use(text, m.start(), base_end):
            continue
        end = m.end()
        follow = _FOLLOWING.match(text, end)
        if follow and not _starts_clinical(text, follow):
            end = follow.end()
        yield Span(m.start(), end, "name")


def _starts_clinical(text: str, follow: re.Match[str]) -> bool:
    nxt = _NEXT_WORD.match(text, follow.start())
    return nxt is not None and is_clinical_use(text, nxt.start(1), nxt.end(1))


def _trim_clinical(text: str, start: int, end: int) -> Iterator[Span]:
    """A cue or title followed by an eponym used clinically is not a name ("Dr Babinski's
    sign" never occurs, "his GP Parkinson's" does not either, but "patient Romberg positive"
    must keep Romberg)."""
    m = _WORD.match(text, start)
    if m and m.end() <= end and is_clinical_use(text, m.start(), m.end()):
        return
    yield Span(start, end, "name")
