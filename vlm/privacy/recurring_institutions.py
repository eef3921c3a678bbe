"""An institution the text names once in full is removed wherever it stands again: its proper
name without the word that says what it is ("Harwood" of "Harwood Royal Infirmary", "Oosterweide"
of "Medisch Centrum Oosterweide"), its initials ("HRI", "MCO"; "KGH" for "Kilbride General"),
in capitals or in title case. Notes name a hospital in full once, on the letterhead or at the
first mention, and by its short form after that; only the short form carries no cue."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from vlm.privacy.bounded_literals import bounded_literals
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.first_names import function_words, read_list
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.not_a_name import UPPER_ACRONYMS
from vlm.privacy.not_places import DEPARTMENT, not_a_place
from vlm.privacy.spans import Span

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# Words that say what an institution is, or of what kind, in the six languages: never its
# proper name alone ("Royal", "General", "Children's", "Klinikum", "Centre Hospitalier").


@lru_cache(maxsize=1)
def _kind_words() -> frozenset[str]:
    """Words that say what an institution is, or of what kind (data/institution_kind_words.txt):
    never its proper name alone ("Royal", "General", "Children's", "Klinikum")."""
    return frozenset(w.casefold() for w in read_list("institution_kind_words.txt"))


@lru_cache(maxsize=1)
def _clinical_acronyms() -> frozenset[str]:
    """Clinical abbreviations an institution's initials may spell (data/clinical_acronyms.txt)."""
    return frozenset(read_list("clinical_acronyms.txt"))


_DEPARTMENT_WORD = re.compile(rf"(?:{DEPARTMENT})")
# Link words inside a name ("Clinique du Parc", "Hospital Universitario de la Vega Baja").
_LINKS = frozenset(
    {"of", "and", "the", "de", "del", "la", "las", "los", "le", "les", "du", "des", "d", "l"}
    | {"der", "den", "die", "das", "am", "an", "im", "in", "y", "et", "en", "van", "het", "op"}
    | {"aan", "voor", "&", "i"}
)
# "Kilbride General", "Thornbury Royal": an English name of this kind stands for "… Hospital".
_HOSPITAL_IMPLIED = frozenset({"general", "royal", "memorial", "regional", "district", "county"})


def recurring_institution_spans(
    text: str, spans: Iterable[Span], known: Iterable[str] = (), names: Iterable[str] = ()
) -> list[Span]:
    """Spans of each place an institution found in `spans` stands again in `text` by its
    proper name or its initials; `known` values of the case's withheld fields that name an
    institution ("Hospital: …") give their initials too ("PCH"), and `names` (institutions
    found in the case's other fields) are followed like those of `spans`, as written too."""
    forms: set[str] = set()
    acronyms: set[str] = set()
    seen: set[str] = set()
    out: list[Span] = []
    for s in spans:
        if s.kind != "institution":
            continue
        widened = _widened(text, s.start, s.end)
        if widened != (s.start, s.end):
            out.append(Span(*widened, "institution"))
        value = text[s.start : s.end]
        if value in seen or _han(value):
            continue
        seen.add(value)
        words = _WORD.findall(value.replace("-", " "))
        proper = _proper_name(words)
        if proper:
            forms.update({proper, proper.upper(), _title(proper)})
        acronyms.update(_initials(words))
    for value in names:
        if _han(value):
            if len(value) >= 3:
                forms.add(value)
            continue
        words = _WORD.findall(value.replace("-", " "))
        proper = _proper_name(words)
        if proper and len(proper) >= 4:
            forms.update({value, proper, proper.upper(), _title(proper)})
        acronyms.update(_initials(words))
    for value in known:
        words = _WORD.findall(value.replace("-", " "))
        if any(w.casefold() in _kind_words() for w in words):
            acronyms.update(_initials(words))
    for start, end in bounded_literals(text, forms, before="'’-", after="-"):
        if not is_clinical_use(text, start, end, word=False):
            out.append(Span(*_widened(text, start, end), "institution"))
    for start, end in bounded_literals(text, acronyms, before="-", after="-"):
        out.append(Span(start, end, "institution"))
    return out


