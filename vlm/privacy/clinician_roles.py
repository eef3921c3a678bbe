"""Clinicians named by their surname after their role or grade, as handovers, ward rounds and
nursing notes write them in the six languages: "Cons: Bhatnagar", "d/w med reg (Hussain)", "day
team (Lindgren/Park)", "fellow Ramirez", "OA Brandstätter", "AÄ Köhler", "consœur Vidal",
"arts-assistent Van Leeuwen", "Geachte heer Mulder", "Fisioterapia: Íñigo Basterra". After a
colon a single word must fill the field ("PT: Mobilising well" is no name); a clinical word, a
department, a role, a month or a function word never is one."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_ROLE = (
    r"(?:cons|consultant|reg|registrar|spr|sho|fy[12]|f[12]|st[1-8]|ct[1-3]|ho|intern|resident|"
    r"fellow|attending|hospitalist|night float|day team|on-?call|med reg|surg reg|tech|"
    r"technician|physio|physiotherapist|OT|SALT|pharmacist|PharmD|dietitian|"
    r"OA|OÄ|AA|AÄ|AÄin|FOA|FA|CA|Stationsarzt|Stationsärztin|Assistenzarzt|Assistenzärztin|"
    r"Oberarzt|Oberärztin|Schwester|Pfleger|Pflegerin|Physiotherapeut(?:in)?|Ergotherapeut(?:in)?|"
    r"Logopäd(?:e|in)|interne|externe|chef de clinique|CCA|kiné|kinésithérapeute|IDE|"
    r"infirmière|infirmier|orthophoniste|ergothérapeute|consœur|confrère|"
    r"residente|adjunt[oa]|R[1-5]|MIR|FEA|enfermer[oa]|fisioterapeuta|logopeda|Fisioterapia|"
    r"compañer[oa]|arts-assistent|AIOS|ANIOS|supervisor|verpleegkundige|fysiotherapeut|"
    r"logopedist|ergotherapeut|geachte heer|geachte mevrouw|geachte collega)"
)
_PARTICLE = r"(?:(?:van|de|der|den|ten|ter|Van|De|Le|La|Di|Da|Del|von|Von)[ \t]+){0,2}"
_NAME = rf"{_PARTICLE}{CAP}(?:[ \t]+{CAP})?"
# "Reg: Ellery," / "(Hussain)" / "fellow Ramirez"
_AFTER_ROLE = re.compile(
    rf"(?<![\w-])(?=\w\w)(?i:{_ROLE})(?:\.(?=[ \t]*:))?(?P<sep>[ \t]*:[ \t]*|[ \t]*\([ \t]*|[ \t]+)"
    rf"(?P<id>(?-i:{_NAME}(?:[ \t]*/[ \t]*{_NAME})*))(?P<end>[ \t]*(?:[,;/)\n]|$))?"
)
_WORD = re.compile(rf"{CAP}")
_GERUND = re.compile(r"[a-z]ing$")  # "OT Washing and Dressing": a goal, not a name
_PARTICLE_WORD = re.compile(r"Van|De|Le|La|Di|Da|Del|Von")


def clinician_role_spans(text: str) -> Iterator[Span]:
    for m in _AFTER_ROLE.finditer(text):
        name = m.group("id")
        if m.group("sep").strip() and m.group("end") is None and " " not in name.strip():
            continue  # after a colon or a bracket a single word must fill the field
        words = [w for w in _WORD.findall(name) if not _PARTICLE_WORD.fullmatch(w)]
        if not words or any(not_a_place(w) or _GERUND.search(w) for w in words):
            continue
        yield Span(m.start("id"), m.end("id"), "name")
