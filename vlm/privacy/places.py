"""Addresses and towns: street addresses in the six languages, postcodes, the clause after an
address cue ("lives at", "woont in", "vive en"), and towns written without a postcode, found
through an offline gazetteer (data/towns.txt) or after a word that introduces a place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.address_clause_end import address_clause_end, is_clinical_start
from vlm.privacy.anchors import matches
from vlm.privacy.care_units import care_word_after_unit
from vlm.privacy.dates import MONTH, WEEKDAY
from vlm.privacy.gazetteer import is_small_town, is_town
from vlm.privacy.name_cues import TITLE_WORDS
from vlm.privacy.names import function_words, is_clinical_use
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.room_words import NOT_A_ROOM
from vlm.privacy.spans import Span, regex_spans
from vlm.privacy.unit_letters import NOT_A_UNIT
from vlm.privacy.verb_cues import ADRESSE

_I = re.IGNORECASE

_STREET_EN = (
    r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|"
    r"Terrace|Terr|Close|Crescent|Cres|Square|Sq|Gardens|Grove|Hill|Park|Row|Walk|Mews|Green|Parade|"
    r"Highway|Hwy|Circle|Cir|Trail|Parkway|Pkwy|Plaza|Alley|Loop|Pike|Path|Ridge|View|Oval|"
    r"Mount|Rise|Vale|Heights|Meadows?|Gate|Wharf|Quay|Yard|Fields|Estate|Chase|Hollow|"
    # (the northern English and Scottish ones: "Tenter Fold", "Kirk Wynd", "Moor Brow")
    r"Fold|Garth|Wynd|Brow|Croft|Nook|Bank|Dale|Mead|Chare|Loan|Vennel)"
)
_STREET_NL_DE = (
    r"(?:straat|weg|laan|plein|gracht|kade|dijk|singel|hof|pad|steeg|park|dreef|markt|"
    r"str\.|straße|strasse|allee|platz|gasse|ring|damm|ufer|chaussee|stieg|boulevard|baan|wal|"
    r"haven)"
)
_NUMBER_WORD = (
    r"(?:eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|een|twee|drie|vijf|zes|"
    r"zeven|negen|tien|twaalf|(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)?(?:zehn|"
    r"undzwanzig|unddreißig|undvierzig|undfünfzig|zwanzig|dreißig|vierzig|fünfzig))"
)
_FR_STREET = (
    r"(?:rue|avenue|av\.|boulevard|(?-i:[Bb]d\b)|chemin|impasse|all[ée]e|quai|route|cours|square|"
    # "mise en place de …" sets something up
    r"(?<!en )place|voie|passage|rond-point|chauss[ée]e|dr[èe]ve|ruelle|sentier)"
)
_FR_ARTICLE = r"(?:(?:de la|de l'|du|des|de|d'|la|le|les)\s*)?"
_ES_STREET = (
    r"(?:C/|Calle|Avda\.?|Avenida|Av\.|Plaza|Pza\.?|Paseo|Pº|Camino|Carretera|Ctra\.?|Ronda|"
    r"Travesía|Glorieta|Colonia|Col\.|Calzada|Carrer|Rambla|Cerrada|Privada|Andador|Retorno|"
    r"Circuito|Prolongación|Callejón|Boulevard|Blvd\.)"
)
_ADDRESS_CUE = (
    r"(?:lives at|living at|resides at|residing at|home address|address|adres|woont aan|woont op|"
    r"woonachtig (?:aan|te)|wohnt in der|wohnt in|wohnhaft in|anschrift|"
    rf"{ADRESSE}|habite(?: au)?|"
    r"domicili[ée] (?:au|à)|demeurant|domicilio|dirección|direccion)(?![^\W\d_])"
)
_NOT_AN_ADDRESS = (
    r"(?-i:(?:home|alone|independently|with|and|con|sin|y|habitual|familiar|"
    r"the (?:nursing|care|residential|family) home)\b)"
)
# Words before a place in the six languages ("from", "à", "aus", "uit", "en", "natural de").
_PLACE_CUE = re.compile(
    r"(?:\b(?:from|in|at|near|to|lives in|living in|resides in|moved to|à|de|d'|en|aus|nach|"
    r"bei|uit|te|naar|bij|in|originari[oa] de|natural de|vecin[oa] de|residente en|vive en|"
    r"desde|hasta|vers|depuis|vanuit|von|sur|por|"
    r"vit à|wohnt in|woont in)\s+)$",
    _I,
)
_WORD_CUE = re.compile(
    r"\b(?:from|lives in|living in|vit à|habite à|aus|wohnt in|uit|woont in|vive en)\s+$", _I
)
_LINK = (
    r"(?:[ -](?:(?:sur|sous|les|lès|la|le|en|de|du|des|am|an|der|bei|im|aan|op|upon|on|St\.?|"
    r"Saint|del)[ -])?)"
)
_PLACE_RUN = re.compile(rf"(?<![\w'’-]){CAP}(?:{_LINK}{CAP}){{0,4}}")
# After a town: a date or a state ("Leeds, 4 March", "Quincy, MA"), a postcode, a region code.
_AFTER_TOWN = re.compile(r"\s*(?:,\s*(?:\d|[A-Z]{2}\b)|[A-Z]{1,2}\d|\d{4,5}\b|,?\s*\([A-Z]{1,3}\))")
# A letterhead's or a heading's last item: ", Valencia" at the end of its line.
_COMMA_BEFORE = re.compile(r",[ \t]*$")
_LINE_END = re.compile(r"[ \t]*(?:\n|$)")  # a heading: no full stop
# (on the same line: a year ending the line above is no postcode, "DOB 1961\nDate of …")
_POSTCODE_BEFORE = re.compile(r"\b(?:\d{4,5}|\d{4}\s?[A-Z]{2})[ \t]*\Z")

ADDRESSES = [
    # a town after a word that says where someone lives, up to a comma: "domicilié à Hennebont,"
    re.compile(
        r"(?i:\b(?:domicili[ée]e?s?|demeurant|habitant|habite|résidant|wohnhaft|woonachtig|"
        r"residente|domiciliad[oa])\s+(?:(?:à|au|a|en|in|te)\s+)?)"
        rf"(?P<id>(?-i:{CAP}(?:[ '’-]{CAP}){{0,3}}))(?=\s*[,;.\n(]|\s+[a-zà-ÿ]|\s*$)"
    ),
    # after a cue, the rest of the clause (up to a sentence end, a semicolon or a line break),
    # unless it says where, not which address: "lives at home with his wife", "Ayuda a Domicilio"
    re.compile(
        rf"\b(?<!\ba )(?<!\ben )(?<!\bde )(?<!\bà ){_ADDRESS_CUE}"
        # (an address never starts at a full stop or comma: "Destino: Domicilio. Cuidador …")
        rf"(?!\s*:?\s*{_NOT_AN_ADDRESS})\s*:?\s*(?P<id>[^\n;。；！？.,][^\n;。；！？]*?)"
        # (a comma before a lower-case word ends the address: "à Hennebont, a été admis")
        # (Chinese punctuation ends it too: an English address inside a Chinese note)
        rf"(?=(?<!\b[{UPPER}])\.\s+[{UPPER}]|\.?\s*$|\.?\s*\n|[;。；！？]|\s+\(|,\s+(?-i:[a-zß-ÿ]))",
        _I | re.MULTILINE,
    ),
    re.compile(
        rf"\b\d{{1,6}}[A-Za-z]?,?\s+(?:{CAP}\s+){{1,3}}{_STREET_EN}\b\.?"
        rf"(?:\s+(?:Apt\.|Suite|Unit|Flat)\s*\d+)?"
    ),
    # a street named without its number: "on Flatbush Ave", "in Baker Street"
    re.compile(
        rf"(?<![\w'’-])(?:{CAP}\s+){{1,2}}(?:Street|Road|Avenue|Ave|Rd|Boulevard|Blvd|Lane|"
        rf"Drive|Crescent|Terrace|Parkway)\b\.?"
    ),
    re.compile(
        # (a hospital's room is no address: "Seminar Room 4, Level C")
        rf"\b(?:Flat|Apt\.?|Apartment|Studio|Suite|Unit)\s+\d+[A-Za-z]?\b"
        rf"(?:,?\s*(?:Block|Blk|Tower|Floor|Fl\.?)\s+\w+)*,?(?:\s*\n?\s*\d*\s*{CAP}(?:\s+{CAP}){{0,3}})?"
    ),
    re.compile(
        rf"\b{CAP}{_STREET_NL_DE}(?-i:\s+(?:Noord|Zuid|Oost|West|Nord|Süd|Ost|Oben|Unten))?"
        # the number, or the number written out as dictation writes it ("Dorfstraße elf")
        rf"(?:\s*\d+(?:\s*[-/]\s*\d+)?[a-zA-Z]?\b|[ \t]+{_NUMBER_WORD}\b)",
        _I,
    ),
    re.compile(
        rf"(?-i:\b(?:{CAP}\s+)?{CAP}[- ](?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring)"
        rf"\s*\d+[a-z]?)"
    ),
    # a Dutch or German street named without its number: "aan de Kerkweg", "in der Lindenstraße"
    re.compile(
        rf"(?-i:\b(?:aan|in|op|bij|an|auf|bei)\s+(?:de|het|der|dem|den)\s+"
        rf"{CAP}(?:straat|weg|laan|gracht|plein|dijk|kade|singel|steeg|straße|strasse|gasse|"
        rf"allee|platz|ring|damm))\b"
    ),
    # "Am Lindenhof 7", "An der Mühle 3", "Zum Anger 12"
    re.compile(
        rf"(?-i:\b(?:Am|An der|Auf der|Auf dem|Im|In der|Zum|Zur|Unter den|Hinter der|Hinterm|"
        rf"Hinter dem|Unterm|Überm|Vorm|Beim)\s+"
        rf"{NOT_A_ROOM}{CAP}\s+\d+[a-z]?\b)"
    ),
    re.compile(
        rf"\b\d{{1,4}}(?:-\d{{1,4}})?(?:\s*(?:bis|ter))?,?\s+{_FR_STREET}\s+{_FR_ARTICLE}"
        rf"{CAP}(?:[ -]{CAP}){{0,4}}",
        _I,
    ),
    # the number after the street, as in Belgium and Switzerland: "Rue des Lilas 14"
    re.compile(
        rf"\b{_FR_STREET}[ \t]+{_FR_ARTICLE}(?-i:{CAP}(?:[ -]{CAP}){{0,4}})"
        rf"(?:[ \t]+\d{{1,4}}[a-z]?\b)?",
        _I,
    ),
    # a post-office box: "Postbus 9555", "Postfach 10 12 40", "PO Box 71", "Apartado 118"
    re.compile(
        r"(?-i:\b(?:Postbus|Postfach|Postbox|P\.?[ \t]?O\.?[ \t]?Box|Boîte postale|Apartado"
        r"(?: de [Cc]orreos)?|Casilla)[ \t]*\d{1,6}(?:[ \t]\d{2}){0,2}\b)",
        _I,
    ),
    # a four-digit postcode and its town after a comma or at a line's start ("…, 5004 Namur",
    # "2700 Wiener Neustadt"), as in Belgium, Austria, Switzerland and Denmark
    re.compile(
        rf"(?m:(?:(?<=,)|(?<=,[ \t])|^[ \t]*)(?:[A-Z]{{1,2}}-)?\d{{4}}[ \t]+{CAP}"
        rf"(?:{_LINK}{CAP}){{0,3}}(?=[ \t]*(?:$|,|\(|·|\|)))"
    ),
    # "C/ Mayor 14, 3ºB", "Avda. de la Constitución s/n", "Calle del Carmen 5"
    re.compile(
        # (the abbreviations in lower case too: "avda. de Madrid 3", "pza. Mayor 1")
        rf"(?<![\w])(?-i:{_ES_STREET}|c/|calle|avenida|avda\.|avd\.|pza\.|Pl\.|ctra\.|pº)\s*"
        rf"(?:(?:de|del|de la|de los|de las)\s+)?{CAP}"
        rf"(?:\s+(?:de\s+|del\s+|la\s+)?{CAP}){{0,3}}"
        rf"(?:,?\s*(?:\d+|s/n)(?:\s*,?\s*\d+\s*[ºª°]?\s*[A-Z]?\b)?)?"
    ),
    # places named after a mountain or a lake: "Mount Pleasant", "Mont-Saint-Aignan", "Lake Placid"
    re.compile(
        rf"(?-i:\b(?:Mount|Mt\.?|Mont|Monte|Montes|Lake|Loch|Lough)[ -]{CAP}(?:[ -]{CAP})?)"
    ),
    re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b"),  # UK postcode
    re.compile(r"\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"),  # US state + ZIP
    # NL postcode, never a dose in units ("Lovenox 4000 UI", "Fraxiparine 2850 IE")
    re.compile(rf"\b\d{{4}}\s?{NOT_A_UNIT}[A-Z]{{2}}\b(?:\s+{CAP}(?:{_LINK}{CAP}){{0,3}})?"),
    re.compile(rf"\b\d{{5}}\s+(?:'s-)?{CAP}(?:{_LINK}{CAP}){{0,3}}"),  # FR/DE/ES/US postcode
]


# Words after which any capitalised name is a place, known to the gazetteer or not.
_STRONG_CUE = re.compile(
    r"(?i:\b(?:liv(?:e|es|ing) in|resides in|(?:goes|going|went|discharged|returns?|returned|"
    r"returning) home to|resident of|moved to|grew up in|born in|vit à|"
    r"lives (?:alone|independently|with \w+) in|leb(?:t|en) (?:allein|alleine|selbstständig|"
    r"mit \w+|zusammen mit \w+) in|lebt in|wonend te|wonende te|vit seule? à|domicile à|"
    r"vive sol[oa] en|woont (?:alleen|zelfstandig) in|"
    r"habite à|domiciliée? à|originaire de|née? à|wohnt in|wohnhaft in|stammt aus|"
    r"geboren in|woont in|woonachtig in|woonachtig te|afkomstig uit|geboren te|vive en|"
    r"reside en|residente en|natural de|originari[oa] de|vecin[oa] de|nacid[oa] en|"
    r"locatie|location|site|Standort|sede|colonia|col\.|alcald[ií]a|delegaci[óo]n|"
    r"municipio(?: de)?|fraccionamiento|fracc\.|barrio))\s+"
    rf"(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}})"
)


# The town written after a street address: "Am Lindenhof 4, Bernried", "3 Mill Lane, Ebford".
_TOWN_AFTER_STREET = re.compile(
    rf"[ \t]*,[ \t]*(?:\d{{4,5}}[ \t]+)?(?P<id>{CAP}(?:{_LINK}{CAP}){{0,2}})"
)


# A small town needs a word that says the patient comes from or lives there: "from", "aus",
# "uit", "te", "à", "desde" (after a bare "in" or "at" too many village names are words).
_ORIGIN_CUE = re.compile(
    r"(?i:\b(?:from|aus|uit|te|à|desde|vers|depuis|vanuit|naar|nach|originari[oa] de|"
    r"(?:returned|returns|back|commutes|drives|moved back) to|"
    r"natural de|vecin[oa] de|woont in|wohnt in|lives in|vive en|vit à)\s+)"
    rf"(?-i:(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}}))"
)
# A letter's place and date at the start of a line: "Lyon, le 21 février", "Hameln, 02.12.2024",
# "Terrassa, 4 de diciembre", "Purmerend, 11 oktober", "Leeds, 3rd May".
_DATELINE = re.compile(
    rf"(?m)^[ \t]*(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}}),[ \t]*(?:(?:le|den|am|el|a|op|the)[ \t]+)?"
    r"(?=\d{1,2}(?:st|nd|rd|th|er|º|\.)?(?:[./-]\d|[ \t]+(?:de[ \t]+)?[^\W\d_]{3,}))"
)


# A town before a US state's code: "Cedar Glen, VA", "Hibbing, MN 55746".
_US_STATE = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    r"NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
)
_TOWN_STATE = re.compile(
    rf"(?<![\w'’-])(?P<id>{CAP}(?:[ \t]{CAP}){{0,2}}),?[ \t]+(?-i:{_US_STATE})(?![\w-])"
    r"(?=[ \t]*(?:\d{5}|[,.;)\n]|$))"
)


# The town written before a UK postcode: "Hornsby HG4 2QT", "Market Weighton, YO43 3AA".
_TOWN_POSTCODE = re.compile(
    rf"(?<![\w'’-])(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})[ \t]*,?[ \t]+"
    r"(?=[A-Z]{1,2}\d[A-Z\d]?[ \t]*\d[A-Z]{2}\b)"
)


def address_spans(text: str) -> Iterator[Span]:
    yield from _small_town_spans(text)
    for m in _TOWN_POSTCODE.finditer(text):
        if not _common_place_word(m.group("id")) and not _calendar_or_title(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in _TOWN_STATE.finditer(text):
        start = _after_clinical_words(text, m.start("id"), m.end("id"))
        name = text[start : m.end("id")]
        if name and not _common_place_word(name) and not _calendar_or_title(name):
            yield Span(start, m.end("id"), "address")
    for m in _DATELINE.finditer(text):
        if not _common_place_word(m.group("id")) and not _calendar_or_title(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for span in regex_spans(text, "address", ADDRESSES):
        span = Span(span.start, address_clause_end(text, span.start, span.end), span.kind)
        town = _TOWN_AFTER_STREET.match(text, span.end)
        name = town.group("id") if town else ""  # never a department: "… Lane, Neurology"
        place = bool(name) and not (_common_place_word(name) or is_clinical_start(name))
        if town and place and span.kind == "address":
            yield Span(span.start, town.end("id"), "address")
        else:
            yield span
    yield from town_spans(text)
    for m in matches(_STRONG_CUE, text):
        if not _common_place_word(m.group("id")) and not _calendar_or_title(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in matches(_DOCTOR_IN, text):
        if not _common_place_word(m.group("id")) and not _calendar_or_title(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "address")
    for m in matches(_LIVES_WITH_IN, text):
        if not _common_place_word(m.group("id")) and not _calendar_or_title(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "address")


# Where a named doctor practises: "Hausarzt Dr. Lothar Brandt in Haldensleben", "dr. Visser te
# Zwolle", "Dr Ruiz en Ronda".
_DOCTOR_IN = re.compile(
    r"(?:\b(?:Dr|Dra|Prof|dr|drs)\.?(?:[ \t]+med\.)?(?:[ \t]+univ\.)?[ \t]+"
    rf"(?:[{UPPER}]\.[ \t]?)*(?:{CAP}[ \t]+){{0,3}}{CAP}[ \t]+(?:in|aus|te|uit|à|en|at)[ \t]+)"
    rf"(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}})"
)
# Where someone lives, with whom first: "woont samen met haar zoon in Oosterbeek", "lives with
# her daughter in Amble", "wohnt mit seiner Frau in Hude", "vit avec sa fille à Sées".
_LIVES_WITH_IN = re.compile(
    r"(?i:\b(?:woont|wonen|lives|live|living|resides|wohnt|wohnen|lebt|leben|vit|vivent|habite|"
    r"vive|viven|reside|wohnhaft|moving|moves|moved|staying|stays)\b(?:[^.;:\n]|(?<=\d)\.){1,50}?"
    r"[ \t](?:in|te|à|en|at|bei)[ \t]+)"
    rf"(?-i:(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}}))"
)


def _after_clinical_words(text: str, start: int, end: int) -> int:
    """Where a town starts once the clinical words before it are left out ("Neurophysiology
    Ann Arbor, MI": Ann Arbor)."""
    from vlm.privacy.clinical_words import is_clinical_word

    for w in re.finditer(r"\S+", text[start:end]):
        if not is_clinical_word(w.group()):
            return start + w.start()
    return end


def _common_place_word(name: str) -> bool:
    """ "vive en La ...", "lives in The": an article or a function word is no place."""
    return name.split()[0].casefold() in function_words()


def _calendar_or_title(name: str) -> bool:
    first = name.split()[0]
    calendar = re.fullmatch(rf"(?i:{MONTH}|{WEEKDAY})", first)
    return bool(calendar) or first in TITLE_WORDS or not_a_place(name)


# The last item of a line after a comma: "Seniorenresidenz Am Hang, Hollenstedt".
_LINE_LAST = re.compile(rf"(?m),[ \t]*(?P<id>{CAP}(?:{_LINK}{CAP}){{0,3}})[ \t]*$")


def _small_town_spans(text: str) -> Iterator[Span]:
    """Towns of the small gazetteer after a word of origin or residence or as the last item
    of a line; the longest run of words that is a town ("from Bad Wimpfen", "à
    Saint-Jean-de-Luz")."""
    for m in [*matches(_ORIGIN_CUE, text), *_LINE_LAST.finditer(text)]:
        words = list(re.finditer(r"\S+", m.group("id")))
        for j in range(len(words), 0, -1):
            end = m.start("id") + words[j - 1].end()
            name = text[m.start("id") : end].rstrip(".,")
            if (is_small_town(name) or is_town(name)) and not is_clinical_use(
                text, m.start("id"), end, word=False
            ):
                yield Span(m.start("id"), m.start("id") + len(name), "address")
                break


def town_spans(text: str, cued_only: bool = False) -> Iterator[Span]:
    """Towns from the gazetteer: a name of two or more words ("Bury St Edmunds", "Ivry-sur-
    Seine") wherever it stands; a one-word name only where it reads as a place: after a word
    that introduces one ("from", "à", "aus", "en"), beside a postcode, or as a letter's place and
    date ("Leeds, 4 March"). Eponyms used clinically never count. With `cued_only` (headings
    in capitals) a one-word name needs a word before it that introduces a place."""
    for run in _PLACE_RUN.finditer(text):
        words = list(re.finditer(r"\S+", run.group()))
        i = 0
        while i < len(words):
            found = 0
            for j in range(min(len(words), i + 5), i, -1):
                start, end = run.start() + words[i].start(), run.start() + words[j - 1].end()
                if is_town(text[start:end].rstrip(".,")):
                    found = j
                    break
            if not found:
                i += 1
                continue
            name = text[start:end]
            single = found - i == 1 and "-" not in name
            if single and _calendar_or_title(name.rstrip(".,")):
                i = found
                continue  # "in March", "on Sunday": a month or a weekday, not the town
            if single and care_word_after_unit(text, start, end):
                i = found
                continue  # "Sala de Agudos": the ward's care, not the town
            first = start if cued_only else _letterhead_start(text, run.start(), start, end)
            place = not single or first < start or _reads_as_place(text, start, end, cued_only)
            if place and not is_clinical_use(text, start, end, word=False):
                yield Span(first, end, "address")
            i = found


def _letterhead_start(text: str, run_start: int, start: int, end: int) -> int:
    """A heading's last item is a name and its town ("Neurology, Rijnhof Zwolle"): the whole
    item goes, not the town alone."""
    line_start = max(text.rfind("\n", 0, run_start) + 1, run_start - 40)
    if (
        run_start < start
        and _COMMA_BEFORE.search(text, line_start, run_start)
        and _LINE_END.match(text, end)
    ):
        return run_start
    return start


def _reads_as_place(text: str, start: int, end: int, cued_only: bool = False) -> bool:
    line_start = max(text.rfind("\n", 0, start) + 1, start - 40)  # a cue stands just before
    if cued_only:  # a heading in capitals: a strong cue, or the last item of its line
        return bool(
            _WORD_CUE.search(text, line_start, start)
            or (_COMMA_BEFORE.search(text, line_start, start) and _LINE_END.match(text, end))
        )
    return bool(
        _PLACE_CUE.search(text, line_start, start)
        or _AFTER_TOWN.match(text, end)
        or (_COMMA_BEFORE.search(text, line_start, start) and _LINE_END.match(text, end))
        or _POSTCODE_BEFORE.search(text, max(0, start - 12), start)
    )
