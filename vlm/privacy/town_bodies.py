"""A town's own social-welfare body or town hall named by its town, as a whole: "OCMW van …",
"CPAS de …", "CCAS de …", "la mairie de …", "Ayuntamiento de …", "gemeente …". The town alone
is no help once "OCMW van" says which one it is, so the head goes with it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_BODY = re.compile(
    r"(?:\b(?:OCMW|CPAS|CCAS|CIAS|SSIAD)(?:[ \t]+(?:van|de|du|d['’]))?|"
    r"\b(?i:mairie|hôtel de ville|ayuntamiento|gemeente|stadsbestuur|concello|ajuntament)"
    r"(?:[ \t]+(?:de|du|d['’]|van))?)[ \t]*"
    rf"(?-i:{CAP}(?:[ \t-](?:(?:sur|lès|les|le|la|de|del|en|aan|op)[ \t-])?{CAP}){{0,2}})"
)
_ANCHORS = ("ocmw", "cpas", "ccas", "cias", "ssiad", "mairie", "ville", "ayuntamiento", "gemeente",
            "stadsbestuur", "concello", "ajuntament")  # fmt: skip


def town_body_spans(text: str) -> Iterator[Span]:
    lowered = text.casefold()
    if not any(a in lowered for a in _ANCHORS):
        return
    yield from regex_spans(text, "institution", (_BODY,))
