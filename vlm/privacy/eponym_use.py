"""When a name-like word is used clinically and stays: an eponym (data/eponyms.txt) before a
clinical noun, a possessive, another eponym or its finding ("Babinski sign", "Parkinson's",
"Marcus Gunn pupil", "Hoffmann rechts positief"); any word before a clinical noun ("Evans
index", "Gugging Swallowing Screen") or after one and a particle ("Signe de Lhermitte")."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.anatomy_nouns import (
    ANATOMY_AFTER,
    ANATOMY_BEFORE,
    LOWER_OR_ANATOMY_AFTER,
    is_lab_abbreviation,
)
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.eponym_nouns import MORE_CLINICAL_NOUNS, MORE_FINDINGS
from vlm.privacy.first_names import read_list
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.roman_grades import graded_by_roman
from vlm.privacy.scale_names import SCALE_AFTER
from vlm.privacy.title_case_terms import inside_title_case_term

__all__ = ["eponyms", "is_clinical_use"]

_POSSESSIVE = re.compile(r"['’]s?$")
# The next eponym of a chain, straight after or joined by "and" or a comma ("Marcus Gunn",
# "Gordon und Oppenheim negativ", "Kernig, Brudzinski negative").
_NEXT_WORD = re.compile(
    rf"(?:[ \t]*[,/&][ \t]*|[ \t]+(?:and|und|et|y|e|en|or|oder|ou|o)[ \t]+|\s+)({CAP})"
)
_CLINICAL_NOUN = (
    r"sign|signs|syndrome|disease|palsy|paresis|paralysis|phenomenon|reflex|test|pupil|"
    r"manoeuvre|maneuver|criteria|scale|score|type|variant|encephalopathy|aphasia|area|triad|"
    r"body|bodies|fibres|fibers|space|spaces|cell|cells|malformation|procedure|dementia|ataxia|"
    r"myopathy|dystrophy|neuralgia|tumou?r|circle|law|index|grade|ratio|classification|frame|"
    r"protocol|technique|method|line|angle|canal|nucleus|figure|battery|inventory|questionnaire|"
    r"examination|assessment|span|task|Zeichen|Syndrom|Krankheit|Test|Index|"
    r"Reflex|signe|syndrome|maladie|signo|síndrome|enfermedad|índice|teken|ziekte|syndroom|"
    r"grad|grado|graad|stage|stade|stadium|estadio|skala|escala|échelle|schaal|kriterien|"
    r"critères|criterios|klassifikation|clasificación|classificatie|screen|screening|prueba|"
    r"épreuve|proef|versuch|maniobra|manœuvre|manöver|réflexe|reflejo|phänomen|phénomène|"
    r"fenómeno|fenomeen|morbus|stage|class|klasse|classe|clase|"
    # devices and instruments named after their makers: "Hakim valve", "Blake drain"
    r"valve|shunt|drain|catheter|clamp|retractor|bar|microscope|aspirator|device|pump|probe|bolt|"
    r"coils?|stent|monitor|monitoring|patch|recorder|clips?|plates?|pins|goggles|needle|forceps|"
    r"dissector|elevator|rongeur|headframe|head frame|holder|" + MORE_CLINICAL_NOUNS
)
# A clinical noun and a particle before a word make it an eponym ("Signe de Lhermitte",
# "Tiroiditis de Hashimoto", "ziekte van Parkinson", "Morbus Wilson").
_PARTICLE = r"(?:de|du|des|d'|d’|del|van|von|der|of|di)"
_PARTICLE_ALONE = re.compile(_PARTICLE, re.IGNORECASE)
# "according to" before the author of a scale or a grading: "Grad II nach West-Haven", "stade 2
# selon Hoehn", "grado 3 según Hunt", "graad 2 volgens Fazekas".
_ACCORDING_TO = re.compile(r"nach|selon|según|segun|volgens", re.IGNORECASE)
# ... only after a grading's noun ("Test nach Hamburg geschickt" is a journey).
_GRADING = re.compile(
    r"grad|grade|grado|graad|stade|stadium|stage|estadio|stufe|skala|scale|score|escala|échelle|"
    r"schaal|klassifikation|classification|clasificación|classificatie|kriterien|critères|"
    r"criterios|criteria|typ|type|tipo|klasse|classe|clase|einteilung|index|índice",
    re.IGNORECASE,
)
_NOUN_PARTICLE_AFTER = re.compile(rf"\s+{_PARTICLE}\s*[{UPPER}]")
# A German compound whose last part is a disease's noun names its eponym after it with no
# particle ("Muskeldystrophie Becker", "Gliedergürteldystrophie Typ …").
_GERMAN_COMPOUND_NOUN = re.compile(
    r"[A-ZÄÖÜ][a-zäöüß]{3,}(?:dystrophie|atrophie|myopathie|syndrom|krankheit|lähmung|ataxie)"
)
# A named scale or test: one or two capitalised words, then a clinical noun ("Gugging
# Swallowing Screen", "Koos Grad II").
_NEXT_CAPS = re.compile(rf"[ \t]+{CAP}[ \t]+({CAP})(?:[ \t]+({CAP}))?")
# An eponym's finding: a side and a result after it ("Hoffmann rechts positief", "Babinski
# links", "Lasègue negativ").
_SIDE = r"(?:right|left|bilateral(?:ly)?|rechts|links|beidseits|bds\.?|bilateraal|droite?|gauche|"
_SIDE += r"bilatéral|derech[oa]|izquierd[oa])"
_FINDING = (
    rf"(?:{_SIDE}(?=[ \t]*(?:[,.;)\n]|$))|(?:{_SIDE}[ \t]+)?(?:positi(?:ve|ef|v|f|vo)|"
    r"negati(?:ve|ef|v|vo)|négatif|present|présente?|presente|absent|absente|ausente|aanwezig|"
    r"afwezig|vorhanden|\+ve|-ve|pos|neg|lateralis(?:es|ed|ing)|lateraliz(?:es|ed|ing)|"
    rf"{MORE_FINDINGS})\b)"
)
_CLINICAL_AFTER = re.compile(rf"(?:['’]s?\b|-[A-Z]|\s+(?:{_CLINICAL_NOUN})\b)", re.IGNORECASE)
# An eponym before an acronym of its scale or device: "Lawton IADL", "Katz ADL".
# ... or before a word and a clinical noun: "Hakim programmable valve", "Rey complex figure".
_WORD_AND_NOUN_AFTER = re.compile(rf"[ \t]+(?-i:[a-z]+)[ \t]+(?:{_CLINICAL_NOUN})\b", re.IGNORECASE)
_GRADE = re.compile(r"\d+[a-z]?|[IVX]+[a-c]?")
# ... or before a word and its finding: "Marcus Gunn jaw-winking absent".
_WORD_AND_FINDING_AFTER = re.compile(rf"[ \t]+(?-i:[a-z][a-z-]+)[ \t]+{_FINDING}", re.IGNORECASE)
_ACRONYM_AFTER = re.compile(r"[ \t]+[A-Z]{2,6}\b(?![ \t]*,[ \t]*[A-Z][a-z])")
_FINDING_AFTER = re.compile(rf"[ \t]+{_FINDING}", re.IGNORECASE)
# ... or before its value after a preposition ("selon Braden à 14", "Barthel von 45 Punkten"),
# never a time ("Braden at 14:00").
_VALUE_AFTER = re.compile(r"[ \t]+(?:à|von|van|of|=|:)[ \t]*\d+(?:[.,]\d+)?(?![\d:h]|[.,]\d)")
# A title before the word makes a finding after it a person's ("Dr Hoffmann present today").
_TITLE_BEFORE = re.compile(r"\b(?:Dr|Dra|Prof|Pr|Mr|Mrs|Ms|Herr|Frau|M|Mme|Dhr|Mevr|Sr|Sra)\.?\s+$")
# A clinical noun after the name, or after a second name and a slash ("El Escorial /
# Awaji-criteria").
_NOUN_AFTER = re.compile(
    rf"(?:[ \t]*/[ \t]*[{UPPER}][^\W\d_]*[ \t-]+|[ \t]+)(?:{_CLINICAL_NOUN})\b", re.IGNORECASE
)
_SCORE_AFTER = re.compile(r"[ \t]*[:=]?[ \t]*(?:\d{1,3}(?:[.,]\d)?|[IVX]{1,4}[a-c]?)(?![\d:])")
_PREV_EPONYM = re.compile(rf"({CAP})(?:[ \t]*[/&][ \t]*|[ \t]+(?:and|und|et|y|en)[ \t]+)$")
_NOUN_SET = frozenset(
    n.casefold() for n in _CLINICAL_NOUN.replace("tumou?r", "tumour|tumor").split("|")
)


@lru_cache(maxsize=1)
def eponyms() -> frozenset[str]:
    return frozenset(read_list("eponyms.txt"))


def is_clinical_use(text: str, start: int, end: int, word: bool = True) -> bool:
    """_is_clinical_use, asked of the same word by several detectors (a name, then the word
    after the name before it): read once per word of the text being scrubbed."""
    return _is_clinical_use(text, start, end, word)


@lru_cache(maxsize=512)
def _is_clinical_use(text: str, start: int, end: int, word: bool) -> bool:
    """An eponym used clinically: "Babinski sign", "Parkinson's", "Guillain-Barré", "Todd
    paresis", "Marcus Gunn pupil" (a chain of eponyms ending in a clinical word); any word
    followed by a clinical noun ("Evans index", "Fisher grade", "Gugging Swallowing Screen") or
    after one and a particle ("Signe de Lhermitte"); with `word`, a clinical word itself
    ("Thalamus", "Trombectomía"; places pass False: "Pons" is also a town)."""
    if word and is_clinical_word(text[start:end]):
        return True
    if _NOUN_AFTER.match(text, end) or _named_test(text, end):
        return True
    if graded_by_roman(text, start, end) or (not word and inside_title_case_term(text, start, end)):
        return True  # "Marshall III", "Focal de Alta Intensidad"
    if LOWER_OR_ANATOMY_AFTER.match(text, end) and (
        ANATOMY_AFTER.match(text, end) or SCALE_AFTER.match(text, end)
    ):
        return True  # "Erb point", "Abbey pain scale": read only before a lower-case word
    if end - start <= 3 and is_lab_abbreviation(text, start, end):
        return True
    if text[start:end].casefold() in _NOUN_SET and _NOUN_PARTICLE_AFTER.match(text, end):
        return True
    if _after_clinical_noun(text[max(0, start - 30) : start].split()):
        return True
    if text[start:end] not in eponyms():
        return False
    if _SCORE_AFTER.match(text, end) and _after_eponym(text, start):
        return True  # the second of "Hoehn & Yahr 2.5"
    titled = _TITLE_BEFORE.search(text, max(0, start - 8), start)
    while True:
        if (
            _CLINICAL_AFTER.match(text, end)
            or _WORD_AND_NOUN_AFTER.match(text, end)
            or (not titled and _finding_after(text, end))
        ):
            return True
        nxt = _NEXT_WORD.match(text, end)
        if not nxt or _POSSESSIVE.sub("", nxt.group(1)) not in eponyms():
            return False
        end = nxt.start(1) + len(_POSSESSIVE.sub("", nxt.group(1)))
        if _SCORE_AFTER.match(text, end):
            return True  # "Hunt and Hess 3", "Hoehn & Yahr 2,5": two eponyms, then a score


def _after_eponym(text: str, start: int) -> bool:
    """Another eponym and a joining word stand just before ("Hoehn & " of "Hoehn & Yahr")."""
    m = _PREV_EPONYM.search(text, max(0, start - 30), start)
    return m is not None and m.group(1) in eponyms()


def _named_test(text: str, end: int) -> bool:
    """One or two capitalised words, then a capitalised clinical noun ("… Swallowing Screen")."""
    m = _NEXT_CAPS.match(text, end)
    if m is None:
        return False
    return m.group(1).casefold() in _NOUN_SET or (m.group(2) or "").casefold() in _NOUN_SET


def _finding_after(text: str, end: int) -> bool:
    """A side or a result after an eponym, its value, its acronym, or a word and a result."""
    return bool(
        _FINDING_AFTER.match(text, end)
        or _VALUE_AFTER.match(text, end)
        or _ACRONYM_AFTER.match(text, end)
        or _WORD_AND_FINDING_AFTER.match(text, end)
    )


def _after_clinical_noun(before: list[str]) -> bool:
    """The words before a name are a clinical noun, or a clinical word and a particle."""
    before = [w.lstrip("([{«\"'") for w in before]  # "(stade 4 de Padua)"
    if not before:
        return False
    if before[-1].casefold() in _NOUN_SET or _GERMAN_COMPOUND_NOUN.fullmatch(before[-1]):
        return True
    if len(before) < 2:
        return False
    according = _ACCORDING_TO.fullmatch(before[-1])
    if not according and not _PARTICLE_ALONE.fullmatch(before[-1]):
        return False
    if len(before) > 2 and _GRADE.fullmatch(before[-2]):
        before = before[:-2] + before[-1:]  # "stade 4 de Padua": the grade between
    if according:
        return _GRADING.fullmatch(before[-2]) is not None  # "Grad II nach West-Haven"
    noun = before[-2].casefold()
    if noun in _NOUN_SET or noun in ANATOMY_BEFORE or is_clinical_word(before[-2]):
        return True
    # the noun, then its adjective in lower case: "distrofia muscular de …", "atrophie
    # musculaire de …"
    return len(before) > 2 and before[-2].islower() and before[-3].casefold() in _NOUN_SET
