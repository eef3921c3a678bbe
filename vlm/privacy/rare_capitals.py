"""A place or an institution named by nothing but itself where a note names who referred, sent
or received: a capitalised word the note's language rarely uses after "by" and its kin in the six
languages ("referred by …", "adressée par …", "remitido por …", "ingestuurd door …", "Zuweisung
durch …") or as an item of a copy or records line ("cc: …; …", "Kopie: …"), once every other
detector has run. Read anywhere else in prose, such words were as often clinical terms as names
(docs/privacy-sets.md, frozen z), so the slot stays narrow.

What stays: sentence and line starts, words beside a number, clinical words, eponyms, drugs and
brands (`drug_lexicon.py`), departments, roles, months, acronyms, words inside a found span, any
word a clinical noun follows ("Hoffmann negative"); a word in a title-case run with a common or
clinical word ("Atrial Fibrillation", "Crise Convulsive") or on a title-case line; a word ending
as the languages derive common nouns and adjectives ("-ique", "-ción", "-ation", "-ung",
"-keit"); in German, which capitalises every noun, a word without the ending of a place
("-berg", "-dorf", "-au")."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Iterator, Sequence

from vlm.privacy.anchors import matches
from vlm.privacy.drug_lexicon import is_drug_name
from vlm.privacy.eponym_use import is_clinical_use
from vlm.privacy.rare_after_place import PLACE_TAIL, reads_as_name
from vlm.privacy.rare_words import note_language
from vlm.privacy.spans import Span

_UP = "A-ZÀ-ÖØ-Þ"
_LOW = "a-zß-öø-ÿ"
# A title-case word of four letters or more, or two joined by a hyphen ("Mont-Godinne").
_WORD = re.compile(rf"(?<![\w'’.-])[{_UP}][{_LOW}]{{3,}}(?:-[{_UP}][{_LOW}]+)?(?![\w'’-])")
_NEXT = re.compile(rf"[ \t]+([{_UP}][{_LOW}]+)(?![\w'’-])")
_PREVIOUS = re.compile(rf"(?<![\w'’-])([{_UP}][{_LOW}]+)[ \t]+$")
# What may stand before a sentence's or an item's first word, after the spaces, quotes and
# brackets: a line start, a full stop, a colon, a bullet, a list number.
_OPENING = re.compile(r"(?:^|\n)[ \t]*(?:[-–•*>]|\d+[.)])?[ \t]*$|[.!?:][ \t]*$")
_LEADING = " \t\"'“‘(["
_NUMBER_BESIDE = re.compile(r"[ \t]*\d")
# How the six languages derive common nouns and adjectives: no town or hospital ends so.
_DERIVED = re.compile(
    r"(?i).*(?:ique|iques|aire|aires|ale|ales|elle|elles|ité|ités|isme|ation|ations|ement|"
    r"ements|ción|ciones|sión|siones|ico|ica|icos|icas|ivo|iva|ivos|ivas|oso|osa|osos|osas|"
    r"ario|aria|ous|ive|ives|ic|ical|ial|ity|ness|ment|ung|ungen|keit|heit|schaft|lich|isch|"
    r"ische|tie|teit|heid|lijk|ief|ieve|oïd|oïde|oide|eux|euse|ée|ées|ant|ante|ants|antes|"
    r"ent|ente|ents|entes|able|ible|ular|ulaire)"
)


def rare_capital_spans(text: str, found: Sequence[Span]) -> Iterator[Span]:
    """Rare capitalised words no detector found, in the slot of a referrer or a copy line, read
    as places or institutions."""
    slots = [
        *((m.start("id"), "agent") for m in matches(_AGENT, text)),
        *(
            (w.start(), "copy")
            for line in matches(_COPY_LINE, text)
            for w in _WORD.finditer(text, line.start("rest"), line.end("rest"))
        ),
    ]
    if not slots:
        return
    lang = note_language(text)
    if lang is None:
        return
    covered = _merged(found)
    starts = [a for a, _ in covered]
    for at, slot in slots:
        m = _WORD.match(text, at)
        if m is None:
            continue
        start, end = m.span()
        if _inside(covered, starts, start, end):
            continue
        if slot != "copy" and _opens_sentence(text, start):
            continue
        if _NUMBER_BESIDE.match(text, end) or not _reads_as_place(m.group(), lang):
            continue
        if _title_case_line(text, start) or is_clinical_use(text, start, end):
            continue
        before = _PREVIOUS.search(text, max(0, start - 40), start)
        if before and not _opens_sentence(text, before.start(1)):
            continue  # the second word of a run: read with the first
        after = _NEXT.match(text, end)
        if after:
            if not _reads_as_place(after.group(1), lang):
                continue  # "Atrial Fibrillation", "Bulbar Onset"
            end = after.end(1)
        yield Span(start, end, "institution")


def _reads_as_place(word: str, lang: str) -> bool:
    parts = word.split("-")
    if not all(reads_as_name(part, lang) for part in parts):
        return False
    if any(is_drug_name(part) or is_drug_name(_plain(part)) for part in parts):
        return False
    if _DERIVED.fullmatch(word) or _DERIVED.fullmatch(_plain(word)):
        return False
    return lang != "de" or PLACE_TAIL.fullmatch(word) is not None


# Where a word names who sent, referred or received: after "by" and its kin in the six languages
# ("referred by …", "adressée par …", "remitido por …", "ingestuurd door …", "Zuweisung durch
# …"), or an item of a copy or records line ("cc: …; …", "Kopie: …"). Anywhere else in prose,
# and alone in brackets, as many rare capitalised words are clinical terms as are names.
_AGENT = re.compile(
    r"(?<![\w'’-])(?i:by|through|durch|par|por|door)[ \t]+(?:(?i:the|la|le|l['’]|el|het|de)[ \t]+)?"
    rf"(?P<id>[{_UP}])"
)
_COPY_LINE = re.compile(
    r"(?im)^[ \t]*(?:cc|c\.c\.|copy to|copies to|copies|copy|copie à|copie|copia a|copia|"
    r"kopie aan|kopie|afschrift aan|verteiler|nachrichtlich|records (?:received )?from|"
    r"letters? (?:sent )?to|distribution)[ \t]*:(?P<rest>[^\n]*)"
)


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def _title_case_line(text: str, start: int) -> bool:
    """A heading or a title-case term's line: most of its words capitalised."""
    lo = text.rfind("\n", 0, start) + 1
    hi = text.find("\n", start)
    words = text[lo : hi if hi >= 0 else len(text)].split()
    capitals = sum(w[:1].isupper() for w in words)
    return capitals >= 3 and capitals * 2 > len(words)


def _opens_sentence(text: str, start: int) -> bool:
    lo = text.rfind("\n", 0, start) + 1
    before = text[max(lo, start - 40) : start].rstrip(_LEADING)
    if start - 40 > lo and not before:
        return False
    return _OPENING.search("\n" + before if max(lo, start - 40) == lo else before) is not None


def _merged(found: Sequence[Span]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in sorted((s.start, s.end) for s in found):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _inside(covered: list[tuple[int, int]], starts: list[int], start: int, end: int) -> bool:
    """Whether [start, end) touches a found span (merged, sorted by start)."""
    i = bisect_right(starts, end - 1) - 1
    return i >= 0 and covered[i][1] > start
