"""What a reference names: an entry of the table, or a name the table lacks (then its own text
and listed synonyms are the names), plus the side, territory and lobe it states.

"Acute left MCA stroke" resolves to the MCA-stroke entry with side {left}: qualifiers (side,
acuity, lobe) are set aside before looking the name up, and a tail after "with", "in", "due to",
a comma or a bracket describes the diagnosis rather than naming another one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from data.model import Reference
from scoring.rule.hierarchy import SynonymTable
from scoring.rule.qualifiers import ACUITY, GRADE, ORIGIN, read_qualifiers
from scoring.rule.terms import REFERENCE_ID, TermIndex
from scoring.rule.text import clean, keys, tokenize

_QUALIFIER_WORDS = {
    "left",
    "right",
    "bilateral",
    "sided",
    "acute",
    "subacute",
    "hyperacute",
    "early",
    "late",
    "frontal",
    "temporal",
    "parietal",
    "occipital",
    "insular",
    "lobe",
    "lobar",
    "probable",
    "possible",
    "definite",
    "suspected",
    "the",
    "a",
    "an",
    "of",
    "territory",
}
_ZH_QUALIFIERS = re.compile(r"^(?:左侧?|右侧?|双侧|急性|亚急性|超急性|[额颞顶枕岛]+叶)+")
_TAIL = re.compile(
    r"\s*(?:[,;(\[（，；]|\b(?:with|in|involving|affecting|due to|secondary to|caused by|"
    r"associated with|complicated by)\b|伴|累及|继发).*$",
    re.I | re.S,
)


@dataclass(frozen=True)
class Target:
    """The reference as the rule sees it."""

    entry_id: str  # "" when the table has no entry for it
    anchor_id: str  # for a name the table lacks: the table entry it is a kind of, or ""
    names: tuple[str, ...]  # the reference's own names (diagnosis, synonyms, cores)
    qualifiers: dict[str, set[str]] = field(default_factory=dict)


def core_of(name: str) -> str:
    """The name without its descriptive tail ("glioblastoma with haemorrhage" -> glioblastoma)."""
    core = _TAIL.sub("", clean(name)).strip()
    return core or name


def strip_qualifiers(name: str) -> str:
    words = [t.text for t in tokenize(name)]
    if words and all(t.is_cjk for t in tokenize(name)):
        return _ZH_QUALIFIERS.sub("", "".join(words))
    kept = [w for w in words if w.lower() not in _QUALIFIER_WORDS]
    return " ".join(kept)


def _named_whole(name: str, table: SynonymTable, index: TermIndex) -> tuple[str, str]:
    """A table name that is the whole reference but for qualifier words around it ("Left mesial
    temporal sclerosis": stripping every lobe word would leave only "sclerosis"): (name, id)."""
    toks = tokenize(core_of(name))
    for hit in sorted(index.find(toks), key=lambda h: h.start - h.end):
        outside = [t for i, t in enumerate(toks) if not hit.start <= i < hit.end]
        if hit.term.entry_id != REFERENCE_ID and all(t.key in _QUALIFIER_WORDS for t in outside):
            return hit.term.name, hit.term.entry_id
    return "", ""


def resolve_reference(reference: Reference, table: SynonymTable, index: TermIndex) -> Target:
    """Find the reference's entry (exact name, then without qualifiers, then without its tail)."""
    seeds = [reference.diagnosis, *reference.synonyms]
    candidates: list[str] = []
    for seed in seeds:
        for name in (seed, core_of(seed)):
            for form in (name, strip_qualifiers(name)):
                if form.strip() and form not in candidates:
                    candidates.append(form)
    resolved = next((c for c in candidates if table.entry_id(c)), "")
    entry_id = table.entry_id(resolved) if resolved else ""
    anchor_id = ""
    if not entry_id:
        resolved, entry_id = _named_whole(reference.diagnosis, table, index)
    if not entry_id:
        hits = index.find(tokenize(strip_qualifiers(core_of(reference.diagnosis))))
        table_hits = [h for h in hits if h.term.entry_id != REFERENCE_ID]
        if table_hits:
            anchor_id = max(table_hits, key=lambda h: h.end - h.start).term.entry_id
    # own names: as written, plus the form that found the entry, or (for a name the table
    # lacks) the forms without qualifiers and tail; never a stripped form that would be broader
    # than the reference ("epilepsy" from "temporal lobe epilepsy")
    own = [*seeds, resolved] if entry_id else candidates
    names = tuple(dict.fromkeys(c for c in own if c and keys(c)))
    toks = tokenize(reference.diagnosis)
    in_names: set[int] = set()
    if entry_id:
        for hit in index.find(toks):
            if hit.term.entry_id == entry_id:
                in_names.update(range(hit.start, hit.end))
    qualifiers = read_qualifiers([t for i, t in enumerate(toks) if i not in in_names])
    # "acute", "primary", "anaplastic" are in names, yet they count: a table entry gathers
    # the grades of one tumour ("anaplastic astrocytoma" under astrocytoma)
    whole = read_qualifiers(toks)
    qualifiers[ACUITY], qualifiers[ORIGIN] = whole[ACUITY], whole[ORIGIN]
    qualifiers[GRADE] = qualifiers[GRADE] | whole[GRADE]
    if entry_id:
        for kind, value in table.facets(entry_id).items():
            qualifiers.setdefault(kind, set()).add(value)
    return Target(entry_id, anchor_id, names, qualifiers)
