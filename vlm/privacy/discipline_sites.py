"""Practices, pharmacies, labs and imaging centres named by their discipline and where they stand:
"Neurologie am Stadtpark", "Radiologie an der Oper", "Apotheke am Rathaus", "Pharmacie du
Marché", "Kiné de la Plage", "Farmacia del Puente", "Fysiotherapie aan de Dijk", "Apotheek op
de Hoek". A discipline followed by a locative particle and a capitalised noun is a name: clinical
prose writes the department's place in lower case ("Neurologie im Haus", "radiologie du
service"). An imaging head with a French or Spanish "of" usually names the body part ("IRM du
Rachis"), so imaging counts only with the German and Dutch particles; a body part, a clinical
word, a weekday or a month after the particle is never taken."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_PRACTICE = (
    r"Apotheke|Pharmacie|Farmacia|Apotheek|Physiotherapie|Ergotherapie|Logopädie|Neurologie|"
    r"Kardiologie|Orthopädie|Hausarztpraxis|Zahnarztpraxis|Praxis|Kinésithérapie|Kiné|Cabinet|"
    r"Laboratoire|Labo|Labor|Laboratorio|Fisioterapia|Fysiotherapie|Fysio|Physio|Tandarts|"
    r"Logopedie|Podologie|Optique|Óptica|Opticien|Dentiste|Clínica Dental|Audiologie"
)
_IMAGING = r"Radiologie|Radiología|Imagerie|IRM|Scanner|Röntgen|MRT|Beeldvorming"
_GERMAN_DUTCH = r"am|an[ \t]+der|an[ \t]+den|aan[ \t]+de|aan[ \t]+het|op[ \t]+de|op[ \t]+het"
_FRENCH_SPANISH = r"du|de[ \t]+la|des|del|de[ \t]+los|de[ \t]+las"
_SITE = re.compile(
    rf"(?-i:\b(?:(?:{_PRACTICE})[ \t]+(?:{_GERMAN_DUTCH}|{_FRENCH_SPANISH})|"
    rf"(?:{_IMAGING})[ \t]+(?:{_GERMAN_DUTCH}))[ \t]+(?P<name>{CAP}(?:[ \t-]{CAP}){{0,2}}))"
)
_STEMS = (
    "Apothe", "Pharmacie", "Farmacia", "therapie", "Logop", "logie", "Orthop", "Praxis", "Kiné",
    "Cabinet", "Labo", "Laborat", "Fisio", "Fysio", "Physio", "Tandarts", "Optique", "Óptica",
    "Opticien", "Dentiste", "Dental", "Radiolog", "Imagerie", "IRM", "Scanner", "Röntgen", "MRT",
    "Beeldvorming",
)  # fmt: skip
# Body parts a study or a practice's field is named after ("IRM du Rachis", "Praxis am Kopf").
_BODY = re.compile(
    r"(?i:rachis|genou|crâne|thorax|bassin|cerveau|coude|pied|abdomen|sein|épaule|hanche|"
    r"main|poignet|cheville|cou|dos|cœur|coeur|rein|foie|kopf|hirn|knie|hüfte|schulter|"
    r"rücken|hals|herz|fuß|fuss|hand|wirbelsäule|rodilla|cadera|hombro|columna|cabeza|pie|"
    r"mano|corazón|knie|heup|schouder|rug|hoofd|voet|hart|enkel|pols|nek|pieds|mains|"
    r"enfants?|adultes?|kindes|kinder|erwachsenen|niños|adultos|kinderen|volwassenen|"
    r"service|station|haus|hause|huis|casa|maison|sport|sports|suelo|plancher|"
    # the institution the department belongs to ("Farmacia del Hospital"): no name of its own
    r"hospital|hôpital|hôpitaux|krankenhaus|krankenhauses|klinikum|klinikums|ziekenhuis|"
    r"centre|centro|centrum|servicio|unidad|unité|planta|sala|afdeling|abteilung|"
    # a locality noun alone names none in particular ("la farmacia del Pueblo")
    r"barrio|pueblo|quartier|village|dorf|dorp|stadt|ciudad|ville|stad|zona|gemeinde|"
    r"municipio|commune|gemeente|wijk|ort)"
)


def discipline_site_spans(text: str) -> Iterator[Span]:
    if not any(s in text for s in _STEMS):
        return
    for m in _SITE.finditer(text):
        first = m.group("name").split()[0]
        if _BODY.fullmatch(first) or is_clinical_word(first) or not_a_place(first):
            continue
        yield Span(m.start(), m.end(), "institution")
