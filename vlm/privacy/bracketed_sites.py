"""Where a test was done, in brackets after it ("CT (…) - no bleed", "MRI done privately (…)",
"bloods (… lab)", "IRM (…, 2021)"), and a place of care before its year in a list ("Previous
EEGs: … 2019, … 2021", "Vorbehandlung: … (2022)"). The name is a capitalised word the note's
language rarely uses and no clinical word, eponym, drug, month or acronym
(vlm/privacy/rare_after_place.py's test), so "MRI (FLAIR)", "CT (Hounsfield …)" and
"EEG (Dr …)" stay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.acronym_institutions import clinical_acronyms
from vlm.privacy.anchors import matches
from vlm.privacy.patterns import CAP
from vlm.privacy.rare_after_place import reads_as_name
from vlm.privacy.rare_words import note_language
from vlm.privacy.spans import Span

_TEST = (
    r"(?:CT|CTA|MRI|MRA|EEG|EMG|NCS|PET|SPECT|DaTSCAN|LP|echo|[Bb]loods|[Bb]iopsy|[Ss]can|"
    r"[Ii]maging|X-ray|[Uu]ltrasound|[Dd]oppler|IRM|TDM|[Ss]canner|[Bb]ilan|TAC|RM|RMN|"
    r"[Rr]esonancia|[Aa]nalítica|MRT|CCT|[Ss]onographie|[Ll]abor|EKG|ECG|[Ee]cho)"
)
_BRACKETED = re.compile(
    rf"(?<![\w-]){_TEST}(?:[ \t]+[a-zà-ÿ]+){{0,3}}[ \t]*\([ \t]*(?P<id>{CAP})"
    rf"(?:[ \t](?P<next>{CAP}))?(?=[ \t]*(?:[),;]|\d|[a-z]+\)))"
)
_BEFORE_YEAR = re.compile(
    rf"(?:^|(?<=[:,;\n]))[ \t]*(?P<id>{CAP})(?:[ \t](?P<next>{CAP}))?"
    r"(?=[ \t]+\(?(?:19|20)\d\d\)?(?:[ \t]*[,;.\n)]|$))",
    re.MULTILINE,
)


# Labels before a year of birth or of a stay, read in title case where a line in capitals is
# re-read ("JONES, DOB 1929" reads "Jones, Dob 1929")
_YEAR_LABELS = frozenset(
    {"dob", "born", "geb", "née", "né", "nacido", "nacida", "geboren", "since", "seit", "depuis",
     "desde", "sinds", "until", "bis", "jusqu", "hasta", "tot", "year", "jahr", "année", "año",
     "jaar", "class", "dx", "diagnosed", "onset"}
)  # fmt: skip


def bracketed_site_spans(text: str) -> Iterator[Span]:
    lang = note_language(text) or "en"
    for m in [*matches(_BRACKETED, text), *matches(_BEFORE_YEAR, text)]:
        word = m.group("id")
        if word.casefold() in _YEAR_LABELS or word.upper() in clinical_acronyms():
            continue
        if not reads_as_name(word, lang):
            continue
        end = m.end("id")
        after = m.group("next")
        if after and reads_as_name(after, lang):
            end = m.end("next")
        yield Span(m.start("id"), end, "institution")
