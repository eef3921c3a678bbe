"""Names in e-mail threads pasted into a note: the people of a header line ("From: …",
"Van: …", "De : …", "An: …"), a name before an address in angle brackets ("Ana Ruiz
<ana@…>") and the author of a quoted message ("On 3 May, Ana Ruiz wrote:"). A header names
people, lists and services alike: the caller drops the items that read as clinical words."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from vlm.privacy.name_cues import NAME, TITLE
from vlm.privacy.spans import Span

# A header line of a forwarded or quoted message, in the six languages.
_HEADER = re.compile(
    r"(?im)^[ \t>]*(?:from|to|cc|bcc|sender|van|aan|von|an|de|à|para|envoyé par|expéditeur|"
    r"destinataires?|remitente|destinatario|absender|empfänger|afzender|ontvanger)[ \t]*:[ \t]*"
    r"(?P<value>[^\n]+)"
)
# What shows a pasted e-mail: a subject or a sent line.
_MAIL_MARK = re.compile(
    r"(?im)^[ \t>]*(?:subject|sent|betreff|gesendet|onderwerp|verzonden|objet|envoyé|asunto|"
    r"enviado)[ \t]*:"
)
# One addressee: the text up to a comma or a semicolon, an address in angle brackets or a
# bracketed department or hospital.
_ITEM = re.compile(r"[^,;<(\[]+")
_PERSON = re.compile(rf"[ \t]*(?:{TITLE})*(?P<id>{NAME})[ \t]*")
_BEFORE_ADDRESS = re.compile(rf"(?P<id>{NAME})[ \t]*[<\[(][ \t]*(?:mailto:)?[\w.+-]+@")
_QUOTED_BY = re.compile(
    rf"(?P<id>{NAME}),?[ \t]+(?:wrote|writes|schreef|schrieb|a écrit|escribió|ha escrito)"
    r"[ \t]*:"
)


def mail_name_spans(text: str, is_person: Callable[[str], bool]) -> Iterator[Span]:
    """Names in header lines, before an address and before "wrote:"; `is_person` drops
    what reads as a list, a team or a clinical word ("Cc: Neurology Secretaries")."""
    if "@" not in text and not _MAIL_MARK.search(text):
        return  # "From: … ED / To: Neuro ICU" on a transfer form is no e-mail
    for m in _HEADER.finditer(text):
        start = m.start("value")
        for item in _ITEM.finditer(m.group("value")):
            person = _PERSON.fullmatch(item.group())
            if person and is_person(person.group("id")):
                yield Span(
                    start + item.start() + person.start("id"),
                    start + item.start() + person.end("id"),
                    "name",
                )
    for pattern in (_BEFORE_ADDRESS, _QUOTED_BY):
        for m in pattern.finditer(text):
            if is_person(m.group("id")):
                yield Span(m.start("id"), m.end("id"), "name")
