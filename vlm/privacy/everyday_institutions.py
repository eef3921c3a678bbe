"""Institutions of a patient's everyday life named by the word for their kind after the name:
a pharmacy, club, society, lodge, employer's trade or school in English ("Tansley Road
Pharmacy", "Carrow Harriers", "Dunmore-Blythe Haulage", "Ellerdine Primary"), a German pharmacy,
health insurer or club ("Löwen-Apotheke", "Saalfeld BKK", "Schützenverein …", "… e.V."). The
head word is found first and the name read back from it, so long runs of capitals cost nothing;
a name made only of clinical words or departments is no institution ("Clinical
Neurophysiology", "Multiple Sclerosis Society")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

_HEAD = re.compile(
    r"(?-i:(?<=[ \t])(?:Pharmacy|Chemists?|Drugs|Drugstore|Apothecary|Dental|Homecare|"
    r"Ziekenhuisgroep|Zorggroep|Harriers|Athletic Club|Bowls Club|"
    r"Golf Club|Rugby Club|Football Club|Cricket Club|Club|Society|Lodge|Internal Medicine|"
    r"Roofing|Haulage|Logistics|Elementary|Primary|Middle School|High School|BKK|IKK)\b)"
)
# one to three capitalised words, joined by "&" or a hyphen, straight before the head
_NAME_BEFORE = re.compile(rf"(?-i:(?<![\w&-])(?:{CAP}[ \t]+(?:&[ \t]+)?){{1,3}}$)")
# "Löwen-Apotheke", "Schützenverein Tannhof", "Roten Faden e.V.", "BKK Saalwerk"
_GERMAN = re.compile(
    rf"(?-i:\b[{UPPER}][a-zäöüß]+-Apotheke\b|"
    rf"\b[{UPPER}][a-zäöüß]*(?:verein|klub|club)[ \t]+(?P<club>{CAP}(?:[ \t]+{CAP}){{0,2}})|"
    rf"\b(?:BKK|IKK|AOK)[ \t]+(?P<fund>{CAP}))"
)
# "wielerclub De Trappers …", "harmonie …": a Dutch club named after its sport in lower case
_DUTCH_CLUB = re.compile(
    rf"(?-i:\b[a-z]+(?:club|vereniging)[ \t]+(?:(?:De|Het|'t)[ \t]+)?{CAP}(?:[ \t]+{CAP}){{0,2}})"
)
_REGISTERED = re.compile(rf"(?-i:(?<![\w-])(?:{CAP}[ \t]+){{1,3}}e\.[ \t]?V\.)")
# "Unknown Primary", "Lung Primary": a tumour's origin, never a school
_ADJECTIVE = re.compile(r"(?:ic|al|ive|ary|Care)$")
_NOT_A_SCHOOL = re.compile(r"(?i:unknown|occult|lung|breast|renal|bowel|skin|cancer|tumou?r)")


def _plain_name(words: list[str]) -> bool:
    """Some word of the name is neither clinical nor a department's."""
    return any(not (is_clinical_word(w) or not_a_place(w)) for w in words)


# Every head holds one of these; a text without any is not searched (str.find is fast).
_HEAD_STEMS = ("Pharm", "Chemist", "Drug", "Apothe", "Dental", "Homecare", "groep", "Harriers",
               "Club", "Society", "Lodge", "Medicine", "Roofing", "Haulage", "Logistics",
               "Elementary", "Primary", "School", "KK")  # fmt: skip


def everyday_institution_spans(text: str) -> Iterator[Span]:
    heads = _HEAD.finditer(text) if any(s in text for s in _HEAD_STEMS) else iter(())
    for head in heads:
        window = max(0, head.start() - 80)
        m = _NAME_BEFORE.search(text, window, head.start())
        if m is None:
            continue
        words = [w for w in m.group(0).split() if w != "&"]
        if head.group(0) == "Primary" and _NOT_A_SCHOOL.fullmatch(words[-1]):
            continue
        if head.group(0) == "Dental" and _ADJECTIVE.search(words[-1]):
            continue  # "Paediatric Dental", "Special Care Dental": a service
        if _plain_name(words):
            yield Span(m.start(), head.end(), "institution")
    if "-Apotheke" in text or "erein" in text or "lub" in text or "KK" in text:
        for g in _GERMAN.finditer(text):
            name = g.group("club") or g.group("fund")
            if name is None or _plain_name(name.split()):
                yield Span(g.start(), g.end(), "institution")
    if "club " in text or "vereniging " in text:
        for c in _DUTCH_CLUB.finditer(text):
            if _plain_name(c.group(0).split()[1:]):
                yield Span(c.start(), c.end(), "institution")
    if "e.V." in text or "e. V." in text:
        yield from regex_spans(text, "institution", (_REGISTERED,))
