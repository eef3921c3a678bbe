"""A clinician's role before the institution word it belongs to ("Chefarzt der Klinik für
Neurologie", "Consultant of the Stroke Service"): the role and its article are no part of the
institution's name, and the bare head word left after them ("Klinik") names no place. A name
after the role ("Chefarzt der Asklepios Klinik Altona") still goes."""

from __future__ import annotations

import re

from vlm.privacy.name_cues import is_profession
from vlm.privacy.not_places import INSTITUTION_WORD
from vlm.privacy.spans import Span

_ROLE_ARTICLE = re.compile(
    r"(?P<role>[^\W\d_]+)[ \t]+(?:der|des|dem|den|of the|of|de la|de l'|du|del|de|van de|van het)"
    r"[ \t]+"
)
_BARE_HEAD = re.compile(rf"{INSTITUTION_WORD}s?")


def after_role(text: str, span: Span) -> Span | None:
    """`span` without a leading role and its article; None when only a head word is left."""
    m = _ROLE_ARTICLE.match(text, span.start, span.end)
    if m is None or not is_profession(m.group("role")):
        return span
    rest = text[m.end() : span.end]
    if _BARE_HEAD.fullmatch(rest):
        return None
    return Span(m.end(), span.end, span.kind)
