"""English hospitals named by their place and a kind word without "Hospital" ("came from
Kilbride General", "repatriated to Thornbury Royal", "the Wexcombe Memorial"): one or two
capitalised words before "General", "Royal" or "Memorial" where no noun follows that makes the
phrase something else ("General Practice", "Royal College", "Memorial Day"). The words before
must not be a role, a department, a clinical word or a function word ("Surgeon General")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_SHORT_NAME = re.compile(
    rf"(?-i:(?<![\w'’-])(?P<id>{CAP}(?:[ \t]{CAP})?[ \t](?:General|Royal|Memorial|Rehab))"
    r"(?![\w'’-]))"
)
# A word after the kind word that makes it something else: a noun of the phrase, or a
# capitalised word (then a longer name, which the institution patterns read).
_NOT_AFTER = re.compile(
    r"(?i:[ \t]+(?:practi[cs]e|practitioners?|surgery|surgeon|medicine|medical|hospital|"
    r"infirmary|college|society|academy|household|family|navy|air|mail|day|service|services|"
    r"anaesthe\w*|anesthe\w*|paralysis|paresis|appearance|condition|health|state|examination|"
    r"exam|impression|population|public|ward|manager|practise|election|assembly|"
    r"hospitals?|trust|foundation|institute|fund|clinic|centre|center)\b)|[ \t]+[A-Z]|-"
)


def short_hospital_spans(text: str) -> Iterator[Span]:
    if not any(w in text for w in ("General", "Royal", "Memorial", "Rehab")):
        return
    for m in _SHORT_NAME.finditer(text):
        if _NOT_AFTER.match(text, m.end()):
            continue
        name = m.group("id")
        if not_a_place(name):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
