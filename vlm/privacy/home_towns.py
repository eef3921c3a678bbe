"""Where someone lives, grew up or comes from, named after words that only a place follows, in
the six languages: the town need not be in any gazetteer ("go home to …", "growing up in …",
"afkomstig van …", "se mudó a …", "a grandi à …"), a label that names a place in a note
("Woonplaats: …", "Lieu de naissance : …", "Place of birth: …") and a village named after the
word for it ("en un pueblo, …", "in het dorp …"). Departments, months, roles, relations and
eponyms used clinically are never places."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.eponym_use import is_clinical_use
from vlm.privacy.name_cues import RELATION_WORD
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

# Words that join the parts of a town's name ("Stratford-upon-Avon", "Bad Homburg vor der Höhe",
# "Cangas de Onís", "Bergen op Zoom").
_LINK = (
    r"(?:[ \t-](?:(?:sur|sous|les|la|le|en|de|del|du|des|am|an|der|vor|bei|im|aan|op|upon|on|"
    r"St\.?|Saint)[ \t-])?)"
)
_TOWN = rf"(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}})"

_HOME = (
    # English
    r"home to|(?:growing|grew|brought|raised) up in|raised in|(?:is |are |was |were )?based in|"
    r"settled in|retired to|(?:moved|moving|move|relocated|relocating)(?: back| down| up| over|"
    r" away)? (?:to|from)|holiday(?:s|ing)? in|on holiday in|"
    r"(?:lives?|living|farms?|farming|works?|working|stays?|staying) (?:just )?"
    r"(?:near|outside|close to)|(?:flat|house|home|cottage|farm|bungalow|caravan)(?: is)? "
    r"(?:in|near|outside)|visiting (?:(?:her|his|their) )?\w+ in|"
    # German
    r"aufgewachsen in|(?:kommt|stammt) (?:ursprünglich )?aus|(?:wohnt|lebt) (?:bei|nahe|in der "
    r"Nähe von)|(?:gezogen|umgezogen|zugezogen) (?:nach|aus)|Urlaub in|"
    # French
    r"s['’](?:est )?install(?:er|ée?s?) à|a grandi à|(?:vit|habite|réside) (?:près de|dans la "
    r"région de|à côté de)|en vacances à|déménagée? à|originaire d['’]|"
    # Spanish
    r"se (?:mudó|trasladó|fue a vivir) a|creció en|(?:vive|reside) (?:cerca de|junto a)|"
    r"de vacaciones en|oriund[oa] de|"
    # Dutch
    r"afkomstig (?:van|uit)|opgegroeid in|verhuisd naar|(?:woont|wonen) (?:vlakbij|nabij|"
    r"dichtbij|in de buurt van)|op vakantie in|geboren en getogen in"
)
_HOME_CUE = re.compile(rf"(?i:\b(?:{_HOME}))[ \t]+(?-i:{_TOWN})")
# A village named after the word for it: "in a village, Grazalema", "im Dorf Hinterzarten",
# "dans le village de Locronan", "en el pueblo de Frigiliana", "in het dorp Giethoorn".
_VILLAGE = re.compile(
    r"(?i:\b(?:(?:a|an|the|small|little|ein(?:em)?|kleinen?|le|un|petit|el|un|una|pequeño|het|"
    r"een|klein)[ \t]+)?(?:village|hamlet|town|Dorf|Ort|Gemeinde|village|hameau|bourg|commune|"
    r"pueblo|aldea|municipio|dorp|gehucht|gemeente)(?:,|[ \t]+(?:called|named|of|de|d['’]|van|"
    r"genaamd|llamado)?)[ \t]*)"
    rf"(?-i:{_TOWN})"
)
# A label in a note that names a place: "Place of birth: Keighley", "Wohnort: Titisee-Neustadt".
_PLACE_LABEL = re.compile(
    r"(?im:(?:^|[.;|][ \t]*)(?:place of (?:residence|birth)|birthplace|home ?town|residence|"
    r"town|city|wohnort|geburtsort|heimatort|herkunftsort|wohnsitz|domicile|lieu de "
    r"(?:naissance|résidence)|ville|commune|woonplaats|geboorteplaats|plaats|lugar de "
    r"(?:residencia|nacimiento)|localidad|población|residencia|ciudad))[ \t]*:[ \t]*"
    rf"(?-i:{_TOWN})"
)


def home_town_spans(text: str) -> Iterator[Span]:
    """Towns after a word of residence, origin or travel, after a place label, and villages
    named after the word for one."""
    for pattern in (_HOME_CUE, _VILLAGE, _PLACE_LABEL):
        for m in pattern.finditer(text):
            if _is_place(text, m.start("id"), m.end("id")):
                yield Span(m.start("id"), m.end("id"), "address")


def _is_place(text: str, start: int, end: int) -> bool:
    name = text[start:end]
    first = name.split()[0]
    return not (
        not_a_place(name)
        or re.fullmatch(rf"(?i:{MONTH}|{WEEKDAY})", first)
        or RELATION_WORD.fullmatch(first)
        or is_clinical_use(text, start, end, word=False)
    )
