"""Whom a clinician called, informed or spoke to: "Contacted Broadmead to arrange return", "called
Hazelwood, no beds", "liaised with Fernhill", "belde met Vivium", "Rücksprache mit Curanum",
"rief bei Curanum an", "appelé Korian", "contacté l'Ermitage", "llamada a Sanitas", "se habla con
Fundación Aspace". After a verb of contact a capitalised name is a care home, a hospital, an
insurer or a person: an identifier either way. A role, a department, a relative, a service, an
acronym, a clinical word, a weekday or a month is no name ("called GP", "spoke to Radiology",
"informed Mum"), nor a service named by its work before a noun of team or service.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.cued_matches import cued_matches
from vlm.privacy.kinship_words import is_kinship_noun
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_CUE = re.compile(
    r"(?i:\b(?:"
    r"(?:contacted|called|phoned|rang|emailed|e-mailed|faxed|informed|updated|notified|"
    r"telephoned)|(?:spoke|spoken|speaking|discussed|liaised|liaising|d/w)[ \t]+(?:to|with)|"
    r"(?:gebeld|belde|bellen|overleg|overlegd|contact|gemaild|geïnformeerd)[ \t]+met|"
    r"(?:rief|ruft)[ \t]+bei|(?:rücksprache|telefoniert|telefonat|telefonisch)[ \t]+mit|"
    r"(?:appelée?|contactée?|prévenue?|informée?)|(?:échange|discuté|discussion)[ \t]+avec|"
    r"(?:llamada|llamamos|llamo|contactamos)[ \t]+(?:a|con)|"
    r"(?:contactad[oa]|comentad[oa]|se[ \t]+habla|hablad[oa])[ \t]+con"
    r"))[ \t]+(?:(?:the|de|het|die|der|den|dem|la|le|les|l['’]|el|al)[ \t]*)?"
)
_NAME = re.compile(rf"(?-i:(?P<id>{CAP}(?:[ \t]+(?:&[ \t]+)?{CAP}){{0,2}}))")
# Every cue holds one of these (case-folded): a text without any is not searched.
_STEMS = (
    "contact", "called", "phoned", "rang ", "mailed", "faxed", "informed", "updated", "notified",
    "telephoned", "spoke", "spoken", "speaking", "discuss", "liais", "d/w", "gebeld", "belde",
    "bellen", "overleg", "geïnformeerd", "rief", "ruft", "rücksprache", "telefon", "appel",
    "prévenu", "informé", "échange", "discut", "llam", "comentad", "habla",
)  # fmt: skip
# Words that name a team, a person's role or a channel after these verbs, written with a capital.
_NOT_A_NAME = re.compile(
    r"(?i:team|ward|nurse|nurses|doctor|doctors|consultant|registrar|reg|on-?call|duty|"
    r"family|patient|pharmacy|switchboard|reception|security|police|ambulance|bed|beds|"
    r"hospital|home|husband|wife|son|daughter|mother|father|mum|dad|sister|brother|everyone|"
    r"all|both|him|her|them|patiënt|patient|familie|huisarts|hausarzt|angehörige|angehörigen|"
    r"patientin|patienten|tochter|sohn|ehemann|ehefrau|famille|médecin|fille|fils|époux|"
    r"épouse|familia|hija|hijo|esposa|esposo|médico|paciente|dienst|dienstarzt|oberarzt|"
    r"chefarzt|stationsarzt|poli|afdeling|station|servicio|service|planta|urgencias|urgences|"
    r"notaufnahme|spoed|seh|yesterday|today|tomorrow|heute|gestern|morgen|hoy|ayer|mañana|"
    r"aujourd'hui|hier|demain|vandaag|gisteren|morgen)"
)

_TEAM_AFTER = re.compile(
    r"[ \t]+(?:team|teams|service|services|nurses?|clinic|ward|unit|department|dept|registrar|"
    r"reg|on-?call|consultant|colleagues|pharmacist|therapist|coordinator|specialist|"
    r"dienst|afdeling|poli|équipe|servicio|equipo|Team|Dienst|Station|Abteilung)\b"
)


def contact_spans(text: str) -> Iterator[Span]:
    for _cue, m in cued_matches(text, _STEMS, _CUE, _NAME):
        name = m.group("id")
        first = name.split()[0]
        if _NOT_A_NAME.fullmatch(first) or is_kinship_noun(first) or not_a_place(name):
            continue
        if _TEAM_AFTER.match(text, m.end("id")):
            continue  # "discussed with the Tissue Viability team": a service named by its work
        yield Span(m.start("id"), m.end("id"), "institution")
