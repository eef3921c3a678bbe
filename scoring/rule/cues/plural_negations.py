"""Spanish and French negations that agree with a plural or feminine name ("metástasis
descartadas", "se descartan metástasis", "méningiomes écartés"): the singular cues alone left
these names affirmed, so a denied diagnosis read as the answer's own."""

from __future__ import annotations

from scoring.rule.cues.kinds import NEGATED

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (NEGATED, "pre"): (
        *("se descartan", "descartan", "descartamos", "se excluyen", "excluimos"),
        *("quedan descartados", "quedan descartadas", "quedan excluidos", "quedan excluidas"),
        *("on ecarte", "nous ecartons", "on elimine", "nous eliminons"),
    ),
    (NEGATED, "post"): (
        *("descartados", "descartadas", "excluidos", "excluidas", "se descartan"),
        *("quedan descartados", "quedan descartadas", "son poco probables", "poco probables"),
        *("ecartes", "ecartees", "elimines", "eliminees", "exclus", "exclues"),
        *("sont exclus", "sont exclues", "sont ecartes", "sont ecartees", "peu probables"),
        *("non retenus", "non retenues", "ne sont pas retenus", "ne sont pas retenues"),
    ),
}
