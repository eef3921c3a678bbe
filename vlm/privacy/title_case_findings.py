"""An examination written in title case ("Heart Sounds Normal", "Pupils Equal And Reactive",
"Chest Clear"): a run of capitalised words that ends in a finding is a finding, even when its
first word is also a first name. Read by names."""

from __future__ import annotations

_FINDING_END = frozenset(
    {
        "Normal", "Clear", "Intact", "Present", "Absent", "Unremarkable", "Negative", "Positive",
        "Equal", "Reactive", "Soft", "Regular", "Irregular", "Symmetrical", "Symmetric",
        "Reduced", "Increased", "Brisk", "Flexor", "Extensor", "Normaal", "Normale",
        "Unauffällig", "Négatif", "Negativo", "Positivo", "Presente", "Ausente",
    }
)  # fmt: skip


def ends_in_finding(run: str) -> bool:
    """The last word of a capitalised run is a finding ("Sounds Normal")."""
    words = run.rsplit(None, 1)
    return bool(words) and words[-1].rstrip(".,;:") in _FINDING_END
