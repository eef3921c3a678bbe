"""An eponym's name in the other read languages, made from its English form: "Lhermitte-Duclos
disease" is "enfermedad de Lhermitte-Duclos", "Lhermitte-Duclos-Erkrankung", "Morbus
Lhermitte-Duclos", "maladie de Lhermitte-Duclos" and "Lhermitte-Duclos病".

Eponyms are written the same in every language but for the head word around them, so a
reference the table lacks ("Susac syndrome") and a table name whose translation file misses a
form are still found in a German or French answer; without it the answer read as naming
nothing known, or only the other disease it mentioned.
"""

from __future__ import annotations

import re

_PARTICLE = r"(?:von|van|de|del|der|le|la|di|du|da)\s+"
_PERSON = r"[A-Z][a-z\u00c0-\u024f]+"
_EPONYM = re.compile(
    rf"^(?P<who>(?:{_PARTICLE})?{_PERSON}(?:[- ](?:{_PARTICLE})?{_PERSON})*)"
    r"(?:['\u2019]s)?\s+(?P<head>disease|syndrome|malformation|encephalitis)$"
)
_FORMS: dict[str, dict[str, tuple[str, ...]]] = {
    "disease": {
        "es": ("enfermedad de {w}",),
        "de": ("{w}-Erkrankung", "{w}-Krankheit", "Morbus {w}"),
        "fr": ("maladie de {w}",),
        "zh": ("{w}病",),
    },
    "syndrome": {
        "es": ("síndrome de {w}",),
        "de": ("{w}-Syndrom",),
        "fr": ("syndrome de {w}",),
        "zh": ("{w}综合征",),
    },
    "malformation": {
        "es": ("malformación de {w}",),
        "de": ("{w}-Malformation",),
        "fr": ("malformation de {w}",),
        "zh": ("{w}畸形",),
    },
    "encephalitis": {
        "es": ("encefalitis de {w}",),
        "de": ("{w}-Enzephalitis",),
        "fr": ("encéphalite de {w}",),
        "zh": ("{w}脑炎",),
    },
}


def eponym_forms(name: str) -> dict[str, tuple[str, ...]]:
    """Language -> the forms of an English eponym name ('' when `name` is no eponym)."""
    m = _EPONYM.match(name.strip())
    if not m:
        return {}
    who = m.group("who")
    out: dict[str, tuple[str, ...]] = {}
    for language, patterns in _FORMS[m.group("head")].items():
        forms = [p.format(w=who) for p in patterns]
        if language == "fr" and who[0] in "AEIOUY":  # maladie d'Alzheimer
            forms = [f.replace(f"de {who}", f"d'{who}") for f in forms]
        out[language] = tuple(forms)
    return out


def all_eponym_forms(name: str) -> tuple[str, ...]:
    """Every language's forms of an English eponym name, flat."""
    return tuple(f for forms in eponym_forms(name).values() for f in forms)
