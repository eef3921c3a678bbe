"""Institutions found by where they stand rather than by what they are called: the name a
letterhead puts before its street ("Harbour Neurology · 12 Quay Street · Cork"), the line above
a letterhead's address, the place after a department, a profession or colleagues ("neuroloog
van het Rivierenland", "Kollegen im Marienstift"), where a test was done ("MRI at Brookfield"),
and both ends of a transfer ("flown from Kirkwall to Aberdeen")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.care_kinds import is_kind_of_care
from vlm.privacy.care_units import is_care_unit
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.name_cues import LETTER_OPENING, TITLE_WORDS
from vlm.privacy.not_places import is_service, not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.places import ADDRESSES
from vlm.privacy.spans import Span

_LINK = (
    r"(?:de|del|de la|de los|des|du|d'|la|le|les|der|den|am|an der|im|i|y|und|et|en|aan|op|van|"
    r"of|the|and|&|'t|St\.?|Saint|Sainte|Sint|Santa|San)"
)
# "Frisius MC", "Klinik Hohe Warte", "AZ Sint-Jan", "St. Bernadette"
_PROPER = rf"(?:(?:St|Ste|Sta)\.[ \t]?)?(?:{CAP}|[{UPPER}]{{2,6}})"
_NAME_RUN = rf"{_PROPER}(?:[ \t]+(?:{_LINK}[ \t]+){{0,2}}{_PROPER}){{0,5}}"

# One item of a letterhead line: separated by a middle dot, a bar, a dash or a comma.
_ITEM_SPLIT = re.compile(r"[ \t]*(?:[·•|]|[ \t][–—-][ \t]|,)[ \t]*")
# An item that is a street or a postcode: "12 Quay Street", "Rijksweg Noord 45", "c/ Mayor 3",
# "31785 Hameln", "6131 AL Sittard", "NR32 4LQ".
_POSTCODE_ITEM = re.compile(
    rf"^(?:\d{{4,5}}(?:[ \t]?[A-Z]{{2}})?[ \t]+{CAP}|[A-Z]{{1,2}}\d[A-Z\d]?[ \t]*\d[A-Z]{{2}}$|"
    rf"[A-Z]{{2}}[ \t]+\d{{5}}$)"
)
# A contact or a place inside the building is no street: "Tel 0151 ...", "Ward 12", "Station 4B".
_CONTACT_ITEM = re.compile(
    r"(?i)^(?:tel|tél|fax|phone|telefoon|telefon|teléfono|e-?mail|www|http|ward|bed|bay|room|rm|"
    r"station|zimmer|zi\.|kamer|afdeling|planta|cama|habitación|chambre|lit|box|unit|floor|"
    r"stock|etage|level|suite|pavillon)\b"
)
# First words of a department, a document heading or a label: not an institution's name.
_NOT_NAME = re.compile(
    r"(?i:^(?:dept\.?|department|division|unit|service|servicio|servei|secci[oó]n|unidad|unité|"
    r"afdeling|abteilung|klinik für|ward|station|planta|patient|patiënt|patiente?|paciente|"
    r"name|naam|nom|nombre|date|datum|fecha|re|betreft|objet|asunto|dear|cher|chère|"
    r"sehr|geachte|estimad[oa]s?|to|aan|an|à|a|from|von|van|de|cc|ref|our|your)\b)"
)
# A document's own heading: never its author ("DISCHARGE SUMMARY - ...").
_DOC_TYPE = re.compile(
    r"(?i:\b(?:report|summary|note|notes|letter|consult(?:ation)?|discharge|admission|referral|"
    r"bericht|brief|befund|arztbrief|entlassungsbrief|rapport|compte|rendu|lettre|informe|nota|"
    r"carta|verslag|ontslagbrief|verwijzing|outcome|mdt|h&p|record|记录|記錄|报告|報告)\b)"
)
# A line above an address that names a specialty or an examination is a heading too.
_HEADING = re.compile(
    r"(?i:\b(?:mri|ct|radiology|imaging|neurology|neurologie|neurología|history|physical)\b)"
)


def letterhead_spans(text: str) -> Iterator[Span]:
    """The name a letterhead puts before its address, on the same line or the line above: the
    item before a line's first address, or the line above when the address opens the line.
    Where neither reads as a name, no item of the line is tested as an address (the street
    patterns are the costly part)."""
    lines = list(re.finditer(r"[^\n]+", text))
    for n, line in enumerate(lines):
        items = _items(line)
        if not items:
            continue
        named = [i for i in range(1, len(items)) if _names_before(items[i - 1][1])]
        above = _name_above(lines[n - 1]) if 0 < n <= 4 else None
        if not named and above is None:
            continue
        for i in range(max(named, default=0) + 1):  # a first address further on names nothing
            if _is_address(items[i][1]) and not _CONTACT_ITEM.match(items[i][1]):
                if i > 0 and i in named:
                    start, item = items[i - 1]
                    yield Span(start, start + len(item), "institution")
                elif i == 0 and above is not None:
                    yield above
                break


def _names_before(item: str) -> bool:
    """An item that names the institution when an address follows it."""
    return _reads_as_name(item) and not _DOC_TYPE.search(item)


def _name_above(above: re.Match[str]) -> Span | None:
    """The line above an address that opens its line, when it names the institution."""
    item = _before_department(above.group().strip())
    heading = _DOC_TYPE.search(item) or _HEADING.search(item)
    if _reads_as_name(item) and not heading and not re.search(r"\d", item):
        start = above.start() + above.group().index(item)
        return Span(start, start + len(item), "institution")
    return None


def _before_department(line: str) -> str:
    """A letterhead line's name without the department after it: "Rijnstate - afdeling
    Neurologie", "Hôpital Nord · Service de neurologie"."""
    items = [t for t in _ITEM_SPLIT.split(line) if t.strip()]
    if len(items) > 1 and all(_NOT_NAME.match(t.strip()) for t in items[1:]):
        return items[0].strip()
    return line


