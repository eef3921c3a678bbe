"""An alternative the answer would have named but for a finding, in Spanish, German, French and
Chinese ("Habría que pensar en un glioblastoma si no fuera por ...", "Un glioblastome aurait été
évoqué sans ...", "An ein Glioblastom würde man denken, wenn ...", "若无…则考虑"): set aside below
the answer, as English "X would show ..." is (en_counterfactual)."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "pre"): (
        *("habria que pensar en", "habriamos pensado en", "se pensaria en", "cabria pensar en"),
        *("podria haberse pensado en", "se habria planteado"),
        *("on aurait pu evoquer", "on aurait evoque", "on penserait a", "on aurait pense a"),
        *("man wurde an", "man hatte an", "ware an", "hatte man an"),
    ),
    (LOWER, "post"): (
        *("si no fuera por", "de no ser por", "tendria", "mostraria", "presentaria"),
        *("aurait ete evoque", "aurait ete evoquee", "aurait ete discute", "aurait ete retenu"),
        *("aurait pu etre evoque", "aurait", "montrerait", "presenterait"),
        *("ware zu erwarten", "ware denkbar", "wurde man erwarten", "wurde man denken"),
        *("zeigen wurde", "hatte man erwogen"),
    ),
}
