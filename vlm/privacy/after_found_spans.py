"""What stands right after an identifier already found and is one only because of it: the house
number, floor, door or flat a street rule left behind and the town after them ("calle Larga n.º
7, pta. 3, Écija", "rue Haute 4, appartement 2, Namur"), a bare postcode after a street ("c/
Mayor 14, 1.º, 03201", "… Lane, 4821"), and an age over 89 after a person's name ("Mr Ames, 93,
presents …", "Herr M. (91)", "her sister Opal (now 94)"). Read only at the end of found
spans, so the cost grows with the spans, not with the text."""

from __future__ import annotations

import re

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

# A house number ("#12" too), a floor, a door, a stair or a flat in the six languages,
# after a street
_UNIT_TAIL = re.compile(
    r"/\d{1,3}[a-zA-Z]?(?!\d|[.,]\d)"  # an Austrian stair and door: "Straße 41/2/7"
    r"|[ \t]+(?:North|South|East|West|Nord|Süd|Ost|Noord|Zuid|Oost)(?=[ \t]*(?:,|\n|$))"
    r"|[ \t]*,?[ \t]*(?:(?:n\.?[ \t]?[º°o]\.?|núm\.|num\.|no\.|nr\.|Nr\.|n°|#)[ \t]*"
    r"\d{1,5}[a-zA-Z]?"
    r"|(?i:pta\.|puerta|piso|planta|esc\.|escalera|portal|bloque|blq\.|apt\.?|apto\.?|"
    r"appartement|app\.|appt\.?|étage|bâtiment|bât\.|escalier|esc|whg\.|wohnung|stiege|stg\.|top|"
    r"tür|verdieping|flat|unit|parcela|manzana|mz\.|lote|edificio|edif\.|int\.|interior|depto\.?|"
    r"dpto\.?)[ \t]*\d{1,3}[a-zA-Z]?"
    r"(?![\w.,]\d)"
    r"|(?i:bajo|entresuelo|ático|hs|huis|bis|ter|izq(?:uierda|da)?\.?|dcha\.?|derecha))(?![\w])"
)
# The town that ends the address: ", Écija." ", 4000 Liège" (the line or the clause ends after it)
_TOWN_TAIL = re.compile(
    rf"[ \t]*,[ \t]*(?:\d{{4,5}}[ \t]+)?(?P<id>{CAP}(?:[ \t-](?:(?:de|del|de la|sur|an der|am|"
    rf"aan den|aan de)[ \t-])?{CAP}){{0,2}})(?=[ \t]*(?:[.;)\n]|$|,[ \t]*(?-i:[a-z])))"
)

# ", 03201" or " 03201" ending a line or a clause: never a dose, a count or a measure after it
_POSTCODE_AFTER = re.compile(
    r"[ \t]*,?[ \t]*(?P<id>\d{4,5})(?![\w/:-]|[.,]\d|[ \t]*(?:%|[a-zA-Zµ°]))"
    r"(?=[ \t]*(?:[,.;)\n]|$))"
)
# ", 93," or ", 93." after a name: a bare age, 90 to 119; or the age in brackets, with "now" or
# a unit inside ("Herr M. (91)", "Opal (now 94)", "Mme Roy (jetzt 92 J.)")
_AGE_AFTER = re.compile(
    r",[ \t]*(?P<id>9\d|1[01]\d)(?=[ \t]*[,.;)](?!\d)|[ \t]*$|[ \t]*\n)"
    r"|[ \t]*\([ \t]*(?i:(?:now|aged|jetzt|inzwischen|maintenant|ahora|nu|inmiddels)[ \t]+)?"
    r"(?P<br>9\d|1[01]\d)[ \t]*(?i:(?:y|yo|yrs?|years?|J|Jahre|ans|a|años|jr|jaar)\.?)?[ \t]*\)"
)


def after_found_spans(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for s in spans:
        if s.kind == "address":
            end = s.end
            while unit := _UNIT_TAIL.match(text, end):
                end = unit.end()
            m = _POSTCODE_AFTER.match(text, end)
            if m:
                end = m.end("id")
            town = _TOWN_TAIL.match(text, end)
            if town and not not_a_place(town.group("id")):
                end = town.end("id")
            if end > s.end:
                out.append(Span(s.end, end, "address"))
        elif s.kind == "name":
            m = _AGE_AFTER.match(text, s.end)
            if m:
                group = "id" if m.group("id") else "br"
                out.append(Span(m.start(group), m.end(group), "age"))
    return out
