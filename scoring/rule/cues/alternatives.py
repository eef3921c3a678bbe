"""A label that names an alternative diagnosis ("diagnostic alternatif :", "diagnóstico
alternativo:", "Alternativdiagnose:", "备选诊断：") ranks what follows it below the answer, as
the differential's label does."""

from __future__ import annotations

from scoring.rule.cues.kinds import LOWER

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (LOWER, "carry"): (
        *("diagnostic alternatif", "diagnostics alternatifs", "hypothese alternative"),
        *("diagnostico alternativo", "diagnosticos alternativos", "hipotesis alternativa"),
        *("alternativdiagnose", "alternative diagnose", "alternativ"),
        *("备选诊断", "替代诊断", "其他可能诊断"),
    ),
}
