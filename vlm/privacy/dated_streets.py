"""A Mexican or Spanish street named after a date ("calle 5 de Mayo", "Av. 16 de Septiembre")
is an address, not a date of the patient's story, and so is the corner it is given with ("…
esquina con …", "… entre … y …")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.patterns import CAP
from vlm.privacy.spans import Span, regex_spans

_MONTHS = (
    r"(?:[Ee]nero|[Ff]ebrero|[Mm]arzo|[Aa]bril|[Mm]ayo|[Jj]unio|[Jj]ulio|[Aa]gosto|[Ss]eptiembre|"
    r"[Oo]ctubre|[Nn]oviembre|[Dd]iciembre)"
)
_STREET = re.compile(
    r"(?<![\w-])(?:[Cc]alle|C/|[Aa]v\.|[Aa]venida|[Aa]vda\.|[Bb]oulevard|[Bb]lvd\.|[Pp]laza|"
    rf"[Cc]alzada|[Pp]rivada)[ \t]+\d{{1,2}}[ \t]+de[ \t]+{_MONTHS}"
    r"(?:[ \t]+(?:n[úu]m\.?|no\.?|#)?[ \t]*\d{1,5})?"
    rf"(?:,?[ \t]+(?:esquina(?:[ \t]+con)?|esq\.)[ \t]+(?:{CAP}|\d{{1,2}}[ \t]+de[ \t]+{_MONTHS})"
    rf"|,?[ \t]+entre[ \t]+{CAP}(?:[ \t]{CAP})?[ \t]+y[ \t]+{CAP}(?:[ \t]{CAP})?)?"
)


def dated_street_spans(text: str) -> Iterator[Span]:
    if " de " not in text:
        return
    yield from regex_spans(text, "address", (_STREET,))
