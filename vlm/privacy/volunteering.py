"""Charities, associations and clubs where a patient or a relative volunteers or belongs, named
after the verb or head word that introduces them in five languages ("volunteers with the …",
"ehrenamtlich beim …", "bénévole aux …", "association Les …", "voluntario en la asociación …",
"asociación …", "vrijwilliger bij …"). The name is kept when it is a department, a clinical
word or written in lower case ("volunteers at the hospital")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.cued_matches import cued_matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_ARTICLE = r"(?:(?:the|der|dem|den|die|la|le|les|l['’]|el|los|las|het|de|des|du)[ \t]+)?"
_CUE = re.compile(
    r"(?i:\b(?:(?:volunteers?|volunteered|volunteering)[ \t]+(?:\w+[ \t]+){0,3}?(?:at|with|for)|"
    r"ehrenamtlich[ \t]+(?:tätig[ \t]+)?(?:bei|beim|im|in[ \t]+der)|"
    r"bénévole[ \t]+(?:à[ \t]+l['’]association|aux|au|à[ \t]+la|à[ \t]+l['’]|à|chez|pour)|"
    r"voluntari[oa][ \t]+(?:en|con|de)(?:[ \t]+la[ \t]+asociación)?|"
    r"vrijwillig(?:st)?er[ \t]+(?:bij|voor)|"
    r"(?<![\w-])(?-i:association|Association|asociación|Asociación|amicale|Amicale|"
    r"Verein|vereniging|Vereniging|cercle|Cercle))[ \t]+)"
)
_NAME = re.compile(
    rf"(?-i:{_ARTICLE}(?P<id>(?:(?:Les|La|Le|Los|Las|El|De|Het)[ \t]+)?{CAP}"
    rf"(?:[ \t]+(?:(?:du|de|des|del|van|der|of|for|und|y|et|en)[ \t]+)?{CAP}){{0,3}}))"
)
_STEMS = ("volunt", "ehrenamt", "bénévol", "vrijwillig", "ssociation", "sociación", "micale",
          "erein", "ercle")  # fmt: skip


def volunteering_spans(text: str) -> Iterator[Span]:
    for cue, m in cued_matches(text, _STEMS, _CUE, _NAME):
        words = [w for w in m.group("id").split() if w[0].isupper()]
        if all(not_a_place(w) or is_clinical_word(w) for w in words):
            continue
        # "cercle des Aînés de …": a club's head word is part of its name
        start = cue.start() if cue.group(0).strip().casefold() == "cercle" else m.start("id")
        yield Span(start, m.end("id"), "institution")