# A saint's title before a name ("St. Hedwigs-Krankenhaus", "Sint Lucas"), kind words after a
# short form ("Harwood Royal", "Saint Odilia Regional"), a campus after a Chinese hospital
# ("…医院东院区").
_SAINT_BEFORE = re.compile(
    r"(?:\b(?:St|Ste|ST|STE)\.?|\b(?:Saint|Sainte|Sankt|Sint|SAINT|SANKT|SINT))[ \t]*$"
)
_KIND_AFTER = re.compile(r"(?:[ \t]+[A-Z][A-Za-z]+){1,3}")
_TOWN_AFTER = re.compile(r"[ \t]([A-ZÀ-Þ][a-zß-ÿ]+(?:-[A-ZÀ-Þ][a-zß-ÿ]+)?)(?![\w'’-])")
_CAMPUS_AFTER = re.compile(r"[东西南北中新總总]?(?:院区|院區)|分院|[东西南北東]院")


def _widened(text: str, start: int, end: int) -> tuple[int, int]:
    before = _SAINT_BEFORE.search(text, max(0, start - 8), start)
    if before:
        start = before.start()
    if _han(text[end - 1 : end]):
        campus = _CAMPUS_AFTER.match(text, end)
        return (start, campus.end() if campus else end)
    town = _TOWN_AFTER.match(text, end)
    if town and (is_town(town.group(1)) or is_small_town(town.group(1))):
        end = town.end()  # "Marienhospital Tecklenburg": the town is part of the name
    after = _KIND_AFTER.match(text, end)
    if after:
        words = after.group().split()
        n = 0
        while n < len(words) and words[n].casefold() in _kind_words():
            n += 1
        if n:
            end += _prefix_length(after.group(), n)
    return (start, end)


def _prefix_length(run: str, n: int) -> int:
    """Characters of `run` up to the end of its n-th word."""
    ends = [m.end() for m in re.finditer(r"\S+", run)]
    return ends[n - 1]


def _han(value: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" for ch in value)


def _is_generic(word: str) -> bool:
    folded = word.casefold().replace("’", "'")
    return (
        folded in _kind_words()
        or folded in _LINKS
        or bool(_DEPARTMENT_WORD.fullmatch(word.title()))
        or is_clinical_word(word.title())
    )


def _proper_name(words: list[str]) -> str:
    """The longest run of words that are no head, kind or link word ("Harwood", "Cold Spring
    Valley", "Vega Baja"); empty when that run could be clinical or common."""
    best: list[str] = []
    run: list[str] = []
    for w in [*words, ""]:
        if w and w[:1].isupper() and not _is_generic(w):
            run.append(w)
            continue
        if len(run) > len(best):
            best = run
        run = []
    name = " ".join(best)
    if not name or len(name) < 4:
        return ""
    first = best[0]
    if (
        first.casefold() in function_words()
        or (len(best) == 1 and (first in eponyms() or first.title() in eponyms()))
        or not_a_place(_title(name))
        or (name.isupper() and len(name) <= 5)
    ):
        return ""
    return name


def _initials(words: list[str]) -> set[str]:
    """The name's initials, three to six letters, and for an English name that stands for a
    hospital ("Kilbride General") the same with an H ("KGH")."""
    capitals = [w for w in words if w[:1].isupper() and w.casefold() not in _LINKS]
    if capitals and capitals[0].casefold() in ("the",):
        capitals = capitals[1:]
    letters = "".join(w[0] for w in capitals).upper()
    out = set()
    if 3 <= len(letters) <= 6:
        out.add(letters)
    if capitals and capitals[-1].casefold() in _HOSPITAL_IMPLIED and 2 <= len(letters) <= 5:
        out.add(letters + "H")
    return {
        a
        for a in out
        if a.isalpha()
        and a.isascii()
        and a not in UPPER_ACRONYMS
        and a not in _clinical_acronyms()
        and not is_clinical_word(a)
    }


def _title(name: str) -> str:
    return " ".join(w[:1].upper() + w[1:].lower() for w in name.split())
