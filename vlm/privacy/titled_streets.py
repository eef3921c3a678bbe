"""Streets named after a titled person, where the title would otherwise read as a clinician's or
be left behind: Dutch and German compounds ("Dokter van Heesweg 2", "Professor Lorentzlaan 8",
"Burgemeester de Withstraat 3", "Dr.-Külz-Ring 9", "Professor-Kuhn-Straße 3") and Spanish and
French streets whose name starts with the title ("calle Doctor Fleming 22, …", "avenida del
General Prim 4", "rue du Professeur Calmette 12"), with the number and the town after a comma."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_TITLE = (
    r"(?:Dokter|Dr\.?|Doktor|Docteur|Doctor|Doctora|Professor|Professeur|Profesor|Prof\.?|"
    r"Burgemeester|Burg\.|Bürgermeister|Pastoor|Pastor|Pfarrer|Pater|Kardinaal|Kardinal|"
    r"Generaal|General|Général|Maréchal|Président|Presidente|Kapitein|Meester|Mr\.|Abbé|Padre)"
)
_PARTICLE = r"(?:van|de|der|den|van der|van den|von|zu|du|la|le|del|de la)"
_NL_DE_SUFFIX = (
    r"(?:straat|laan|weg|plein|singel|kade|gracht|dijk|hof|pad|dreef|park|"
    r"stra(?:ß|ss)e|str\.|ring|allee|platz|gasse|damm|ufer|steig)"
)
_NUMBER = r"(?:[ \t]+\d{1,4}[ \t]?[a-zA-Z]?\b)"
_COMPOUND = re.compile(
    rf"(?-i:\b{_TITLE}[ \t.-]+(?:{_PARTICLE}[ \t]+)?(?:{CAP}[ \t-]+){{0,2}}"
    rf"[A-ZÄÖÜ][\w-]*?(?i:{_NL_DE_SUFFIX})(?![\w])\.?{_NUMBER}?)"
)
_ROMANCE = re.compile(
    r"(?i:\b(?:calle|c/|avenida|avda\.|av\.|plaza|paseo|ronda|rue|avenue|boulevard|bd|place|"
    r"allée|chemin|quai|impasse)[ \t]+(?:del?[ \t]+|du[ \t]+|de[ \t]+la[ \t]+)?)"
    rf"(?-i:{_TITLE}[ \t]+{CAP}(?:[ \t-]{CAP}){{0,2}})(?:,?{_NUMBER})?"
)
_TOWN_AFTER = re.compile(
    rf"[ \t]*,[ \t]*(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})(?=[ \t]*(?:$|[,.;)]))", re.M
)
_ANCHORS = (
    "dok", "dr", "doc", "prof", "burg", "bürg", "past", "pfar", "pater", "kard", "gener",
    "génér", "maréc", "prés", "presid", "kapit", "meester", "mr.", "abbé", "padre",
)  # fmt: skip


def titled_street_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    for pattern in (_COMPOUND, _ROMANCE):
        for m in pattern.finditer(text):
            end = m.end()
            yield Span(m.start(), end, "address")
            town = _TOWN_AFTER.match(text, end)
            if town is not None and not not_a_place(town.group("id")):
                yield Span(town.start("id"), town.end("id"), "address")
