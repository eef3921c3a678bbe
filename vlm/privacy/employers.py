"""Employers named after the work that is done there, with the job between the verb and the name
("works as a trainee solicitor at …", "arbeitet als Lagerist bei der Firma …", "travaille comme
agent technique chez …", "trabaja como administrativa en …", "werkt als monteur bij …"), after
retirement ("jubilado de …", "retired from …"), and a company after its own head word ("Firma
…", "Fa. …"). The name is removed unless it is a department, a clinical word or an acronym."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.cue_misreads import signs_document
from vlm.privacy.german_bei_phrases import is_bei_phrase
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span
from vlm.privacy.work_sectors import is_work_sector

# one to four lower-case words: the job ("agent technique", "trainee solicitor")
_JOB = r"(?:[a-zß-ÿ'’-]+[ \t]+){1,4}?"
_ARTICLE = r"(?:(?:the|der|die|dem|den|la|le|l['’]|el|los|las|het|de)[ \t]+)?"
_EMPLOYER_CUE = re.compile(
    r"(?i:\b(?:"
    rf"(?:works?|worked|working|employed)[ \t]+as[ \t]+(?:an?[ \t]+)?{_JOB}(?:at|for|with)|"
    r"retired[ \t]+(?:\w+[ \t]+)?from|"
    # "a lorry driver for …", "an accountant with …": a job noun, then the employer
    r"(?-i:\b(?:an?|as an?)[ \t]+(?:[a-z-]+[ \t]+){0,2}"
    r"[a-z]+(?:er|or|ist|ant|ent|ian|man|woman)[ \t]+(?:for|with))|"
    rf"(?:arbeitet|arbeitete|tätig|beschäftigt|angestellt)[ \t]+(?:als[ \t]+{_JOB})?bei|"
    rf"(?:travaille|travaillait|employée?|retraitée?)[ \t]+(?:comme[ \t]+{_JOB})?"
    r"(?:chez|pour|de chez|de la|de l['’]|du|des)|"
    rf"(?:trabaja|trabajaba|trabajó|labora|laboraba|emplead[oa])[ \t]+"
    rf"(?:(?:como|de)[ \t]+{_JOB})?(?:en|para)|jubilad[oa][ \t]+de|"
    rf"(?:werkt|werkte|werkzaam)[ \t]+(?:als[ \t]+{_JOB})?(?:bij|voor)|"
    r"gepensioneerd[ \t]+(?:van|bij)|"
    # nouns of work: "her work at …", "su trabajo en …", "werkhervatting (halftijds) bij …"
    r"(?-i:work)[ \t]+(?:at|for)|(?:su|mi|el)[ \t]+(?:trabajo|empleo)[ \t]+en|"
    r"(?:werkhervatting|re-integratie|reïntegratie)(?:[ \t]+[a-z]+)?[ \t]+bij"
    r"))[ \t]+"
)
_NAME = re.compile(
    rf"{_ARTICLE}(?:(?:Firma|Fa\.)[ \t]+)?(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,3}}"
    r"(?:[ \t]+&[ \t]+Co\.?)?)"
)
# "Firma Kellermeier", "Fa. Brandl & Söhne": the word says it is a company.
_COMPANY = re.compile(
    rf"(?-i:\b(?:Firma|Fa\.|Banque|Banco|Société|Entreprise|Empresa|Transportes|Transports|"
    rf"Bouwbedrijf|Transportbedrijf|Aannemersbedrijf|Autobedrijf|Spedition|Bäckerei|Metzgerei|"
    rf"Autohaus|Boulangerie|Garage|Supermercados?|Supermarché|Constructora|Construcciones)[ \t]+"
    rf"(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,2}}))"
)


# A company named after a Dutch or Flemish surname, its particle capitalised mid-sentence
# ("werkte bij Van Rijn Transport", "werkt bij De Boer Bouw"), or with its article
# ("trabaja en El Corte …", "works at The Range").
_SURNAME_LED = re.compile(
    rf"(?-i:(?:Van(?: de[rn]?| het)?|De|Ter|Ten|Op de|El|La|Los|Las|Le|Les|Het|The)[ \t]+{CAP})"
)
# Feasts after "work at" are a time, not an employer ("back to work at Christmas").
_FEAST = re.compile(
    r"(?i:christmas|xmas|easter|new year|whitsun|ramadan|eid|pentecost|noël|pâques|weihnachten|"
    r"ostern|navidad|semana santa|kerst|pasen)"
)


# After Dutch "bij" mid-sentence, a capitalised particle before a capitalised word is
# a surname-led company or a person's practice ("werkhervatting bij Van Wijnen Bouw",
# "aanleunwoning bij De Hoge Weide"), never a common word.
_AFTER_BIJ = re.compile(
    rf"(?-i:(?<![\w-])bij[ \t]+(?P<id>(?:Van(?: de[rn]?| het)?|De|Ter|Ten)[ \t]+{CAP}"
    rf"(?:[ \t]+{CAP}){{0,2}}))"
)

# Latin phrases of the same shape ("bij De Novo mutaties").
_LATIN = frozenset({"novo", "facto", "jure", "vivo", "vitro", "visu"})


# Every cue holds one of these; a text without any is not searched (str.find is fast).
_STEMS = (
    "work", "employ", "retir", "arbeit", "tätig", "beschäftigt", "angestellt", "travaill",
    "retrait", "trabaj", "labora", "emplead", "jubilad", "werk", "gepensioneerd", " for ",
    " with ",
)  # fmt: skip


def employer_spans(text: str) -> Iterator[Span]:
    low = text.casefold()
    cues = matches(_EMPLOYER_CUE, text) if any(s in low for s in _STEMS) else iter(())
    for cue in cues:
        m = _NAME.match(text, cue.end())
        if m and not (
            (not_a_place(m.group("id")) and not _SURNAME_LED.match(m.group("id")))
            or _FEAST.match(m.group("id"))
            or is_work_sector(m.group("id"))
            or is_bei_phrase(cue.group(0), m.group("id"))
        ):
            yield Span(m.start("id"), m.end("id"), "institution")
    for m in _COMPANY.finditer(text):
        if not (not_a_place(m.group("id")) or signs_document(m.group("id").split()[0])):
            yield Span(m.start(), m.end(), "institution")
    if "bij " in text:
        for m in _AFTER_BIJ.finditer(text):
            words = m.group("id").split()[1:]
            if not any(
                is_clinical_word(w) or not_a_place(w) or w.casefold() in _LATIN for w in words
            ):
                yield Span(m.start("id"), m.end("id"), "institution")
