"""A day of the month alone after the preposition that dates it, where the clause ends after it
("sortie le 12.", "revue le 30, puis …", "Kontrolle am 24.", "Alta el 19.", "ontslag op de
12e."): the month is the one the note is about. A day followed by a noun is a count ("am 3.
Tag", "le 2 mai" is read elsewhere) and stays to other rules."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain

from vlm.privacy.spans import Span

# French "le 9", "le 1er", "du 12"; German "am 24.", "ab dem 3."; Spanish "el 19", "del 4";
# Dutch "op de 12e"; then the clause ends (a comma, a semicolon, a bracket, the line, or a
# full stop before a capital or the end).
_END = r"(?=[ \t]*(?:[,;)]|$|\n|(?<=\.)[ \t]+[A-ZÀ-Þ]|\.[ \t]*(?:$|\n|[A-ZÀ-Þ])))"
_DAY = re.compile(
    r"(?<![\w'])(?=[^\W\d_])(?:(?i:le|du|au|depuis le|jusqu'au|el|del|al|desde el|hasta el)"
    r"[ \t]+(?P<a>\d{1,2})(?:er|\.)?"
    r"|(?i:op|vanaf|tot) de[ \t]+(?P<b>\d{1,2})(?:e|ste|de)\.?)" + _END,
    re.MULTILINE,
)
# German: a capital after "am 3." is a noun ("am 3. Tag"), so only the clause's end counts.
_GERMAN_DAY = re.compile(
    r"(?<![\w'])(?=[^\W\d_])(?i:am|vom|ab dem|seit dem|bis zum|zum)[ \t]+(?P<a>\d{1,2})\."
    r"(?=[ \t]*(?:[,;)]|$|\n))",
    re.MULTILINE,
)
_DIGIT = re.compile(r"\d")
# Before the day: a score, a scale, a grade or a count, not a date ("score de Glasgow le 12",
# "Stufe am 3.").
_NOT_A_DATE_BEFORE = re.compile(
    r"(?i:score|scale|échelle|escala|schaal|grade|grad|stade|stadium|estadio|niveau|nivel|"
    r"stufe|niveau|seite|page|página|pagina|cycle|ciclo|zyklus|cyclus|dosis|dose|étape)\W*$"
)


# A number one calls is no day: "a appelé le 15", "llamó al 112", "hat die 112 gerufen".
_CALLED_BEFORE = re.compile(
    r"(?i:appel\w*|compos\w*|contact\w*|joint|joindre|llam\w*|marc[óoa]\w*|bel\w*|gebeld|"
    r"ruf\w*|gerufen|call\w*|dial\w*|phon\w*)[ \t]+$"
)


def day_after_preposition_spans(text: str) -> Iterator[Span]:
    """A day alone after "le", "am", "el" or "op de" where the clause ends after it."""
    if not _DIGIT.search(text):
        return
    for m in chain(_DAY.finditer(text), _GERMAN_DAY.finditer(text)):
        day = m.group("a") or m.groupdict().get("b") or "0"
        if not 1 <= int(day) <= 31:
            continue
        before = text[max(0, m.start() - 25) : m.start()]
        if _CALLED_BEFORE.search(before):
            continue
        if _NOT_A_DATE_BEFORE.search(before) or re.search(r"\d[ \t]*$", before):
            continue  # "échelle le 3", "EVA del 0 al 10,": a scale or a range of numbers
        group = "a" if m.group("a") else "b"
        yield Span(m.start(group), m.end(), "date")
