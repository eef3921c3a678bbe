"""Ages over 89 told by what happened at them, without a unit after the number: dying, living
to, being now ("died at 92", "lived to 99", "she is now 95", "starb mit 93", "ist inzwischen
97", "décédé à 94", "murió a los 92", "op zijn 92e overleden", "is inmiddels 96", "活到百岁",
"享年九十五"), and a bare "(now 95)". The number is 90 to 120 and nothing measures it ("HR now
95 bpm", "sats now 96%"); "is now" needs a person before it in the same clause."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.ages import WORDS_90
from vlm.privacy.first_names import is_first_name
from vlm.privacy.kinship_words import is_kinship_noun
from vlm.privacy.spans import Span

_ANCHOR = re.compile(r"(?<!\d)(?:9\d|1[01]\d|120)(?!\d)|百|九十")
_N = rf"(?:(?P<n>\d{{2,3}})(?P<suf>e|ste|º|ème)?|(?P<w>{WORDS_90}))"
# Nothing that measures the number, no decimal, no time.
_NOT_MEASURED = (
    r"(?![\w/:]|[.,]\d|[ \t]*(?:%|°|/|(?i:mg|kg|mm|cm|ml|bpm|mmhg|x|mal|veces|fois|keer|"
    r"min\w*|sec\w*|sek\w*|stund\w*|hour\w*|heure\w*|hora\w*|h|uur|Uhr|tag\w*|day\w*|"
    r"jour\w*|d[ií]as?|dag\w*|week\w*|woche\w*|semaine\w*|semana\w*|met\w*|m|prozent|"
    r"percent|procent|pour|por|punt\w*|point\w*|times|beats|schläge|units|IE|UI)\b))"
)
_DIED = re.compile(
    r"\b(?=[^\W\d_])(?i:(?:died|passed away|deceased|death|lived (?:to|until)(?: be)?|"
    r"(?:ver)?starb|verstorben|gestorben|décédée?|morte?|"
    r"murió|falleció|fallecid[oa]|muert[oa]|vivió hasta|overleed|overleden|stierf|gestorven|"
    r")[ \t]+(?:(?:in[ \t]+|im[ \t]+|en[ \t]+)?(?:19|20)\d\d[ \t]+)?"  # "verstarb 2019 mit 93"
    r"(?:(?:at|aged|mit|à|a los|con|op|met|op (?:zijn|haar))[ \t]+)?"
    r"(?:the age of[ \t]+)?)" + _N + _NOT_MEASURED
)
_DIED_AFTER = re.compile(
    r"\b(?i:op (?:zijn|haar)|mit|à)[ \t]+" + _N + r"[ \t]+(?i:overleden|gestorven|verstorben|"
    r"gestorben|décédée?)\b"
)
_NOW = re.compile(
    r"\b(?=[^\W\d_])(?i:(?:is|was|ist|war|sei|wurde|est|es|está|tiene|tenía|werd|wordt)"
    r"(?:[ \t]+(?:now|already|nearly|almost|just|jetzt|inzwischen|nun|mittlerweile|bereits|"
    r"schon|fast|maintenant|désormais|déjà|ya|casi|nu|inmiddels|intussen|al|bijna))?"
    r"(?:[ \t]+(?:selbst|zelf|herself|himself))?)[ \t]+" + _N + _NOT_MEASURED
)
_AGE_OF = re.compile(r"\b(?i:(?:at|until|till|to|up to) the age of)[ \t]+" + _N + _NOT_MEASURED)
_NOW_BRACKETED = re.compile(
    r"\([ \t]*(?i:now|jetzt|inzwischen|maintenant|ahora|nu|inmiddels)[ \t]+(?P<n>\d{2,3})[ \t]*\)"
)
_CHINESE_NUMBER = r"(?P<n>\d{2,3}|九十[一二三四五六七八九]?|一百(?:零[一二三四五六七八九])?|百)"
_CHINESE = (
    re.compile(rf"(?:享年|活到|终年|終年|活了)\s*{_CHINESE_NUMBER}\s*(?:周岁|週歲|岁|歲)?"),
    re.compile(rf"(?:年近|已经|已經|已)\s*{_CHINESE_NUMBER}\s*(?:周岁|週歲|岁|歲)"),
    re.compile(r"(?P<n>百)(?:岁|歲)"),
    re.compile(rf"今年\s*{_CHINESE_NUMBER}(?![\d十])"),
    re.compile(r"九十有(?P<n>[一二三四五六七八九])"),
)
_PERSON = re.compile(
    r"\b(?i:she|he|who|patient|pt|pat|patientin|patiënte?|patiente|paciente|wife|husband|"
    r"mother|father|mum|mom|dad|sister|brother|son|daughter|aunt|uncle|grand\w*|neighbou?r|"
    r"friend|widow|widower|granny|nan|nana|opa|oma|witwe|witwer|veuve|veuf|viud[oa]|weduwe|"
    r"weduwnaar|sie|er|mutter|vater|schwester|bruder|tochter|sohn|ehemann|ehefrau|frau|mann|herr|"
    r"tante|onkel|nachbar\w*|elle|il|mère|père|sœur|frère|fille|fils|épou\w+|mari|femme|oncle|"
    r"ella|él|madre|padre|hermana|hermano|hija|hijo|esposa?|marido|tía|tío|vecin[oa]|zij|hij|"
    r"ze|moeder|vader|zus|broer|dochter|zoon|echtgeno\w+|man|vrouw|mevrouw|meneer|oom|buurvrouw|"
    r"buurman)\b"
)
_TITLED = re.compile(
    r"(?i:mr|mrs|ms|miss|herr|frau|hr|fr|m|mme|mlle|monsieur|madame|sr|sra|don|doña|dña|dhr|"
    r"mevr|mevrouw|meneer)\.?"
)


def _person_before(text: str, start: int) -> bool:
    """The subject right before the verb is a person: a person's or kin word ("she", "die
    Schwester"), a first name, or a surname after a title ("Mrs Hale is now 95"); never a
    measure ("the patient's HR is now 95")."""
    words = re.split(r"[.;:\n]", text[max(0, start - 50) : start])[-1].split()
    if not words:
        return False
    last = words[-1].strip(",()")
    if (
        _PERSON.fullmatch(last)
        or is_kinship_noun(last)
        or (last[:1].isupper() and is_first_name(last))
    ):
        return True
    return len(words) > 1 and last[:1].isupper() and bool(_TITLED.fullmatch(words[-2]))


# A person's or a relative's word, then the age between commas or in brackets: "His mum, 94,
# is …", "Su madre, de 94, vive …", "Oma (96) lebt …", "Zijn moeder (92)".
_KIN_AGE = re.compile(
    r"(?<![\w-])(?P<who>[^\W\d_]+)[ \t]*(?:,[ \t]*(?:de[ \t]+)?(?P<n>\d{2,3})[ \t]*(?=[,;)])"
    r"|\([ \t]*(?P<b>\d{2,3})[ \t]*\))"
)


_NUMBER_WORDS = (
    "ninety",
    "hundred",
    "neunzig",
    "hundert",
    "quatre-vingt",
    "nonante",
    "cent",
    "noventa",
    "cien",
    "negentig",
    "honderd",
)


def _has_number_word(text: str) -> bool:
    low = text.lower()
    return any(word in low for word in _NUMBER_WORDS)


def _over_89(m: re.Match[str]) -> bool:
    n = m.group("n")
    return bool(m.groupdict().get("w")) or (n is not None and 89 < int(n) <= 120)


def age_after_verb_spans(text: str) -> Iterator[Span]:
    """Ages over 89 after a verb of dying or being ("died at 92", "ist inzwischen 97")."""
    cheap = "9" in text or "1" in text or "百" in text or "九十" in text
    if not (cheap and _ANCHOR.search(text)) and not _has_number_word(text):
        return
    for pattern in (_DIED, _DIED_AFTER, _NOW, _AGE_OF):
        for m in pattern.finditer(text):
            if not _over_89(m):
                continue
            if pattern is _NOW and not _person_before(text, m.start()):
                continue
            if m.group("n"):
                yield Span(m.start("n"), m.end("suf") if m.group("suf") else m.end("n"), "age")
            else:
                yield Span(m.start("w"), m.end("w"), "age")
    for m in _KIN_AGE.finditer(text):
        n = m.group("n") or m.group("b")
        who = m.group("who")
        if 89 < int(n) <= 120 and (_PERSON.fullmatch(who) or is_kinship_noun(who)):
            group = "n" if m.group("n") else "b"
            yield Span(m.start(group), m.end(group), "age")
    for m in _NOW_BRACKETED.finditer(text):
        measured = re.search(r"\d", text[max(0, m.start() - 25) : m.start()])
        if 89 < int(m.group("n")) <= 120 and not measured:  # "sats 88% (now 95)" is no age
            yield Span(m.start("n"), m.end("n"), "age")
    if "百" in text or "九十" in text or "享年" in text or "活到" in text or "今年" in text:
        for pattern in _CHINESE:
            for m in pattern.finditer(text):
                n = m.group("n")
                if not n.isdigit() or 89 < int(n) <= 120:
                    start = m.start() if pattern is _CHINESE[-1] else m.start("n")  # "九十有五"
                    yield Span(start, m.end(), "age")
