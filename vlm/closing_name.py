"""A reasoned answer that closes on a bare name: "... the lesions are punctate and subcortical
in a smoker. Small vessel disease." / "... Die Läsion reicht in den Gehörgang. Vestibularis-
schwannom." / "……患者高龄且有高血压。脑小血管病。" The last sentence, a name and nothing else,
is the conclusion, as a reader takes it; the diseases weighed before it are the reasoning.

Only a sentence that is a name alone counts: a few words, no verb of hedging or doubt, no
question, no second name joined by "or" / "vs", not a list item and not under a heading or a
colon that opens a list; and the sentence before it must be reasoning (several words), so that
"Lymphoma. Toxoplasmosis." stays a list."""

from __future__ import annotations

import re

from vlm.disease_words import looks_like_diagnosis

MAX_WORDS = 7  # "Chronic small vessel ischaemic disease of the white matter" is still a name
# the molecular and grade words of a WHO CNS 2021 integrated name, not counted against it
_GRADING = re.compile(
    r"\b(?:IDH|H3|K27M?|G34|BRAF|V600E|MYCN|SHH|WNT|TP53|1p|19q|mutant|mutated|wildtype|wild|type|"
    r"codeleted|co|deleted|altered|activated|non|NOS|NEC|CNS|WHO|grade|and|\d+|[IV]+)\b",
    re.I,
)
MAX_CJK = 14
_REASONING_WORDS = 4  # the sentence before the name is reasoning, not another bare name

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|\n+")
_WORDS = re.compile(r"\w+")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# words of a clause (a verb, a subject, a negation, a hedge, an article opening a sentence) or
# of a choice ("or", "vs"): a sentence holding one is more than a name
_NOT_BARE = re.compile(
    r"\?|？|->|→|(?<=[^\W\d])/(?=[^\W\d])|\||;|:|\b(?:"
    r"or|vs|versus|might|may|could|can|cannot|can't|unclear|uncertain|possibl\w*|probabl\w*|"
    r"likely|unlikely|less|not|no|hard|difficult|exclude[ds]?|rule[ds]?|"
    r"is|are|was|were|be|been|has|have|had|seems?|looks?|would|should|will|do|does|need\w*|"
    r"i|we|it|this|that|there|these|they|the|"
    r"o|sin|se|es|son|puede|parece|descart\w*|el|la|los|las|quizás?|poco|"
    r"oder|nicht|kein\w*|ist|sind|wird|kann|ich|wir|der|die|das|vielleicht|"
    r"ou|ne|n|pas|non|on|il|elle|est|sont|peut|semble|exclu\w*|le|les|peut-être|peu"
    r")\b|可能|不|无|未|或|待|鉴别|排除|考虑|建议|需|结合|请|应|进一步|病理|检查",
    re.I,
)
_LIST_LINE = re.compile(r"\s*(?:[-*•]|\d+[.)、]|\(\d+\)|[A-Ea-e][.)])\s")


def closing_name(text: str) -> tuple[int, int] | None:
    """The span of the answer's closing bare name, or None (see the module docstring)."""
    body = text.rstrip()
    sentences = _sentences(body)
    if len(sentences) < 2:
        return None
    (before_start, before_end), (last_start, last_end) = sentences[-2:]
    raw = body[last_start:last_end]
    name = raw.strip().strip("*_").rstrip(".。!！ ").strip("*_ ")
    if not name or _NOT_BARE.search(name) or not looks_like_diagnosis(name):
        return None
    cjk = len(_CJK.findall(name))
    words = (
        len(_WORDS.findall(_GRADING.sub(" ", name)))
        if not cjk
        else cjk // 2 + len(re.findall(r"[A-Za-z]+", name))
    )
    if words > MAX_WORDS or cjk > MAX_CJK:
        return None
    if _LIST_LINE.match(body, body.rfind("\n", 0, last_start) + 1):
        return None  # the last item of a list
    prior = body[before_start:before_end]
    prior_words = len(_WORDS.findall(prior)) + len(_CJK.findall(prior)) // 2
    if prior_words < _REASONING_WORDS or prior.rstrip().endswith((":", "：")):
        return None
    if _LIST_LINE.match(body, body.rfind("\n", 0, before_start) + 1):
        return None  # a list, then a name: which of them is meant is not said
    start = last_start + len(raw) - len(raw.lstrip())
    return start, start + len(raw.strip().rstrip(".。!！ "))


def _sentences(body: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence that holds more than markup."""
    spans, start = [], 0
    for end in _SENTENCE_END.finditer(body):
        spans.append((start, end.start()))
        start = end.end()
    spans.append((start, len(body)))
    return [(a, b) for a, b in spans if body[a:b].strip(" \t*_#.")]
