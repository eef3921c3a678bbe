"""An employer after a job noun in a note's shorthand, where the article the longer rule needs
is missing: after an age and sex ("45F bus driver for …", "71M, retired lineman for …") or after
"retired", "former", "part-time" ("retired welder with …"). The job is a lower-case noun of a
trade's ending ("-er", "-or", "-ist", "-ian", "-man") or one of the jobs ending otherwise
("assistant", "student"); words of the same ending that are no job ("under", "factor",
"monitor", "letter") never open it. The name may be in capitals ("… for HARROW FREIGHT")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.not_places import not_a_place
from vlm.privacy.patterns import CAP, UPPER
from vlm.privacy.spans import Span

_LEAD = (
    r"(?:\b\d{1,3}[ \t]?(?:[MFmf]|yo|y/o|yo[mf]|y\.o\.)(?![\w/])[,.]?|"
    r"\b(?:[Rr]etired|[Ff]ormer|[Ee]x-?|[Ss]emi-retired|[Pp]art-time|[Ff]ull-time|"
    r"[Ss]elf-employed|[Ss]easonal|[Tt]rainee|[Aa]pprentice))"
)
_JOB = (
    r"[a-z]+(?:er|or|ist|ian|man|woman|wright|smith)|assistant|attendant|accountant|"
    r"consultant|agent|student|resident|merchant|sergeant|lieutenant|officer|guard|"
    r"clerk|cook|chef|nurse|aide|carer|cashier|barista|stylist|engineer"
)
_CAPS_WORD = rf"[{UPPER}][{UPPER}'’.-]+"
_NAME = rf"(?:{CAP}|{_CAPS_WORD})(?:[ \t]+(?:&[ \t]+)?(?:{CAP}|{_CAPS_WORD})){{0,3}}"
_SHORTHAND = re.compile(
    rf"{_LEAD}[ \t]+(?:[a-z-]+[ \t]+){{0,2}}?(?P<job>{_JOB})[ \t]+(?:for|with|at)[ \t]+"
    rf"(?:the[ \t]+)?(?P<id>{_NAME})(?![\w'’-])"
)
_NOT_JOBS = frozenset(
    {
        "under", "after", "other", "later", "letter", "number", "consider", "monitor", "order",
        "disorder", "register", "cancer", "fever", "center", "water", "paper", "together",
        "ever", "never", "over", "however", "whether", "neither", "either", "rather",
        "further", "better", "per", "factor", "tumor", "error", "donor", "color", "major",
        "minor", "motor", "sensor", "anterior", "posterior", "inferior", "superior", "prior",
        "behavior", "floor", "door", "human", "woman", "man", "counter", "shoulder", "bladder",
        "finger", "liver", "ulcer", "marker", "trigger", "tremor", "stupor", "pallor",
    }
)  # fmt: skip


def job_noun_employer_spans(text: str) -> Iterator[Span]:
    for m in matches(_SHORTHAND, text):
        if m.group("job") in _NOT_JOBS:
            continue
        name = m.group("id")
        if not_a_place(name.title() if name.isupper() else name):
            continue
        yield Span(m.start("id"), m.end("id"), "institution")
