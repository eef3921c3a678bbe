"""An institution after a label that says what kind it is, with a colon, in running text
("Referring hospital: …", "GP surgery: …", "Care home: …", "School: …", "Zuweisendes
Krankenhaus: …", "Établissement d'origine : …", "Centro de origen: …", "Verwijzend ziekenhuis:
…"). Notes copy these lines from forms; the label needs no head word in the name. Labels that
also head clinical content are left out ("Labor:", "Clínica:", "Site:", "Home:"), and so are
insurers, national bodies rather than identifiers ("Krankenkasse:", "Mutuelle :"); a value
in lower case, a department, a clinical word or a word that says there is none stays."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.labelled_values import labelled_value_spans
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_QUALIFIER = (
    r"(?:referring|receiving|transferring|local|previous|current|admitting|treating|usual|"
    r"zuweisende[sr]?|einweisende[sr]?|verlegende[sr]?|aufnehmende[sr]?|"
    r"weiterbehandelnde[sr]?|verwijzend(?:e)?|huidige?)[ \t]+"
)
_KIND = (
    r"(?:hospital|trust|GP[ \t]+surgery|GP[ \t]+practice|surgery|practice|school|college|"
    r"university|care[ \t]+home|nursing[ \t]+home|residential[ \t]+home|pharmacy|"
    r"day[ \t]+cent(?:re|er)|rehab(?:ilitation)?[ \t]+(?:unit|cent(?:re|er))|"
    r"krankenhaus|klinik|klinikum|hausarztpraxis|praxis|schule|pflegeheim|apotheke|"
    r"reha-?klinik|einweiser|zuweiser|"
    r"établissement(?:[ \t]+d['’](?:origine|accueil))?|hôpital(?:[ \t]+d['’]origine)?|"
    r"clinique|école|EHPAD|pharmacie|"
    r"centro(?:[ \t]+de[ \t]+(?:origen|destino|referencia|procedencia|salud))?|colegio|"
    r"residencia|farmacia|"
    r"ziekenhuis|huisartsenpraktijk|verpleeghuis|verzorgingshuis|apotheek)"
)
_LABEL = re.compile(
    rf"(?i:(?:^|(?<=[\n.;|]))[ \t]*(?:{_QUALIFIER})?{_KIND}[ \t]*:[ \t]*)", re.MULTILINE
)
_PARTICLE = r"(?:de|du|des|del|la|le|van|der|den|am|an|im|y|et|and|of|the|&|St\.?|Ste\.?)"
_NAME = re.compile(
    rf"(?-i:(?:(?:The|La|Le|Les|El|Los|Las|De|Het)[ \t]+)?"
    rf"(?P<id>(?:{CAP}|[A-Z]{{2,6}})(?: (?:{_PARTICLE} )*(?:{CAP}|[A-Z]{{2,6}})){{0,4}}))"
)
_NONE = frozenset(
    {"none", "nil", "n/a", "na", "unknown", "same", "this", "our", "not", "no",
     "keine", "keiner", "unbekannt", "aucun", "aucune", "inconnu", "ninguno", "ninguna",
     "desconocido", "geen", "onbekend"}
)  # fmt: skip


def institution_label_spans(text: str) -> Iterator[Span]:
    if ":" not in text:
        return
    yield from labelled_value_spans(text, _LABEL, _NAME, _NONE)
