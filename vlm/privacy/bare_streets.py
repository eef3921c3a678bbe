"""Streets and squares named without a house number or a postcode, as social histories and home
visits write where someone lives: a Spanish street word in lower case before its name ("vive en
la plaza Mayor", "en la avenida de Portugal"), a German compound street after a locative word
("am Schillerplatz", "in der Ahornallee") unless the compound is a common noun ("am
Arbeitsplatz", "Parkplatz"), a German street after a town's adjective ("Lerchenfelder Gürtel"),
and English streets named by "Parade" or "Mews" ("on Pelham Parade")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span, regex_spans

_ES = re.compile(
    r"(?<![\w'’-])(?-i:calle|avenida|plaza|paseo|ronda|travesía|glorieta|rambla)[ \t]+"
    rf"(?:(?:de(?:[ \t]+(?:la|los|las))?|del)[ \t]+)?{CAP}(?:[ \t]+{CAP})?"
)
_DE_COMPOUND = re.compile(
    r"(?<![\w'’-])(?:am|beim|vom|zum|zur|an der|in der|Am)[ \t]+"
    rf"(?P<id>[{UPPER}][a-zäöüß]{{2,}}(?:platz|damm|gürtel|allee|ufer|chaussee))(?![\w-])"
)
# Nouns of the same shape that are no street: a workplace, a parking space, a care place.
_COMMON_PLATZ = re.compile(
    r"(?i:arbeits|park|spiel|stell|sitz|schlaf|pflege|heim|therapie|studien|ausbildungs|kita|"
    r"kindergarten|reha|wohn|bett|sport|markt|dorf|zelt|camping|lager|halte|warte|liege|"
    r"kurzzeitpflege|tagespflege|praktikums|behandlungs|fußball|tennis|golf)platz"
)
_DE_ADJECTIVE = re.compile(
    r"(?<![\w'’-])(?!(?:Dies|Jed|Unser|Ander|Kein|Ein|Welch|Hinter|Vorder|Ober|Unter|Inner|Äußer|"
    r"Mittler|Letzt|Erst|Zweit|Dritt)er\b)"
    rf"[{UPPER}][a-zäöüß]{{2,}}er[ \t]+(?:Gürtel|Straße|Strasse|Allee|Damm|Platz|"
    r"Chaussee|Ufer)(?![\w-])"
)
_EN = re.compile(rf"(?<![\w'’-])(?:{CAP}[ \t]+){{1,2}}(?:Parade|Mews)\b")
_ANCHORS = ("calle", "avenida", "plaza", "paseo", "ronda", "travesía", "glorieta", "rambla")
_DE_ANCHORS = (
    "platz",
    "damm",
    "gürtel",
    "allee",
    "ufer",
    "chaussee",
    "Gürtel",
    "Straße",
    "Strasse",
    "Allee",
    "Damm",
    "Platz",
    "Chaussee",
    "Ufer",
)


def bare_street_spans(text: str) -> Iterator[Span]:
    if any(w in text for w in _ANCHORS):
        yield from regex_spans(text, "address", (_ES,))
    if any(w in text for w in _DE_ANCHORS):
        for m in _DE_COMPOUND.finditer(text):
            if not _COMMON_PLATZ.fullmatch(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "address")
        yield from regex_spans(text, "address", (_DE_ADJECTIVE,))
    if "Parade" in text or "Mews" in text:
        yield from regex_spans(text, "address", (_EN,))
