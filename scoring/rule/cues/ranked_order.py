"""Words that say an inline list is given in order of likelihood, in the five read languages:
"Differential, in that order: ADEM, MS, MOGAD", "por orden de probabilidad: ...",
"in absteigender Wahrscheinlichkeit: ...", "par ordre de probabilité : ...", "按可能性排序：...".
The list's first item is the answer's first choice, as after "in order of likelihood"; the
parser's own list (vlm/conclusion_markers.RANKED) ranks numbered lists. Written folded (no
accents), as cues are matched."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (FIRST, "item"): (
        *("in that order", "in this order", "most to least likely", "most to least probable"),
        *("por orden de probabilidad", "en orden de probabilidad", "de mas a menos probable"),
        *("por orden de verosimilitud", "en orden decreciente de probabilidad"),
        *("in absteigender wahrscheinlichkeit", "in abnehmender wahrscheinlichkeit"),
        *("nach wahrscheinlichkeit geordnet", "nach wahrscheinlichkeit", "in dieser reihenfolge"),
        *("par ordre de probabilite", "par ordre decroissant de probabilite", "dans cet ordre"),
        *("par ordre de vraisemblance", "du plus au moins probable"),
        *("按可能性排序", "按可能性大小排序", "按可能性从高到低", "可能性从高到低", "依次为"),
    ),
}
