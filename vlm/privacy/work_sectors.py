"""Branches of work written after a verb of working ("trabaja en Hostelería", "trabajó en la
Minería", "works in Construction", "arbeitet in der Gastronomie", "travaille dans le Bâtiment",
"werkt in de Horeca"): a kind of work, capitalised as a subject is, never one employer. A name
after the branch keeps the employer ("trabaja en Construcciones Ruiz")."""

from __future__ import annotations

from functools import lru_cache

from vlm.privacy.first_names import read_list


@lru_cache(maxsize=1)
def _sectors() -> frozenset[str]:
    return frozenset(read_list("work_sectors.txt"))


def is_work_sector(name: str) -> bool:
    """One word that names a branch of work, not a company."""
    return name.strip().casefold() in _sectors()
