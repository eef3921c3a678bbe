"""A multiple-choice answer: the model repeats the options and answers with a letter.

Benchmarks ask "Which is the most likely diagnosis? A. ... B. ... C. ... D. ..." and models
answer "Answer: B", "the answer is (B)" or end with ": B". The repeated options name every
disease (an unranked list, were it judged), and the letter names none; the answer is the
option its letter points to. Numbered options (1) ... 4)) count only when the answer says
"option 2" / "answer: 2", since a numbered list is otherwise a ranked differential.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_OPTIONS = 3

_MARK = re.compile(r"(?:(?<=\s)|^|(?<=[:?.]))\(?(?P<label>[A-Fa-f]|[1-6])[).](?=[ \t])", re.M)
_OPTION_END = re.compile(r"\n|[.;?](?=\s)|\s[-–—]{1,2}\s")
_AFTER_LETTER = r"(?=\s*(?:[).,:;!。]|$)|\s+[-–—])"
_CUED = re.compile(
    r"(?:answer|option|choice|pick|respuesta|opción|antwort|réponse|答案|选项|选)"
    r"[^\w\n]{0,3}(?:(?:is|would be|es|ist|est|lautet|为|是)\s*)?[:：=]?\s*"
    rf"\(?(?P<label>[A-Fa-f1-6])\)?{_AFTER_LETTER}",
    re.I,
)
_PARENTHESISED = re.compile(r"\((?P<label>[A-Fa-f])\)")
_TRAILING = re.compile(r"[:：\-–—]\s*\(?(?P<label>[A-Fa-f])\)?\s*[.。]?\s*$")


@dataclass(frozen=True)
class ChosenOption:
    """The option a letter answer points to: its text and where it stands in the answer."""

    label: str
    text: str
    start: int
    end: int


def _first(label: str) -> bool:
    return label in ("A", "a", "1")


def _next(prev: str, label: str) -> bool:
    return prev.isdigit() == label.isdigit() and ord(label.lower()) == ord(prev.lower()) + 1


def _options(text: str) -> list[tuple[str, int, int]]:
    """The longest run of options labelled in order from A (or a, or 1): (label, start, end)
    of each option's text."""
    marks = list(_MARK.finditer(text))
    best: list[re.Match[str]] = []
    for i, mark in enumerate(marks):
        if not _first(mark.group("label")):
            continue
        run = [mark]
        for later in marks[i + 1 :]:
            if _next(run[-1].group("label"), later.group("label")):
                run.append(later)
        best = run if len(run) > len(best) else best
    if len(best) < MIN_OPTIONS:
        return []
    found = []
    for k, mark in enumerate(best):
        start = mark.end()
        if k + 1 < len(best):
            end = best[k + 1].start()
        else:
            stop = _OPTION_END.search(text, start)
            end = stop.start() if stop else len(text)
        found.append((mark.group("label"), start, end))
    return found


def chosen_option(text: str) -> ChosenOption | None:
    """The option the answer's letter points to, when the answer lists at least three options
    in order and then names one by its letter (the last such naming wins); else None."""
    options = _options(text)
    if not options:
        return None
    tail_start = options[-1][2]
    tail = text[tail_start:]
    named = [(m.start(), m.group("label"), True) for m in _CUED.finditer(tail)]
    named += [(m.start(), m.group("label"), False) for m in _PARENTHESISED.finditer(tail)]
    named += [(m.start(), m.group("label"), False) for m in _TRAILING.finditer(tail)]
    named = [n for n in named if n[2] or not n[1].isdigit()]
    if not named:
        return None
    _, label, _ = max(named)
    for own, start, end in options:
        if own.lower() == label.lower():
            body = text[start:end]
            stop = _OPTION_END.search(body)  # the option's name, not the reasons after it
            body = body[: stop.start()] if stop else body
            lead = len(body) - len(body.lstrip())
            body = body.strip().rstrip(".,;")
            return ChosenOption(own, body, start + lead, start + lead + len(body))
    return None
