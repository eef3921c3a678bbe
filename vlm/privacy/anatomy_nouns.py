"""Anatomical head nouns that make a name beside them a structure named after a person, and the
antibody and antigen abbreviations written after a test's acronym: "Erb point", "Martin-Gruber
anastomosis", "Guyon ganglion", "ligament of Struthers", "núcleo de Meynert", "AChR Ab", "HBs Ag".
Read by eponym_use.is_clinical_use."""

from __future__ import annotations

import re

# In lower case after the name (English writes the structure's noun in lower case; a place
# name's head, "Hunters Point", "Burlington Arcade", is capitalised and stays a place; nouns a
# place is also named with in lower case, "the Dartford tunnel", are left out).
_AFTER = (
    r"point|points|anastomosis|anastomoses|ligament|ligaments|cavum|fissure|"
    r"fissures|foramen|foramina|aqueduct|ganglion|ganglia|gyrus|gyri|sulcus|sulci|fasciculus|"
    r"tract|tracts|bundle|loop|capsule|cistern|cisterns|membrane|duct|ducts|plexus|node|nodes|"
    r"triangle|artery|arteries|vein|veins|sinus|sinuses|nerve|nerves|pouch|stripe|striae|"
    r"operculum|commissure|septum|lamina|nuclei|corpuscles|"
    r"islands|islets|glands?|valves|sphincter|recess|fossa|fossae|ampulla"
)
# German nouns are capitalised: only those no town, region or family is named with.
_GERMAN_AFTER = (
    r"Anastomose|Fissur|Furche|Foramen|Ganglion|Gyrus|Sulcus|Bündel|Schleife|Kapsel|"
    r"Zisterne|Räume|Arterie|Membran"
)
ANATOMY_AFTER = re.compile(rf"(?:['’]s?)?[ \t]+(?:{_AFTER}|{_GERMAN_AFTER})\b")
# Where an anatomical noun or a scale's lower-case words may start: a cheap test read first.
LOWER_OR_ANATOMY_AFTER = re.compile(rf"(?:['’]s?)?[ \t]+(?:[a-zß-ÿ]|(?:{_GERMAN_AFTER})\b)")
# Before the name and a particle ("arcade of Struthers", "scissure de Sylvius", "núcleo de
# Meynert"), compared casefolded; never a word that also names a district or a waterway
# ("area", "zona", "région", "canal"), after which a town may follow.
_BEFORE = (
    r"espace|espaces|espacio|espacios|"
    r"ruimte|ruimten|trou|trous|agujero|agujeros|foramen|aqueduc|acueducto|"
    r"aquaduct|aquädukt|scissure|cisura|fissuur|fissur|fissure|polygone|polígono|cercle|círculo|"
    r"cirkel|circle|nerf|nerfs|nervio|nervios|zenuw|artère|arteria|slagader|veine|vena|ader|"
    r"ganglion|ganglio|triangle|triángulo|driehoek|circonvolution|circunvolución|winding|"
    r"faisceau|fascículo|bundel|anse|asa|lus|noyau|núcleo|kern|anastomose|"
    r"anastomosis|arcade|arcada|ligament|ligamento|ligamentum|citerne|cisterna|membrane|membrana|"
    r"cavité|cavidad|cavum|corne|cuerno|hoorn|fosse|fosa|groeve|capsule|cápsula|"
    r"kapsel"
)
ANATOMY_BEFORE = frozenset(_BEFORE.split("|"))
# An antibody's or antigen's abbreviation after the acronym it is raised against ("AChR Ab",
# "anti-Hu Ab", "HBs Ag", "CASPR2 Abs").
_LAB_ABBREVIATION = re.compile(r"Abs?|Ags?|Ig[AGMDE]?")
_ANTIGEN_BEFORE = re.compile(
    r"(?:\b[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*|\b[Aa]nti-[^\W_][\w-]*)"
    r"(?:[ \t]+(?:receptor|rezeptor|récepteur|receptoren))?[ \t]+$"
)


def is_lab_abbreviation(text: str, start: int, end: int) -> bool:
    """ "Ab" or "Ag" after an antigen's acronym or an anti- word: a result, not a first name."""
    return bool(
        _LAB_ABBREVIATION.fullmatch(text, start, end)
        and _ANTIGEN_BEFORE.search(text, max(0, start - 40), start)
    )
