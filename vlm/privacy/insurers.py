"""Health insurers and mutual funds named after the verb or head word that introduces them, in
five languages ("insured through …", "versichert bei der …", "verzekerd bij …", "mutuelle …",
"Mutua …", "asegurada con …"); a lower-case word after the cue is no insurer ("insured through
his wife's plan"), nor a department, clinical word or acronym of a national body."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.german_bei_phrases import is_bei_phrase
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_CUE = re.compile(
    r"(?i:\b(?:insured[ \t]+(?:through|with|by)|(?:versichert|krankenversichert)[ \t]+bei"
    r"(?:[ \t]+(?:der|dem|den))?|verzekerd[ \t]+(?:bij|via)|assurée?[ \t]+(?:chez|auprès[ \t]+de)|"
    r"asegurad[oa][ \t]+(?:con|en|por)|(?<![\w-])(?-i:[Mm]utuelle|Mutua|mutua[ \t]+laboral:?|"
    r"[Mm]utualité|[Mm]utualiteit|[Zz]iekenfonds|Seguros|Aseguradora))[ \t]+)"
)
# A French letter's label before a mutual fund, after a colon ("Mutuelle : …", "Complémentaire
# santé : …"); an acronym after it is a national fund, which names no one's in particular.
_LABEL = re.compile(r"(?i:\b(?:complémentaire(?:[ \t]+santé)?|mutuelle)[ \t]*:[ \t]*)")
# Words after a label that say there is none or which kind, not whose.
_NO_INSURER = frozenset(
    {"none", "keine", "aucune", "ninguna", "ninguno", "geen", "private", "privat", "privée",
     "privado", "privada", "particulier", "pending", "unknown", "unbekannt", "inconnue",
     "onbekend", "desconocida", "self", "full", "partial", "yes", "no", "ja", "nein", "oui",
     "non", "sí", "si", "nee", "gesetzlich", "gesetzliche", "public", "publique", "pública"}
)  # fmt: skip
_NAME = re.compile(rf"(?-i:(?P<id>{CAP}(?:[ \t]+{CAP}){{0,3}}))")
_LABEL_NAME = re.compile(
    rf"(?-i:(?P<id>{CAP}(?:[ \t]+(?:(?:du|de|des|de la|d['’])[ \t]*)?{CAP}){{0,3}}))"
)
# national schemes name no one's insurer in particular
_NATIONAL = frozenset({"medicare", "medicaid", "tricare", "medi-cal", "sécurité", "seguridad"})
_NAMED_HEADS = frozenset(
    {"Mutua", "Mutuelle", "Mutualité", "Mutualiteit", "Ziekenfonds", "Seguros", "Aseguradora"}
)
_STEMS = ("insured", "versichert", "verzekerd", "assur", "asegurad", "utu", "iekenfonds",
          "seguros", "aseguradora", "omplémentaire")  # fmt: skip


def insurer_spans(text: str) -> Iterator[Span]:
    low = text.casefold()
    if not any(s in low for s in _STEMS):
        return
    for cue in _CUE.finditer(text):
        m = _NAME.match(text, cue.end())
        if m is None:
            continue
        name = m.group("id")
        # after a head word ("Mutua Navarra") a region is the fund's name; after a verb, a place
        after_head = cue.group(0).strip() in _NAMED_HEADS
        if (
            name.isupper()
            or is_bei_phrase(cue.group(0), name)
            or name.split()[0].casefold() in _NATIONAL
            or all(is_clinical_word(w) or (not after_head and not_a_place(w)) for w in name.split())
        ):
            continue
        # "Mutua Navarra Sur": a capitalised head is part of the name
        start = cue.start() if cue.group(0).strip() in _NAMED_HEADS else m.start("id")
        yield Span(start, m.end("id"), "institution")
    for label in _LABEL.finditer(text):
        m = _LABEL_NAME.match(text, label.end())
        if m is None:
            continue
        name = m.group("id")
        first = name.split()[0]
        if (
            name.isupper()
            or first.casefold() in _NO_INSURER
            or first.casefold() in _NATIONAL
            or all(is_clinical_word(w) or not_a_place(w) for w in name.split())
        ):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
