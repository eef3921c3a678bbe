"""What stands right after an identifier already found and is one only because of it: a bare
postcode after a street ("c/ Mayor 14, 1.º, 03201", "… Lane, 4821"), and an age over 89 after a
person's name ("Mr Ames, 93, presents …"). Read only at the end of found spans, so the cost
grows with the spans, not with the text."""

from __future__ import annotations

import re

from vlm.privacy.spans import Span

# ", 03201" or " 03201" ending a line or a clause: never a dose, a count or a measure after it
_POSTCODE_AFTER = re.compile(
    r"[ \t]*,?[ \t]*(?P<id>\d{4,5})(?![\w/:-]|[.,]\d|[ \t]*(?:%|[a-zA-Zµ°]))"
    r"(?=[ \t]*(?:[,.;)\n]|$))"
)
# ", 93," or ", 93." after a name: a bare age, 90 to 119
_AGE_AFTER = re.compile(r",[ \t]*(?P<id>9\d|1[01]\d)(?=[ \t]*[,.;)](?!\d)|[ \t]*$|[ \t]*\n)")


def after_found_spans(text: str, spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for s in spans:
        if s.kind == "address":
            m = _POSTCODE_AFTER.match(text, s.end)
            if m:
                out.append(Span(m.start("id"), m.end("id"), "address"))
        elif s.kind == "name":
            m = _AGE_AFTER.match(text, s.end)
            if m:
                out.append(Span(m.start("id"), m.end("id"), "age"))
    return out
