"""Record and insurance numbers as local forms write them that the record labels leave in part:
a member or card number whose letters stand before its digits ("member XJQ 88812 004", "CIPA
ZMRA 440918 52": the letters go with the digits), a file reference with a slash or hyphen
("case ref 24/118", "Az. 112/24", "kenmerk 2024-0081") and a number written in groups of
three with dots after a label ending in "nr" or "nummer" ("ZIS-nr 7.123.456"). A laboratory's
reference range after "ref" ("ref 135-145") is no number of a record."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.spans import Span

_LETTERS_BEFORE_DIGITS = re.compile(
    r"(?<![\w-])(?i:member|membre|card|carte|tarjeta|kaart|pas|cipa|cip|tis|policy|póliza|"
    r"polis|police|subscriber|afiliado|afiliación|socio|lidnummer|Mitglied|Mitgliedsnummer)"
    r"(?:[ \t]*(?:no\.?|nr\.?|n[º°]\.?|number|número|nummer|id))?[ \t]*[:#]?[ \t]*"
    r"(?P<id>[A-Z]{2,5}[ \t-]?\d[\d \t./-]{2,}\d)"
)
_REFERENCE = re.compile(
    r"(?<![\w-])(?i:case ref|ref|our ref|your ref|réf|référence|referencia|ref\.ª|"
    r"kenmerk|Aktenzeichen|Az|Geschäftszeichen)\.?[ \t]*[:#]?[ \t]*"
    r"(?P<id>(?:[A-Z]{1,3}[ \t])?\d{1,6}[/-]\d{2,6}(?:[/-]\d{1,6})?)(?![\d/-])"
)
_GROUPS_OF_THREE = re.compile(r"\d\.\d{3}\.\d{3}")
_DOTTED_GROUPS = re.compile(
    r"(?<![\w])(?i:[\w-]*-nr|[\w-]*nummer|nr|n[º°o])\.?[ \t]*[:#]?[ \t]*"
    r"(?P<id>\d{1,3}(?:\.\d{3}){2,})(?![\d.]?\d)"
)


def local_record_spans(text: str) -> Iterator[Span]:
    """The numbers above, letters and all."""
    patterns = [_LETTERS_BEFORE_DIGITS, _REFERENCE]
    if _GROUPS_OF_THREE.search(text):  # the label's pattern starts anywhere: the digits first
        patterns.append(_DOTTED_GROUPS)
    for pattern in patterns:
        for m in matches(pattern, text):
            if sum(ch.isdigit() for ch in m.group("id")) >= 4 and not _range(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "record")


def _range(value: str) -> bool:
    """ "ref 135-145": a laboratory's reference range, two numbers of one length, rising."""
    parts = value.split("-")
    return (
        len(parts) == 2
        and all(p.isdigit() for p in parts)
        and len(parts[0]) == len(parts[1])
        and int(parts[0]) < int(parts[1])
    )
