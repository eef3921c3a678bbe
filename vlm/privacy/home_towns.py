"""Where someone lives, grew up or comes from, named after words that only a place follows, in
the six languages: the town need not be in any gazetteer ("go home to …", "growing up in …",
"afkomstig van …", "se mudó a …", "a grandi à …"), a label that names a place in a note
("Woonplaats: …", "Lieu de naissance : …", "Place of birth: …") and a village named after the
word for it ("en un pueblo, …", "in het dorp …"). Departments, months, roles, relations and
eponyms used clinically are never places."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.abstract_nouns import has_abstract_part
from vlm.privacy.anchors import matches
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.eponym_use import eponyms, is_clinical_use
from vlm.privacy.first_names import is_first_name
from vlm.privacy.listed_words import MEDICAL_PREFIX
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
LOWER_THEN_CAPITAL = re.compile(r"[a-zß-ÿ][ \t,:]+[A-ZÀ-ÖØ-Þ]")
# A word in lower case or of one letter starts here ("A. A. A." and "ABCDEF" fail at once).
_WORD_START = r"(?=[^\W\d_][a-zà-ÿ'’ \t])"
_TOWN = rf"(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}})"

_HOME = (
    # English
    r"home to|(?:growing|grew|brought|raised) up in|raised in|(?:is |are |was |were )?based in|"
    r"settled in|retired to|(?:moved|moving|move|relocated|relocating)(?: back| down| up| over|"
    r" away)? (?:to|from)|holiday(?:s|ing)? in|on holiday in|"
    r"(?:lives?|living|farms?|farming|works?|working|stays?|staying) (?:just )?"
    r"(?:near|outside|close to)|(?:flat|house|home|cottage|farm|bungalow|caravan)(?: is)? in|"
    r"(?:village|hamlet|town|farm|ranch|cottage|bungalow|house|flat|caravan|smallholding|Dorf|"
    r"Hof|Bauernhof|ferme|maison|hameau|pueblo|cortijo|finca|casa|aldea|dorp|\w*boerderij|"
    r"\w*hoeve|\w*centrum|day cent(?:re|er)|Tagespflege|Tagesstätte|centro de día|accueil de jour)"
    r"(?: is)? "
    r"(?:just )?(?:near|outside|close to|in|bei|nahe|près de|à côté de|à|cerca de|junto a|en|bij|"
    r"vlakbij|nabij|in|te)|visiting (?:(?:her|his|their) )?\w+ in|"
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
_HOME_CUE = re.compile(rf"\b{_WORD_START}(?i:(?:{_HOME}))[ \t]+(?-i:{_TOWN})")
# A village named after the word for it: "in a village, Grazalema", "im Dorf Hinterzarten",
# "dans le village de Locronan", "en el pueblo de Frigiliana", "in het dorp Giethoorn".
_VILLAGE = re.compile(
    rf"\b{_WORD_START}(?i:(?:(?:a|an|the|small|little|ein(?:em)?|kleinen?|le|un|petit|el|un|una|pequeño|het|"
    r"een|klein)[ \t]+)?(?:village|hamlet|town|Dorf|Ort|Gemeinde|village|hameau|bourg|commune|"
    r"pueblo|aldea|municipio|dorp|gehucht|gemeente)(?:,|[ \t]+(?:called|named|of|de|d['’]|van|"
    r"genaamd|llamado)?)[ \t]*)"
    rf"(?-i:{_TOWN})"
)
# A label in a note that names a place: "Place of birth: Keighley", "Wohnort: Titisee-Neustadt".
_PLACE_LABEL = re.compile(
    r"(?im:(?:^|[.;|][ \t]*)(?=[^\W\d_][a-zà-ÿ ])(?:place of (?:residence|birth)|birthplace|"
    r"home ?town|residence|"
    r"town|city|wohnort|geburtsort|heimatort|herkunftsort|wohnsitz|domicile|lieu de "
    r"(?:naissance|résidence)|ville|commune|woonplaats|geboorteplaats|plaats|lugar de "
    r"(?:residencia|nacimiento)|localidad|población|residencia|ciudad))[ \t]*:[ \t]*"
    rf"(?-i:{_TOWN})"
)


# A county or a district by the word that says what it is, before or after it: "Landkreis
# Ebersberg", "Boone County", "Co. Kerry", "comarca de la Vera", "gemeente Westerkwartier".
_COUNTY = re.compile(
    rf"\b{_WORD_START}(?i:(?:Landkreis|Kreis|Bezirk|County|Co\.|comarca(?: de)?|gemeente|"
    r"département (?:du|de la|de l['’]|des|de)|canton (?:de|d['’])|partido(?: de)?)[ \t]*)"
    rf"(?-i:{_TOWN})"
)
_COUNTY_AFTER = re.compile(r"[ \t]+(?:County|Parish|Borough)\b")
_NAME_BEFORE = re.compile(rf"(?<![\w'’-])({CAP}(?:[ \t]{CAP})?)\Z")
# A name of capitalised parts joined by hyphens after a word that introduces a place: "in
# Wanne-Eickel", "à Inzinzac-Lochrist", "te Alphen-Chaam" (eponyms joined so stay: "Guillain-
# Barré"; a region is no identifier: "Baden-Württemberg").
_HYPHENED = re.compile(
    r"\b(?=[a-zà])(?i:(?:in|à|te|aus|uit|en|from|near|bei|bij|vanuit|desde|nach|naar|de)[ \t]+)"
    r"(?-i:(?P<id>[A-ZÀ-Ý][a-zà-ÿ]{2,}(?:-[A-ZÀ-Ý][a-zà-ÿ]{2,})+))(?![\w-])"
)


# Where someone lives, near what: "lives in a mobile home off the main road outside Dahlonega".
_LIVES_NEAR = re.compile(
    rf"\b{_WORD_START}(?i:(?:lives?|living|resides?|wohnt|lebt|vit|habite|vive|reside|woont)\b"
    r"[^.;:\n]{1,60}?[ \t](?:near|outside|close to|nahe|près de|cerca de|nabij|vlakbij)[ \t]+)"
    rf"(?-i:{_TOWN})"
)
# Both ends of "between … and …": "a farm between Gent and Eeklo", "zwischen Passau und Deggendorf".
_BETWEEN = re.compile(
    rf"\b{_WORD_START}(?i:between|tussen|zwischen|entre)[ \t]+(?-i:(?P<a>{CAP}))[ \t]+"
    rf"(?i:and|en|und|et|y)[ \t]+(?-i:(?P<b>{CAP}))"
)


def home_town_spans(text: str) -> Iterator[Span]:
    """Towns after a word of residence, origin or travel, after a place label, villages named
    after the word for one, counties and districts, and hyphened names after a place word."""
    if not LOWER_THEN_CAPITAL.search(text):
        return  # every pattern here needs a word in lower case before a capitalised one
    for m in _COUNTY.finditer(text):
        if _is_place(text, m.start("id"), m.end("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in _COUNTY_AFTER.finditer(text):
        name = _NAME_BEFORE.search(text, max(0, m.start() - 60), m.start())
        if name and _is_place(text, name.start(1), name.end(1)):
            yield Span(name.start(1), m.end(), "address")
    for m in matches(_HYPHENED, text):
        parts = m.group("id").split("-")
        if MEDICAL_PREFIX.fullmatch(parts[0]) or any(
            p in eponyms() or is_first_name(p) or is_clinical_word(p) for p in parts
        ):
            continue
        if has_abstract_part(m.group("id")):
            continue  # "en Off-Medicación": a state, no town
        if _is_place(text, m.start("id"), m.end("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in _BETWEEN.finditer(text):
        if _is_place(text, m.start("a"), m.end("a")) and _is_place(text, m.start("b"), m.end("b")):
            yield Span(m.start("a"), m.end("a"), "address")
            yield Span(m.start("b"), m.end("b"), "address")
    for pattern in (_HOME_CUE, _VILLAGE, _PLACE_LABEL, _LIVES_NEAR):
        for m in matches(pattern, text):
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
