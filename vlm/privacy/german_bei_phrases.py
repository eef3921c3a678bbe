"""German phrases of "bei" and a noun that say when or how, not where ("arbeitet bei Bedarf",
"beschäftigt bei Belastung"): after a verb of work "bei" is usually an employer, but these nouns
never are."""

from __future__ import annotations

_WHEN_NOUNS = frozenset(
    {
        "bedarf", "gelegenheit", "belastung", "anstrengung", "bewegung", "kälte", "wärme",
        "hitze", "nacht", "tag", "tageslicht", "schichtdienst", "vollzeit", "teilzeit",
        "bedarfs", "schmerzen", "müdigkeit", "gutem", "schlechtem", "regen", "wind",
    }
)  # fmt: skip


def is_bei_phrase(cue: str, name: str) -> bool:
    """The cue ends in "bei" and the name's first word is a noun of time or manner."""
    words = name.split()
    return cue.rstrip().endswith("bei") and bool(words) and words[0].casefold() in _WHEN_NOUNS
