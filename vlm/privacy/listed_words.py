"""Words listed beside others of their kind are of that kind: a first name between drugs or
tests is a drug ("Movicol, Senna, Docusate"; "Senna and Lactulose"), and relations joined by a
conjunction are relations ("Zus en Broer", "Sohn und Tochter"), never a person's name; a noun
before a participle that ends its clause is a symptom denied ("Schmerzen verneint."). Read by
names.py."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.eponym_use import eponyms
from vlm.privacy.first_names import is_first_name
from vlm.privacy.name_cues import PARTICLE, RELATION_WORD

# A medical combining form or a Latin prefix: "Neuro-Inflammation", "Anti-NMDA", "Neuro SOPC".
MEDICAL_PREFIX = re.compile(
    r"(?i:neuro|psycho|cardio|onco|gastro|immuno|h[ée]mato|radio|physio|ortho|uro|endo|pneumo|"
    r"rhumato|gyn[ée]co|patho|[ée]lectro|myo|dermato|ophtalmo|oto|rhino|ergo|logo|kin[ée]si|"
    r"anti|non|post|pre|pré|co|auto|inter|intra|multi|para|pseudo|semi|sub|super|trans|neo|"
    r"poly|mono|bi|tri|hyper|hypo|micro|macro|ultra|infra|supra|peri|péri|extra)"
)

# A list's joint: a comma, a slash, a plus or a conjunction of the six languages.
_CONJUNCTIONS = frozenset({"and", "or", "und", "oder", "et", "ou", "y", "e", "o", "en", "of"})
_JOINT = r"(?:[ \t]*[,/+&][ \t]*|[ \t]+(?:and|or|und|oder|et|ou|y|e|o|en|of)[ \t]+)"
_WORD_AFTER = re.compile(rf"{_JOINT}([^\W\d_][\w-]*)")
_PARTICLE_WORD = re.compile(PARTICLE)


def listed_with_clinical_words(text: str, start: int, end: int) -> bool:
    """The word at [start, end) stands in a list beside a clinical word (a drug, a test), or,
    itself an eponym, beside another ("Duchenne, Becker and Emery-Dreifuss")."""
    # an eponym beside counts only for a word that is an eponym too: "Parkinson and Anna"
    eponym = _eponym(text[start:end])
    after = _WORD_AFTER.match(text, end)
    if after and (is_clinical_word(after.group(1)) or (eponym and _eponym(after.group(1)))):
        return True
    before = _word_before(text[max(0, start - 40) : start])
    return bool(before) and (is_clinical_word(before) or (eponym and _eponym(before)))


def _eponym(word: str) -> bool:
    """An eponym, or the first of a hyphened pair ("Emery-Dreifuss")."""
    return word in eponyms() or word.split("-")[0] in eponyms()


def _word_before(window: str) -> str:
    """The word before a list's joint at the end of `window` ("Movicol, " -> "Movicol")."""
    words = window.replace(",", " , ").replace("/", " / ").replace("+", " + ").split()
    if len(words) < 2 or not (words[-1] in {",", "/", "+", "&"} or words[-1] in _CONJUNCTIONS):
        return ""
    if not window[-1:].isspace() and words[-1] in _CONJUNCTIONS:
        return ""
    return words[-2].strip("-") if words[-2][:1].isalpha() else ""


# A German or Dutch verb that is also a past participle, ending its clause: a note's elliptic
# passive ("Schmerzen verneint.", "Fieber berichtet,"), not a person who denies.
_PARTICIPLE_END = re.compile(
    r"(?i:verneint|berichtet|geschildert|angegeben|ontkend|gemeld)[ \t]*(?:[.,;:\n]|$)"
)


def elliptic_passive(text: str, m: re.Match[str]) -> bool:
    """A single word that the lexicon of first names does not know, before a participle that
    ends its clause."""
    word = m.group("id")
    return (
        " " not in word
        and not is_first_name(word)
        and bool(_PARTICIPLE_END.match(text, m.end() - len(m.group().split()[-1])))
    )


def only_relations(name: str) -> bool:
    """Every word is a relation or a particle joining them ("en Broer", "Son and Daughter")."""
    words = [w for w in name.split() if not _PARTICLE_WORD.fullmatch(w)]
    return bool(words) and all(RELATION_WORD.fullmatch(w) for w in words)
