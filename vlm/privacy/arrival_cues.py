"""Where a patient came from or a result was made, named after the words that say so: a
presentation ("presented to …", "brought in to …"), a test, a record or a therapist from
elsewhere ("Outside MRI from …", "records from …", "OT from …", "IRM réalisée à …"), and a German
clause that names the sender before its verb ("aus dem … übernommen", "von der … zugewiesen").
Whatever capitalised name follows is a place or an institution unless it is a department, a
month, a title or a clinical word ("MRI from March", "records from Dr …")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_ARTICLE = r"(?:(?:the|het|de|der|dem|den|das|die|le|la|l['’]|el|al|del)[ \t]+)?"
_NAME = rf"(?P<id>{CAP}(?:[ \t-](?:(?:de la|de|del|du|des|of|on|upon)[ \t]+)?{CAP}){{0,3}})"
_CUED = re.compile(
    r"(?i:\b(?:(?:self-)?presented (?:to|at)|brought (?:in )?to|conveyed to|taken to|"
    r"(?:outside |external |previous |prior )?(?:mri|ct|cta|mra|eeg|emg|imaging|scans?|films|"
    r"records|notes|bloods|labs|results|report|letter|discharge summary|ot|pt|slt|physio|"
    r"physiotherapy|occupational therapy)(?: (?:head|brain|spine|scan|images?))? "
    r"(?:from|done at|performed at|at)|"
    r"(?:irm|scanner|eeg|bilan) (?:réalisée?|fait|faite|effectuée?) (?:à|au|à la)|"
    r"(?:rm|tac|eeg|estudio) realizad[oa] en(?: el| la)?))"
    rf"[ \t]+{_ARTICLE}{_NAME}"
)
# German puts the verb last: "Patientin aus dem Bethesda Wuppertal übernommen".
_GERMAN_SENDER = re.compile(
    rf"(?-i:\b(?:aus dem|aus der|vom|von der|von dem)[ \t]+{_NAME}[ \t]+"
    r"(?:übernommen|zuverlegt|verlegt|zugewiesen|überwiesen|eingewiesen|entlassen|kommend|"
    r"zurückverlegt|rückverlegt)\b)"
)
# Words that say where without naming it: "films from Outside Hospital", "notes from Another".
_UNNAMED = frozenset(
    {"Outside", "Another", "Other", "Elsewhere", "Previous", "Prior", "Local", "Baseline"}
)
# "Results from Baseline to Week 12": a range of time, not a place.
_RANGE_AFTER = re.compile(
    r"[ \t]+(?:to|through|until|till|bis|hasta|tot)[ \t]+(?:week|day|month|year|visit|follow|"
    r"discharge|admission|end|woche|tag|monat|semana|día|mes|\d)",
    re.IGNORECASE,
)
# A German ward, service or common noun after "aus der": "aus der Notaufnahme übernommen",
# "aus der Klinik entlassen".
_GERMAN_NOUN = re.compile(
    r"[^\W\d_]*(?:aufnahme|station|ambulanz|abteilung|stelle|ung|heit|keit|zentrale|dienst|"
    r"klinik|praxis|krankenhaus|klinikum|heim|reha|pflege|einheit|unit)",
    re.IGNORECASE,
)
_ANCHORS = (
    "present", "brought", "conveyed", "taken to", " from", "done at", "performed at",
    "réalisé", "fait", "effectué", "realizad",
)  # fmt: skip


def arrival_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if any(a in lowered for a in _ANCHORS):
        for m in matches(_CUED, text):
            if not (
                not_a_place(m.group("id"))
                or m.group("id").split()[0] in _UNNAMED
                or _RANGE_AFTER.match(text, m.end("id"))
            ):
                yield Span(m.start("id"), m.end("id"), "institution")
    if "aus d" in text or "von" in text:
        for m in _GERMAN_SENDER.finditer(text):
            words = m.group("id").split()
            if not (not_a_place(m.group("id")) or _GERMAN_NOUN.fullmatch(words[-1])):
                yield Span(m.start("id"), m.end("id"), "institution")
