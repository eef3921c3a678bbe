"""Where care or a test goes on, named after the verb that says so: a care noun, a verb and a
preposition ("Revalidatie volgt in …", "Rehabilitation will continue at …", "Die Reha erfolgt in
…", "La rééducation aura lieu à …", "La rehabilitación se realizará en …"), and samples or
tests sent to a laboratory ("panel sent to …", "Labs drawn by …", "envoyé au laboratoire …",
"Probe eingeschickt an …"). Whatever capitalised name follows is a place or an institution
unless it is a department, a service or a clinical word ("sent to Neurology")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.discipline_units import named_by_discipline
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_CARE = (
    r"(?:rehabilitation|rehab|physiotherapy|therapy|follow-?up|revalidatie|fysiotherapie|"
    r"nazorg|controle|behandeling|reha|rehabilitation|anschlussheilbehandlung|ahb|"
    r"nachsorge|weiterbehandlung|physiotherapie|rééducation|réadaptation|suivi|"
    r"rehabilitación|rehabilitacion|fisioterapia|seguimiento)"
)
_VERB = (
    r"(?:will (?:continue|take place|be|go on|happen)|continues|takes place|is planned|"
    r"is arranged|is booked|planned|arranged|booked|"
    r"volgt|vindt plaats|zal plaatsvinden|wordt voortgezet|gaat verder|"
    r"erfolgt|findet statt|ist geplant|wird fortgesetzt|folgt|"
    r"aura lieu|se fera|se poursuivra|est prévue?|sera faite?|"
    r"se realizará|tendrá lugar|continuará|está prevista?|se hará)"
)
_PLACE_WORD = r"(?:at|in|bij|te|à|au|en|im|am|in der|im|a|al)"
_ARTICLE = r"(?:(?:the|het|de|der|dem|den|das|die|le|la|l['’]|el|al|del|los|las)[ \t]+)?"
_CARE_GOES_ON = re.compile(
    rf"(?i:\b{_CARE}[ \t]+{_VERB}(?:[ \t]+(?:anschließend|danach|daarna|ensuite|después|"
    rf"then|afterwards|subsequently))?[ \t]+{_PLACE_WORD})[ \t]+{_ARTICLE}"
    rf"(?P<id>{CAP}(?:[ \t-]{CAP}){{0,3}})"
)
_SENT = re.compile(
    r"(?i:\b(?:sent(?: off)? to|drawn by|processed (?:at|by)|analy[sz]ed (?:at|by)|"
    r"run (?:at|by)|envoyée?s? (?:à|au|chez)|prélevée?s? (?:à|au|par)|"
    r"enviad[oa]s? (?:a|al)|remitid[oa]s? (?:a|al)|eingeschickt (?:an|nach|in)|"
    r"versandt (?:an|nach)|geschickt (?:an|nach)|opgestuurd naar|verstuurd naar|"
    r"ingestuurd naar))"
    rf"[ \t]+{_ARTICLE}(?P<id>{CAP}(?:[ \t-]{CAP}){{0,3}})"
)


# German capitalises every noun: "Die Reha erfolgt in Absprache mit …" names no place.
_GERMAN_NOUN = re.compile(
    r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|kunft|nahme|sprache|schaft|zeit|folge|lauf|rahmen|arbeit)"
)


def care_elsewhere_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if any(a in lowered for a in _CARE_ANCHORS):
        for m in _CARE_GOES_ON.finditer(text):
            first = m.group("id").split()[0]
            if not (not_a_place(m.group("id")) or _GERMAN_NOUN.fullmatch(first)):
                yield Span(m.start("id"), m.end("id"), "institution")
    if any(a in lowered for a in _SENT_ANCHORS):
        for m in _SENT.finditer(text):
            if named_by_discipline(text, m.start("id"), m.end("id")):
                continue  # "envoyés au Laboratoire d'Immunologie": a department
            if not not_a_place(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "institution")


_CARE_ANCHORS = (
    "rehab", "therap", "follow", "revalidatie", "nazorg", "controle", "behandel", "reha",
    "ahb", "nachsorge", "rééducation", "réadaptation", "suivi", "rehabilitaci", "seguimiento",
)  # fmt: skip
_SENT_ANCHORS = (
    "sent", "drawn", "processed", "analys", "analyz", "run ", "envoy", "prélev", "enviad",
    "remitid", "geschickt", "versandt", "opgestuurd", "verstuurd", "ingestuurd",
)  # fmt: skip