def _is_address(item: str) -> bool:
    """A street (the gate's street patterns) or a postcode with its town."""
    return bool(_POSTCODE_ITEM.search(item)) or any(p.search(item) for p in ADDRESSES[1:])


def _items(line: re.Match[str]) -> list[tuple[int, str]]:
    out, pos = [], 0
    body = line.group()
    for sep in _ITEM_SPLIT.finditer(body):
        out.append((line.start() + pos, body[pos : sep.start()]))
        pos = sep.end()
    out.append((line.start() + pos, body[pos:]))
    return [(s, t.rstrip()) for s, t in out if t.strip()]


def _reads_as_name(item: str) -> bool:
    """Capitalised words (links allowed), at most eight, no label, title or department."""
    words = item.split()
    if not 1 <= len(words) <= 8 or ":" in item or re.search(r"\.\s", item):
        return False
    if _NOT_NAME.match(item) or words[0].rstrip(".") in TITLE_WORDS:
        return False
    if re.fullmatch(rf"(?i:{MONTH}|{WEEKDAY})", words[0].rstrip(".,")):
        return False
    if is_kind_of_care(item) or is_service(item):
        return False  # "Consultas Externas", "Neurology Outpatient Clinic": a service's line
    return bool(re.fullmatch(rf"(?:['’]t[ \t]+)?{_NAME_RUN}", item))


# The place after a department, a profession or colleagues: "Department of Neurology at
# Kingsbridge", "neuroloog van het Rivierenland", "Kollegen im Marienstift", "compañeros del
# Consorci ...".
_AFTER_ROLE = re.compile(
    r"(?i:\b(?:(?:department|dept\.?|division|service|servicio|servei|unidad|unité|afdeling|"
    r"abteilung|klinik)\s+(?:of|de|d'|für|voor)?\s*[^\W\d_]+|"
    r"(?<![\w-])[^\W\d_]{0,20}(?:ologist|ologe|ologin|ologue|ólog[oa]|oloog)|consultant|registrar|colleagues?|kolleg(?:e|en|in|innen)|"
    r"collega'?s?|confrères?|consœurs?|collègues?|compañer[oa]s?|colegas?)\s*"
    r"(?:,[ \t]*|\s(?:at the|at|of the|van het|van de|van|am|im|in der|del|de la|de l['’]|du|"
    r"des)\s+))"
    rf"(?-i:(?P<id>{_NAME_RUN}))"
)
# Where a test or a treatment took place: "MRI 7/30 at Brookfield", "VEEG at Hillcrest",
# "EEG de sommeil à l'hôpital ...", "thrombolysed at Elmwood".
_DONE_AT = re.compile(
    r"(?:\b(?:CT|CTA|MRI|MR|EEG|VEEG|vEEG|EMG|NCS|PET|SPECT|DaTscan|scan|imaging|angiogram|"
    r"angiography|biopsy|surgery|thrombectomy|thrombolysis|thrombolysed|operated|"
    r"neuropsychology|Neuropsychology|IRM|TAC|TC|RM)\b[^.\n;:]{0,25}?"
    r"\s(?:at|à l['’]|au|en el|en la|in het|bij)\s+(?:the\s+)?)"
    rf"(?P<id>{_NAME_RUN})"
)
# Both ends of a journey: "flown from Kirkwall to Aberdeen", "verlegt aus Lingen nach Meppen".
_FROM_TO = re.compile(
    r"(?i:\b(?:transferred|flown|taken|moved|brought|driven|sent|repatriated|transported|"
    r"airlifted|verlegt|gebracht|overgeplaatst|vervoerd|trasladad[oa]|transférée?|évacuée?)\s+"
    r"(?:from|aus|von|van|uit|desde|de|du)\s+(?:the\s+)?)"
    rf"(?-i:(?P<a>{_NAME_RUN}))"
    r"(?i:\s+(?:to|nach|in|naar|a|al|à|au|vers)\s+(?:the\s+|die\s+|das\s+|het\s+)?)"
    rf"(?-i:(?P<b>{_NAME_RUN}))"
)


# One site of a hospital group: "Site du Scorff", "locatie Zuid", "Standort Mitte", "sede de ...".
_SITE = re.compile(
    r"(?i:\b(?:site|sede|locatie|location|standort|campus)\s+(?:(?:du|de la|de l['’]|des|de|del|"
    r"van|am|an der)\s+)?)"
    rf"(?-i:(?P<id>{_NAME_RUN}))"
)


def where_seen_spans(text: str) -> Iterator[Span]:
    for pattern in (_AFTER_ROLE, _DONE_AT, _SITE):
        for m in matches(pattern, text):
            if LETTER_OPENING.fullmatch(m.group("id").split()[0]):
                continue
            if is_care_unit(m.group()):
                continue  # "Unidad de Trastornos del Movimiento": a unit named by its care
            if not not_a_place(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "institution")
    for m in matches(_FROM_TO, text):
        for group in ("a", "b"):
            if not not_a_place(m.group(group)):
                yield Span(m.start(group), m.end(group), "institution")
