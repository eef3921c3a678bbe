"""A cause stated after the name: "intracranial hypotension after a lumbar puncture",
"... following spinal surgery with a dural tear" is a secondary (iatrogenic) form, so it
contradicts a spontaneous reference as "post-dural puncture" before the name does."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.rule.text import Token

SECONDARY = "secondary"
_LINKS = {"after", "following", "post", "from", "due", "caused", "nach", "tras", "apres"}
_PROCEDURES = {
    *("puncture", "punctures", "lp", "epidural", "myelogram", "myelography", "surgery"),
    *("operation", "craniotomy", "laminectomy", "shunt", "shunting", "drain", "drainage"),
    *("trauma", "injury", "anaesthesia", "anesthesia", "procedure"),
    *("punktion", "lumbalpunktion", "puncion", "ponction"),
}
_REACH = 6  # words from the link to the procedure: "after a diagnostic lumbar puncture"


def procedure_after(tokens: Sequence[Token]) -> set[str]:
    """{'secondary'} when the words right after the name give a procedure or injury as its cause."""
    lower = [t.cue for t in tokens]
    for i, word in enumerate(lower[:3]):
        if word in _LINKS and any(w in _PROCEDURES for w in lower[i + 1 : i + 1 + _REACH]):
            return {SECONDARY}
    return set()
