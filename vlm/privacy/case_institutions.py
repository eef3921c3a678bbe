"""An institution found in one field of a case is removed from the case's other fields too: a
hospital named in full in the note ("Harwood Royal Infirmary") and by its short form or initials
in an EHR field ("Course: back to Harwood", "Plan: review at HRI"), or the other way round. Each
field is scrubbed alone; this links them."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Protocol, TypeVar

from vlm.privacy.recurring_institutions import recurring_institution_spans
from vlm.privacy.spans import Span, merge_spans


class _Field(Protocol):
    """A gated field (case_text.GatedField), as far as linking needs it."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def key(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def spans(self) -> tuple[Span, ...]: ...
    @property
    def withheld(self) -> str: ...


F = TypeVar("F", bound=_Field)


def link_case_institutions(fields: list[F]) -> list[F]:
    sent = [f for f in fields if not f.withheld]
    if len(sent) < 2:
        return fields
    found = {
        f.key: {f.text[s.start : s.end] for s in f.spans if s.kind == "institution"} for f in sent
    }
    every = set().union(*found.values())
    if not every:
        return fields
    out = []
    for f in fields:
        others = every - found.get(f.key, set()) if not f.withheld else set()
        extra = recurring_institution_spans(f.text, [], names=others) if others else []
        if extra:
            f = dataclasses.replace(f, spans=tuple(merge_spans([*f.spans, *extra])))
        out.append(f)
    return out
