"""Clinicians named by their surname after their role or grade, as handovers, ward rounds and
nursing notes write them in the six languages: "Cons: Bhatnagar", "d/w med reg (Hussain)", "day
team (Lindgren/Park)", "fellow Ramirez", "OA Brandstätter", "AÄ Köhler", "consœur Vidal",
"arts-assistent Van Leeuwen", "Geachte heer Mulder", "Fisioterapia: Íñigo Basterra". After a
colon a single word must fill the field ("PT: Mobilising well" is no name); a clinical word, a
department, a role, a month or a function word never is one."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.role_words import ROLE as _ROLE
from vlm.privacy.spans import Span
from vlm.privacy.title_roles import patient_opens, role_after_title

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
    for m in matches(_AFTER_ROLE, text):
        name = m.group("id")
        if m.group("sep").strip() and m.group("end") is None and " " not in name.strip():
            continue  # after a colon or a bracket a single word must fill the field
        if role_after_title(name) or patient_opens(name):
            continue  # "Enfermera de Enlace", "Residente: Paciente Portador": no name
        if name.split()[0] in ("der", "des", "dem"):
            continue  # "Oberarzt der Klinik für Geriatrie": the role's department, no name
        words = [w for w in _WORD.findall(name) if not _PARTICLE_WORD.fullmatch(w)]
        if not words or any(not_a_place(w) or _GERUND.search(w) for w in words):
            continue
        yield Span(m.start("id"), m.end("id"), "name")
