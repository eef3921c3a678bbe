"""Employers named after a job without a verb of work: a German job noun before "bei" ("früher
Schweißer bei …", "Sohn (Zimmerer bei …)", "Verkäuferin beim …"), and a capitalised name after
French "chez" ("comptable chez …", "ouvrier chez …"), which names a company, or a person's
home. Nouns of time or manner after "bei" ("bei Bedarf") and titles after "chez" ("chez le Dr")
are no employer; the name is removed unless it is a department, a clinical word or an acronym."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.german_bei_phrases import is_bei_phrase
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

# German job nouns by their ending (female forms included): "Verkäuferin", "Lagerist",
# "Busfahrer", "Zimmerer", "Bürokauffrau", "Reinigungskraft", "Bauarbeiter".
_JOB_DE = (
    r"(?=[A-ZÄÖÜ])[^\W\d_]*?(?i:verkäufer|fahrer|arbeiter|angestellte[rn]?|kauf(?:mann|frau)|kraft|"
    r"meister|helfer|händler|leiter|berater|techniker|mechaniker|mechatroniker|elektriker|"
    r"schweißer|zimmerer|tischler|schreiner|schlosser|maurer|maler|bäcker|metzger|koch|köchin|"
    r"kellner|gärtner|lehrer|erzieher|buchhalter|kassierer|sekretär|pfleger|monteur|ingenieur|"
    r"lagerist|informatiker|programmierer|beamte[rn]?|referent|sachbearbeiter|assistent|"
    r"friseur|frisör|reiniger|fleischer|dachdecker|installateur|landwirt|winzer|förster)"
    r"(?:in)?\b"
)
_GERMAN = re.compile(
    rf"(?-i:\b{_JOB_DE}[ \t]+(?P<cue>bei(?:[ \t]+(?:der|dem|den))?|beim)[ \t]+"
    rf"(?:(?:Firma|Fa\.)[ \t]+)?(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,3}}))"
)
_FRENCH = re.compile(
    rf"(?-i:\bchez[ \t]+(?:(?:le|la|les|l['’])[ \t]*)?"
    rf"(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,3}}))"
)
# Nouns after "bei" that say when, why or with whom ("bei Verdacht auf …", "bei Aufnahme").
_GERMAN_NOUN = re.compile(
    r"(?:[^\W\d_]{2,}(?:ung|ungen|heit|keit|nahme|schaft|ion|ie|ik|ose|itis)|Verdacht|Zustand|"
    r"Beginn|Ende|Abschluss|Ankunft|Bedarf|Kontrolle|Befund|Diagnose|Patienten|Kindern|"
    r"Erwachsenen|Frauen|Männern|Fieber|Schmerzen|Beschwerden|Rückfragen|Fragen|Problemen)"
)
_TITLE = re.compile(r"(?i:dr|docteur|pr|professeur|mme|madame|m|monsieur|mlle|me|maître)\.?")


def job_employer_spans(text: str) -> Iterator[Span]:
    if " bei" in text:
        for m in _GERMAN.finditer(text):
            name = m.group("id")
            if not (
                not_a_place(name)
                or is_bei_phrase("bei", name)
                or _GERMAN_NOUN.fullmatch(name.split()[0])
            ):
                yield Span(m.start("id"), m.end("id"), "institution")
    if "chez " in text:
        for m in _FRENCH.finditer(text):
            name = m.group("id")
            if not (_TITLE.fullmatch(name.split()[0]) or not_a_place(name)):
                yield Span(m.start("id"), m.end("id"), "institution")
