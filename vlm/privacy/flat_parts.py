"""The parts of a building a French, Spanish, Mexican or Austrian home address names between
the street and the door ("Bât. C, esc. 2, appt 14", "portal 3, escalera B, 4.º D", "No. 1520
int. 7", "Stiege 2, Top 9", "tour 3, 8e étage"): two or more side by side are an address; one
alone ("escalera de Borg", "Top 10 der Diagnosen", "porte 3") is left to other rules."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.part_runs import part_runs
from vlm.privacy.spans import Span

_PART = re.compile(
    r"(?<![\w.])(?:"
    r"(?:[Bb]ât(?:iment)?\.?|[Ee]sc(?:alier)?\.?|[Aa]pp?t\.?|[Aa]ppartement|[Ll]ogement|"
    r"[Pp]orte|[Pp]ortal|[Ee]scalera|[Pp]iso|[Pp]uerta|[Bb]loque|[Ii]nt(?:erior)?\.?|"
    r"[Ee]xt(?:erior)?\.?|[Dd]e?pto\.?|[Dd]epartamento|[Ee]dificio|[Ee]dif\.|No\.|[Nn]\.?[ºo°]|"
    r"[Nn]úm\.?|Stiege|Stg\.|Top|Tür|Haus|Block|[Tt]our)[ \t]*(?:[A-Z]|\d{1,4}[A-Z]?)(?![\w-])"
    r"|\d{1,2}\.?[ \t]?[ºª°](?:[ \t]?(?:[A-H]|izq(?:da)?\.?|dcha\.?|dcho\.?))?(?![\w])"
    r"|\d{1,2}(?:er|e|ème)[ \t]+étage"
    r")"
)
_GAP = re.compile(r"[ \t]*,?[ \t]*\Z")
_ANCHORS = (
    "bât", "esc", "app", "apt", "logement", "porte", "portal", "piso", "puerta", "bloque", "int",
    "ext", "pto", "departamento", "edif", "no.", "nº", "n.º", "núm", "stiege", "stg", "top",
    "tür", "haus", "block", "º", "ª", "°", "étage", "tour",
)  # fmt: skip


def flat_part_spans(text: str) -> Iterator[Span]:
    """Runs of two or more building parts joined by commas or spaces."""
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    for run in part_runs(_PART, _GAP, text):
        if len(run) >= 2:
            yield Span(run[0].start(), run[-1].end(), "address")
