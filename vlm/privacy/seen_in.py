"""Where a patient was seen, admitted or treated or a test was done, in Dutch, German, French
and Spanish as in English ("gezien in Isala", "bekend in het Deventer", "opgenomen in het …",
"bloedonderzoek bij …", "vorgestellt im Elisabeth", "vue au Bon-Secours", "suivie à la …",
"valorada en La Fe", "atendida en el …", "de CT in Gelre", "MRT im Annastift", "IRM à
Lariboisière"): the capitalised name after the cue is an institution unless it is a department,
a month, an acronym, a clinical word or a German abstract noun."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span

_CUE = (
    r"(?:gezien|bekend|gecontroleerd|onderzocht|geopereerd)[ \t]+(?:in|op|bij)|"
    r"onder (?:controle|behandeling) (?:in|bij)|"
    r"(?:gesehen|vorgestellt|untersucht|operiert|bekannt)[ \t]+(?:in|im|am)|"
    r"vue?s?[ \t]+(?:à|au)|examinée?[ \t]+(?:à|au)|opérée?[ \t]+(?:à|au)|"
    r"(?:faite?s?|réalisée?s?|pratiquée?s?|hospitalisée?|suivie?|soignée?)[ \t]+(?:à|au)|"
    r"vist[oa][ \t]+en|valorad[oa][ \t]+en|estudiad[oa][ \t]+en|intervenid[oa][ \t]+en|"
    r"(?:atendid|ingresad|tratad|operad|realizad|seguid)[oa]s?[ \t]+en|"
    r"(?:opgenomen|behandeld|verpleegd|gerevalideerd)[ \t]+(?:in|op)|"
    r"(?:[Bb]loed|[Ll]ab)onderzoek[ \t]+bij|"
    r"(?:CT|CTA|MRI|MRT|MR|IRM|RM|TAC|EEG|EMG|PET|scan|echo|Doppler)(?:-scan)?[ \t]+"
    r"(?:in|im|bij|à|au|en)"
)
_ARTICLE = r"(?:(?:het|de|den|dem|der|l['’]|la|le|el)[ \t]+)?"
_SEEN_IN = re.compile(
    rf"(?<![\w-])(?:{_CUE})[ \t]+{_ARTICLE}(?P<id>{CAP}(?:[ \t-]{CAP}){{0,2}})(?![\w'’-])"
)
_ABSTRACT = re.compile(r"[^\W\d_]{2,}(?:ung|ungen|heit|keit|schaft|nahme|tion|ción|ie|ité|teit)")
_MONTH_LIKE = re.compile(r"(?i:maart|mei|juni|juli|januari|februari|augustus|oktober|juin|mai)")


# Every cue holds one of these; a text without any is not searched (str.find is fast).
_STEMS = (
    "gezien", "bekend", "gecontroleerd", "onderzocht", "geopereerd", "onder ", "gesehen",
    "vorgestellt", "untersucht", "operiert", "bekannt", "vu", "examiné", "opéré", "vist",
    "valorad", "estudiad", "intervenid", "fait", "réalis", "pratiqu", "hospitalis", "suivi",
    "soign", "atendid", "ingresad", "tratad", "operad", "seguid", "opgenomen", "behandeld",
    "verpleegd", "gerevalideerd", "bloedonderzoek", "labonderzoek", "ct", "mr", "irm", "rm",
    "tac", "eeg", "emg", "pet",
    "scan", "echo", "doppler",
)  # fmt: skip


def seen_in_spans(text: str) -> Iterator[Span]:
    low = text.casefold()
    if not any(s in low for s in _STEMS):
        return
    for m in matches(_SEEN_IN, text):
        name = m.group("id")
        first = name.split()[0]
        if not_a_place(name) or _ABSTRACT.fullmatch(first) or _MONTH_LIKE.fullmatch(first):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
