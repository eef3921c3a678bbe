"""Companies named with their legal form: "Calder & Pike Ltd", "Kessler AG", "Brandt Maschinenbau
GmbH & Co. KG", "Conservas Ortiz S.L.", "Van Dalen Transport B.V.", "Fromageries Dulac SA",
"Harbour Freight Corporation". The legal form says the capitalised words before it are a company
(an employer, an insurer, a care provider), whatever the cue before them; an acronym before it
counts too ("MTR Corporation"). The form is looked for first (a short literal list), then the
name in the few characters before it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span

# Legal forms in English, German, French, Spanish and Dutch (Belgium and Mexico included).
_FORM = re.compile(
    r"(?-i:(?<=[ \t])(?:Ltd\.?|Limited|PLC|plc|LLC|L\.L\.C\.|LLP|Inc\.|Inc\b|Incorporated|"
    r"Corp\.|Corp\b|Corporation|GmbH(?:[ \t]*&[ \t]*Co\.?[ \t]*KG)?|gGmbH|AG\b|KG\b|OHG\b|"
    r"e\.[ \t]?V\.|S\.A\.(?:[ \t]*de[ \t]*C\.V\.)?|S\.L\.U?\.?|S\.L\b|SA\b|SAS\b|SARL\b|"
    r"S\.A\.S\.|S\.A\.R\.L\.|EURL\b|SRL\b|S\.R\.L\.|B\.V\.|N\.V\.|VOF\b|BVBA\b|bvba\b))"
)
# Every form holds one of these: a text without any is not searched.
_ANCHORS = (
    "Ltd", "Limited", "PLC", "plc", "LLC", "L.L.C.", "LLP", "Inc", "Corp", "GmbH", "AG", "KG",
    "OHG", "e.V", "e. V", "S.A", "S.L", "SA", "SAS", "SARL", "EURL", "SRL", "S.R.L",
    "B.V", "N.V", "VOF", "BVBA", "bvba",
)  # fmt: skip
_WORD = rf"(?:{CAP}|[{UPPER}0-9][{UPPER}0-9&]{{1,6}})"
# The name: one to five capitalised words or acronyms, joined by "&", "and", "et", "y", "und",
# "en", a Dutch or Spanish particle, right before the form.
_NAME_BEFORE = re.compile(
    rf"(?-i:(?<![\w&'’-])(?P<id>{_WORD}(?:[ \t]+(?:(?:&|and|et|y|und|en|de|del|van|von|der)"
    rf"[ \t]+)?{_WORD}){{0,4}})[ \t]+\Z)"
)
# Words that start a sentence or a label and are no part of the name.
_LEADING = frozenset(
    [
        "The",
        "A",
        "An",
        "Der",
        "Die",
        "Das",
        "Le",
        "La",
        "Les",
        "El",
        "Los",
        "Las",
        "Het",
        "De",
        "Een",
        "Un",
        "Une",
        "Una",
        "Ex",
        "Former",
        "Retired",
        "Employer",
        "Arbeitgeber",
        "Employeur",
        "Empleador",
        "Werkgever",
        "Firma",
        "Fa",
    ]
)  # fmt: skip
# Forms written as two or three capitals without dots, which clinical shorthand also writes.
_BARE = re.compile(r"AG|KG|OHG|SA|SAS|SARL|SRL|VOF|BVBA|Inc|Corp")
_JOINERS = frozenset(["and", "et", "y", "und", "en", "de", "del", "van", "von", "der"])
_SENTENCE_END = re.compile(r"(?:^|[.:;!?\n])[ \t]*\Z")


def _sentence_starts(text: str, start: int) -> bool:
    return _SENTENCE_END.search(text, max(0, start - 3), start) is not None


def legal_form_spans(text: str) -> Iterator[Span]:
    if not any(a in text for a in _ANCHORS):
        return
    for form in _FORM.finditer(text):
        window = max(0, form.start() - 90)
        m = _NAME_BEFORE.search(text, window, form.start())
        if m is None:
            continue
        words = m.group("id").split()
        start = m.start("id")
        while len(words) > 1 and (
            words[0] in _LEADING or (words[1] in _JOINERS and _sentence_starts(text, start))
        ):  # "Trabaja en Conservas Ortiz S.L.": a sentence's first verb and its preposition
            skip = 2 if words[1] in _JOINERS else 1
            start = text.index(words[skip], start + len(words[0]))
            words = words[skip:]
        if len(words) == 1 and _sentence_starts(text, start) and _BARE.fullmatch(form.group()):
            continue  # "Known AG ratio": a sentence's first word before two capitals
        if any(is_clinical_word(w) for w in words):
            continue  # "Stroke SA", "Neurology Ltd" in a heading: no company named
        yield Span(start, form.end(), "institution")
