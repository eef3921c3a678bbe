"""When the rule's evidence is too weak to decide: the checks that turn a guess into "undecided".

A verdict of "incorrect" is only as good as the rule's knowledge of the words it did not match.
The table cannot know every disease, so a conclusion whose disease is one it lacks may be a
synonym it lacks ("SREAT" for Hashimoto encephalopathy) as easily as another disease; a known
name found only in what qualifies an unknown head ("thrombosis of the left transverse sinus with
a venous infarct") is not the answer's diagnosis; a broader class with a cause the rule does not
read ("encefalitis por virus herpes simple") may be the very disease; and a long answer whose
conclusion was not found, naming the reference among others, has not shown which one it chose.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache

from scoring.rule.context import Mention, Reading
from scoring.rule.cues import CONTINUATIONS
from scoring.rule.qualifiers import ACUITY, GRADE, LOBE, SIDE, TERRITORY, read_qualifiers
from scoring.rule.text import Token, keys, tokenize
from vlm.disease_words import looks_like_diagnosis

_LONG_WORD, _CLOSE = 7, 0.8  # a misspelt long word: 7+ letters, 80% alike
_SMALL_WORDS = {"with", "to", "and", "of", "the", "in", "for", "a", "an", "on", "by"}
LONG_SPAN_WORDS = 40  # a judged span this long, over three sentences, is the whole answer
_LINKS = tuple(
    sorted({tuple(t.cue for t in tokenize(p)) for p in CONTINUATIONS}, key=len, reverse=True)
)
_LINKS = tuple(link for link in _LINKS if link)
# bare prepositions continue a name's own words too ("enfermedad de Wilson", "infarct in the
# MCA territory"): not a sign that what follows is a cause or a complication
_BARE = {("de",), ("del",), ("en",), ("in",), ("im",), ("der",), ("des",), ("d",), ("du",)}
_BARE |= {("dans",), ("from",), ("nach",), ("bei",)}


@lru_cache(maxsize=8192)
def _name_words(name: str) -> frozenset[str]:
    return frozenset(t.key for t in tokenize(name) if not t.is_cjk and len(t.key) >= 3)


def _covered(reading: Reading) -> set[int]:
    return {j for m in reading.mentions for j in range(m.hit.start, m.hit.end)}


def _text(tokens: Sequence[Token]) -> str:
    return " ".join(t.text for t in tokens)


def names_unknown_disease(reading: Reading) -> bool:
    """Whether the words no table name matched still name something disease-like."""
    covered = _covered(reading)
    rest = [t for j, t in enumerate(reading.tokens) if j not in covered]
    return looks_like_diagnosis(_text(rest))


def _link_at(tokens: Sequence[Token], j: int) -> int:
    """Length of a continuation ('with', 'due to', 'por', 'mit') starting at token j, or 0."""
    for link in _LINKS:
        if link not in _BARE and tuple(t.cue for t in tokens[j : j + len(link)]) == link:
            return len(link)
    return 0


def qualifies_unknown_head(mention: Mention, reading: Reading) -> bool:
    """A name that follows an unmatched disease-like head and a continuation in its sentence:
    'Thrombosis of the sigmoid sinus with a venous infarct' names the infarct only as what the
    thrombosis caused."""
    tokens, items = reading.tokens, reading.items
    sentence = items[mention.item].sentence
    first = min(it.start for it in items if it.sentence == sentence)
    covered = _covered(reading)
    head_seen = False
    j = first
    while j < mention.hit.start:
        if j in covered:
            head_seen = False  # a known name before it is the head, not an unknown one
            j += 1
            continue
        link = _link_at(tokens, j)
        if link and head_seen:
            return True
        if looks_like_diagnosis(tokens[j].text):
            head_seen = True
        j += max(link, 1)
    return False


def cause_after(mention: Mention, reading: Reading) -> bool:
    """A broader class followed by a continuation and words no table name matched ('encefalitis
    por virus herpes simple', 'meningitis due to Listeria'), or by an abbreviation the table
    lacks ('viral encephalitis (HSV)'): the cause may make it the reference."""
    tokens, items = reading.tokens, reading.items
    j = mention.hit.end
    k = mention.item
    named = {m.item for m in reading.mentions}
    if j == items[k].end and k + 1 < len(items) and k + 1 not in named:
        after = tokens[items[k + 1].start : items[k + 1].end]  # "viral encephalitis (HSV)"
        if items[k + 1].sentence == items[k].sentence and any(t.is_abbreviation for t in after):
            return True
    link = _link_at(tokens, j)
    if not link:
        return False
    covered = _covered(reading)
    nxt = j + link
    return nxt < len(tokens) and nxt not in covered and tokens[nxt].text.isalpha()


def whole_long_answer(reading: Reading) -> bool:
    """Whether the judged span is a long multi-sentence answer (no conclusion was found in it)."""
    words = sum(1 for t in reading.tokens if t.text.isalpha())
    sentences = {it.sentence for it in reading.items}
    return words > LONG_SPAN_WORDS and len(sentences) >= 3


def echoes_reference(reading: Reading, names: Sequence[str], misspelt: bool = True) -> bool:
    """See _echoes; beside a known name (`misspelt` False) the words may stand inside it too:
    "superior sagittal and transverse sinus thrombosis" holds the superior sagittal one."""
    return _echoes(reading, names, misspelt)


def _echoes(reading: Reading, names: Sequence[str], misspelt: bool) -> bool:
    """Whether the words no table name matched hold a reference name's words in another order
    ("thrombosis of the left cavernous sinus") or one of its long words misspelt beyond the one
    edit the index forgives ("neurocystercosis", with `misspelt`): the reference may be there,
    unrecognised."""
    covered = _covered(reading)
    unmatched = [t for j, t in enumerate(reading.tokens) if j not in covered and not t.is_cjk]
    rest = {t.key for t in (unmatched if misspelt else reading.tokens)}
    # a misspelling, not an acronym one letter off ("CARASIL" is not "CADASIL")
    long_rest = [t.key for t in unmatched if len(t.key) >= _LONG_WORD and not t.is_abbreviation]
    for name in names:
        words = _name_words(name)
        if misspelt and words and words <= rest:
            return True
        # beside a known name: two words or more, one of them outside every name read
        if (
            not misspelt
            and len(words) >= 2
            and words <= rest
            and words & {t.key for t in unmatched}
        ):
            return True
        if not misspelt:  # beside a known name, a word like the reference's is a related word
            continue
        for word in words:
            if len(word) >= _LONG_WORD and any(
                w != word
                and abs(len(w) - len(word)) <= 2
                and SequenceMatcher(None, word, w).ratio() >= _CLOSE
                for w in long_rest
            ):
                return True
    return False


def spells_acronym(acronym: str, reading: Reading) -> bool:
    """Whether the answer writes out an acronym reference: the initials of consecutive words,
    small linking words skipped, spell it ("Chronic lymphocytic inflammation with pontine
    perivascular enhancement responsive to steroids" for CLIPPERS)."""
    letters = acronym.strip().upper()
    if not (3 <= len(letters) <= 12 and letters.isalpha() and acronym.strip().isupper()):
        return False
    words = [t.text for t in reading.tokens if not t.is_cjk]
    initials = [(w[0].upper(), w.lower() in _SMALL_WORDS) for w in words]
    for start in range(len(initials)):
        k = 0
        for letter, small in initials[start:]:
            if k < len(letters) and letter == letters[k]:
                k += 1
            elif not small or k == 0:
                break
            if k == len(letters):
                return True
    return False


def unread_alternative(reading: Reading) -> str:
    """An either-or alternative the rule reads no name in ("metastases vs septic emboli"): the
    answer may hedge between the reference and a diagnosis the rule cannot recognise."""
    items, tokens = reading.items, reading.tokens
    named = {m.item for m in reading.mentions}
    for k, item in enumerate(items):
        if not item.either_or or k in named:
            continue
        words = [t for t in tokens[item.start : item.end] if t.text.isalpha() and len(t.text) >= 4]
        if words and not all(t.key in _SMALL_WORDS for t in words):
            return " ".join(t.text for t in tokens[item.start : item.end])
    return ""


# words that make what follows a complication of the diagnosis before it ("aneurysmal SAH
# complicated by hydrocephalus"), in the five languages read
_COMPLICATION_WORDS = (
    *("complicated", "complicating", "complication", "complications", "causing"),
    *("complicada", "complicado", "complicación", "complicaciones"),
    *("kompliziert", "komplikation", "komplikationen", "compliquée", "compliqué"),
    *("complication", "complications", "compliquant"),
)
_COMPLICATION = frozenset(t.key for w in _COMPLICATION_WORDS for t in tokenize(w))
_COMPLICATION_CJK = ("并发", "合并", "继发", "导致")
_LEADING = frozenset(("leading", "resulting"))  # only before 'to' / 'in': 'leading diagnosis'


def complication_of(reading: Reading, mention: Mention) -> str:
    """The diagnosis a name is a complication of, when a complication word stands between them
    in one sentence ('SAH complicated by hydrocephalus', 'aneurysm rupture leading to
    hydrocephalus', known to the table or not); else ''. The answer's diagnosis is then the
    first, and the name after it is no answer of its own."""
    sentence = reading.items[mention.item].sentence
    first = min(it.start for it in reading.items if it.sentence == sentence)
    tokens = reading.tokens
    for j in range(mention.hit.start - 1, first - 1, -1):
        nxt = tokens[j + 1].key if j + 1 < len(tokens) else ""
        linked = tokens[j].key in _LEADING and nxt in ("to", "in")
        if linked or tokens[j].key in _COMPLICATION:
            lead = " ".join(t.text for t in tokens[first:j])
            return lead if looks_like_diagnosis(lead) else ""
    cjk = "".join(t.text for t in tokens[first : mention.hit.start] if t.is_cjk)
    for c in _COMPLICATION_CJK:
        if c in cjk:
            lead = cjk[: cjk.index(c)]
            return lead if looks_like_diagnosis(lead) else ""
    return ""


_FILLER_WORDS = (
    *("diagnosis", "likely", "most", "probable", "probably", "consistent", "final", "answer"),
    *("impression", "conclusion", "this", "that", "these", "which", "from", "type", "form"),
    *("process", "picture", "presentation", "finding", "findings", "features", "case", "pattern"),
    *("disease", "disorder", "condition", "lesion", "lesions", "patient", "here", "best"),
    *("diagnóstico", "probable", "compatible", "diagnose", "wahrscheinlich", "diagnostic"),
    *("mutant", "mutated", "wildtype", "wild", "codeleted", "altered", "activated", "grade"),
)
_FILLER = frozenset(t.key for w in _FILLER_WORDS for t in tokenize(w)) | _SMALL_WORDS


def qualifying_words(mention: Mention, reading: Reading) -> list[str]:
    """Words after a broader class, in its sentence, that no name matched, when they state the
    lesion's age ('subdural haematoma, hypodense, weeks old') or a disease-like context
    ('demyelination ... in chronic alcoholism'), and no side, territory, lobe or grade that the
    qualifiers read. So described, the class may be the reference in words the rule does not
    read; a modifier before it ('viral encephalitis') names a kind the rule reads as another."""
    sentence = reading.items[mention.item].sentence
    covered = _covered(reading)
    after = [
        j
        for item in reading.items
        if item.sentence == sentence
        for j in range(max(item.start, mention.hit.end), item.end)
    ]
    stated = read_qualifiers([reading.tokens[j] for j in after])
    if any(stated[kind] for kind in (SIDE, TERRITORY, LOBE, GRADE)):
        return []
    words = []
    for j in after:
        t = reading.tokens[j]
        if j in covered or t.is_cjk or not t.text.isalpha() or len(t.text) < 4:
            continue
        if t.key not in _FILLER:
            words.append(t.text)
    keys = " ".join(reading.tokens[j].cue for j in after)
    aged = stated[ACUITY] or _LESION_AGE.search(keys)
    return words if aged or looks_like_diagnosis(" ".join(words)) else []


# a lesion's age in days, weeks or months: an acuity the two values read cannot place
_LESION_AGE = re.compile(
    r"\b(?:days?|weeks?|months?|tage|wochen|monate|semaines?|mois|días|semanas|meses)\s+(?:old|alt)\b"
)


_TOP_N = re.compile(r"\btop\s*(?:two|three|four|five|[2-9])\b", re.I)
_NUMBERED_LIST = re.compile(r"(?:^|[\s:：])1\s*[.)、]\s*\S[\s\S]*?\s2\s*[.)、]\s*\S")


def numbered_top_list(text: str) -> bool:
    """A numbered list the answer calls its 'top three': the numbers may rank it or only count
    it, so which item it commits to is not in the words."""
    return bool(_TOP_N.search(text) and _NUMBERED_LIST.search(text))


_PAIR_END = r"(?=\s+(?:can|could|may|might|are|would|remain|look|mimic|fit|seem)\b|[,;.]|$)"
_BOTH = (
    re.compile(rf"\bboth\s+(?P<x>[^,;.]{{2,60}}?)\s+and\s+(?P<y>[^,;.]{{2,60}}?){_PAIR_END}", re.I),
    re.compile(r"(?P<x>[^,;.]{2,60}?)\s+and\s+(?P<y>[^,;.]{2,60}?)\s+are\s+both\b", re.I),
    re.compile(r"\btanto\s+(?P<x>[^,;.]{2,60}?)\s+como\s+(?P<y>[^,;.]{2,60}?)(?=[,;.]|$)", re.I),
    re.compile(
        r"\bsowohl\s+(?P<x>[^,;.]{2,60}?)\s+als\s+auch\s+(?P<y>[^,;.]{2,60}?)(?=[,;.]|$)", re.I
    ),
)


def both_named(text: str) -> str:
    """'Both X and Y' (tanto X como Y, sowohl X als auch Y) naming two diseases: alternatives
    the answer leaves open, or two diagnoses it holds at once; which, the words do not say."""
    for pattern in _BOTH:
        for m in pattern.finditer(text):
            if looks_like_diagnosis(m.group("x")) and looks_like_diagnosis(m.group("y")):
                return m.group().strip()
    return ""


def holds_name(name: str, reference_names: Sequence[str]) -> bool:
    """Whether a name is a reference name of two words or more with only descriptive words
    added ('tumefactive multiple sclerosis' holds 'multiple sclerosis'; 'non-haemorrhagic
    stroke' and 'Chiari II' do not): a variant the table files elsewhere that its own words call
    the reference."""
    words = set(keys(name))
    for ref in reference_names:
        ref_words = set(keys(ref))
        extra = words - ref_words
        descriptive = all(w.isalpha() and len(w) >= 5 for w in extra)
        if len(ref_words) >= 2 and ref_words <= words and extra and descriptive:
            return True
    return False
