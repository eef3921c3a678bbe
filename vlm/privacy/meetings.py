"""Meetings, rounds, roles and care pathways that follow the words that introduce a place ("at
Board Round", "discuss at Grand Round", "escalate to Site Manager", "Discharge to Assess",
"Besprechung in der Frühbesprechung"): named by their last word, never a place or an
institution. Read by not_places.py."""

from __future__ import annotations

import re

_LAST_WORD = re.compile(
    r"(?i:rounds?|huddle|meeting|conference|club|briefing|handover|debrief|teaching|"
    r"manager|lead|co-?ordinator|director|officer|team|practitioner|assess|pathway|bleep|"
    r"besprechung|konferenz|übergabe|visite|fortbildung|réunion|staff|transmissions|relève|"
    r"sesión|sesion|reunión|reunion|pase|overleg|overdracht|vergadering|bespreking|visite)"
)


# What a clinic treats or who it is for, as services are named: "First Seizure Clinic", "Young
# Adult Epilepsy Clinic", "Dizziness and Balance Service" (read by not_places.is_service).
SERVICE_TOPIC = re.compile(
    r"(?i:first|new|seizures?|fits?|blackouts?|syncope|migraine|dystonia|ataxia|neuropathy|"
    r"myasthenia|motor|neuron[e]?|MND|ALS|balance|dizziness|vertigo|gait|tone|young|adults?|"
    r"transition|paediatric|pediatric|genetics?|pregnancy|women['’]s|review|follow-up|one-stop|"
    r"consultant|specialist|telephone|neuro|neuro-ophthalmology|neuro-otology|functional|"
    r"chronic|complex|advanced|therapies|therapy|assessment)"
)


def is_meeting_or_role(name: str) -> bool:
    """The name's last word makes it a meeting, a round, a role or a pathway."""
    words = name.split()
    return bool(words) and bool(_LAST_WORD.fullmatch(words[-1].strip(".,;:")))
