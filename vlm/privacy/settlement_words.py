"""A home named by the word for its kind of settlement, kept with its name, since the word is
part of the address as written ("colonia …", "fraccionamiento …", "privada … manzana 4 lote
12", "barrio …", "lieu-dit …", "hameau des …"); a road named after where it leads ("route de …",
"chemin des …", "carretera de … km 3", "camino de …"); the municipality a home belongs to
("término municipal de …", "commune de …", "gemeente …", "Gemeinde …"); and a place after a word
of nearness when a verb of living or working stands before it in the clause ("vive cerca de
…", "lives near …", "habite près de …", "wohnt nahe …"), known to the gazetteers or not;
where someone grew up ("se crió en …", "aufgewachsen in …") and a dwelling near a place
("Bauernhaus bei …", "a cottage outside …")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_ARTICLE_WORD = (
    r"(?:(?i:de|del|de la|de los|de las|la|las|los|el|le|les|des|du|l'|am|der|den|het)[ \t]+)"
)
_ARTICLE = rf"{_ARTICLE_WORD}?"
_LEADING_ARTICLES = re.compile(rf"^{_ARTICLE_WORD}+")
_NAME = rf"{_ARTICLE}{CAP}(?:[ \t-]+(?:(?:de|del|la|los|las|des|du|de la)[ \t]+)?{CAP}){{0,3}}"
_LOT = (
    r"(?:,?[ \t]+(?:manzana|mz\.?|mza\.?|lote|lt\.?|casa|n[úu]m\.?|no\.?)[ \t]*\d{1,4}[A-Z]?){0,3}"
)
_SETTLEMENT = re.compile(
    r"(?<![\w-])(?:[Cc]olonia|[Ff]raccionamiento|[Ff]racc\.|[Pp]rivada|[Bb]arrio|[Uu]nidad "
    r"[Hh]abitacional|Residencial|[Ll]ieu-dit|[Hh]ameau|[Cc]aser[íi]o|"
    r"[Uu]rbanizaci[óo]n|[Rr]ancho|[Ee]jido|[Cc]ortijo|[Qq]uartier|[Ll]otissement|[Ww]ijk|"
    r"[Îî]le|[Ii]sla|"
    r"[Bb]uurtschap|Ortsteil|Siedlung)[ \t]+"
    rf"(?P<id>{_NAME}){_LOT}"
)
_ROAD = re.compile(
    r"(?<![\w-])(?:[Rr]oute|[Cc]hemin|[Cc]arretera|[Cc]amino|[Ss]enda|[Vv]ereda)[ \t]+"
    r"(?:de|d'|des|du|de la|del|a|vers)[ \t]*"
    rf"(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})(?:,?[ \t]+(?:km|Km|KM|PK)\.?[ \t]*\d{{1,3}}(?:[.,]\d)?)?"
)
_LINK = r"(?:de|del|la|de la|de los|de las|sur|en|am|an der)"
_MUNICIPALITY = re.compile(
    r"(?<![\w-])(?:[Tt][ée]rmino(?:[ \t]+municipal)?[ \t]+de|[Cc]ommune[ \t]+d[e'][ \t]*|"
    r"[Gg]emeente|Gemeinde|[Mm]unicipalit[yé][ \t]+(?:of|de)|[Ll]ocalidad[ \t]+de|"
    r"[Pp]ueblo[ \t]+de|[Aa]ldea[ \t]+de|[Cc]oncello[ \t]+de|[Vv]illage[ \t]+(?:of|de)|"
    r"[Tt]own[ \t]+of|[Vv]ille[ \t]+de|[Dd]orp)[ \t]*"
    rf"(?P<id>{CAP}(?:[ \t-](?:{_LINK}[ \t-])?{CAP}){{0,2}})"
)
_NEAR_AFTER_VERB = re.compile(
    r"(?i:\b(?:vive|viven|vivía|vivia|reside|residen|trabaja|lives?|lived|living|works?|"
    r"worked|vit|vivent|vivait|habite|habitent|travaille|wohnt|wohnen|wohnte|arbeitet|woont|"
    r"wonen|woonde|werkt)\b[^.;:\n]{0,40}?\b(?:cerca de|junto a|near|close to|près de|"
    r"non loin de|nahe|in der nähe von|unweit von|vlakbij|nabij|in de buurt van))[ \t]+"
    rf"(?-i:(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
# "to be near his daughter in …", "cerca de su hijo en …", "près de sa fille à …"
_NEAR_RELATIVE = re.compile(
    r"(?i:\b(?:near|close to|cerca de|près de|dicht bij|in der nähe (?:seiner|ihrer))[ \t]+"
    r"(?:his|her|their|su|sus|sa|son|ses|zijn|haar)[ \t]+\w+[ \t]+(?:in|at|en|à|a|in)[ \t]+)"
    rf"(?-i:(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
# Where someone grew up, and a dwelling near a place: "se crió en …", "a grandi à …",
# "aufgewachsen in …", "opgegroeid in …", "Bauernhaus bei …", "a farmhouse outside …"
_UPBRINGING = re.compile(
    r"(?i:\b(?:se cri[óo]|creci[óo]|a grandi|ont grandi|aufgewachsen|opgegroeid|raised|"
    r"brought up)[ \t]+(?:en|à|in|au)[ \t]+)"
    rf"(?-i:(?P<id>{CAP}(?:[ \t-](?:{_LINK}[ \t-])?{CAP}){{0,3}}))"
)
_DWELLING_NEAR = re.compile(
    r"(?i:\b(?:Bauernhaus|Bauernhof|Hof|Haus|Wohnung|ferme|maison|casa|finca|cortijo|"
    r"boerderij|huis|woning|farm|farmhouse|cottage|bungalow|caravan|trailer)[ \t]+"
    r"(?:bei|nahe|près de|cerca de|bij|nabij|near|outside)[ \t]+)"
    rf"(?-i:(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_ANCHORS = (
    "colonia", "fracc", "privada", "barrio", "habitacional", "residencial",
    "lieu-dit", "hameau", "caser", "urbaniza", "rancho", "ejido", "cortijo", "quartier",
    "lotissement", "wijk", "buurtschap", "ortsteil", "siedlung",
    "route", "chemin", "carretera", "camino", "senda", "vereda", "rmino", "commune",
    "gemeente", "gemeinde", "municipal", "île", "ile ", "isla", "localidad", "pueblo", "aldea",
    "concello", "village", "town of", "ville de", "dorp",
    "cerca", "junto", "near", "close", "près", "loin",
    "nahe", "nähe", "unweit", "vlakbij", "nabij", "buurt", "cri", "creci", "grandi",
    "aufgewachsen", "opgegroeid", "raised", "brought up", "bei ",
)  # fmt: skip


def settlement_word_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    for m in _SETTLEMENT.finditer(text):
        name = _LEADING_ARTICLES.sub("", m.group("id"))  # "de la Gare": the name is "Gare"
        if _is_place(name):
            yield Span(m.start(), m.end(), "address")
    for pattern in (
        _ROAD,
        _MUNICIPALITY,
        _NEAR_AFTER_VERB,
        _NEAR_RELATIVE,
        _UPBRINGING,
        _DWELLING_NEAR,
    ):
        for m in pattern.finditer(text):
            if _is_place(m.group("id")):
                start = m.start() if pattern is _ROAD else m.start("id")
                yield Span(start, m.end(), "address")


def _is_place(name: str) -> bool:
    first = name.split()[0] if name.split() else ""
    return bool(first) and not (is_clinical_word(first) or not_a_place(name))
