"""A differential closed by a sentence that picks an item by its place: "Options: A, B, C. The
history makes the first the clear answer", "1. A 2. B 3. C ... makes #1 almost certain", "A or
B; I'd go with the former", "la primera es la más probable", "fait privilégier la première
hypothèse", "die erste ist am wahrscheinlichsten", "第一种可能性最大". Read whole, the answer
was an uncommitted list (or undecided: "commits by reference"); the item pointed to is the
answer. Only a pointer in a sentence that also commits counts, and only before a word that
does not make it an ordinal of something else ("the first attack", "la primera resonancia").
"""

from __future__ import annotations

import re

# pointer -> the item it names: 0 first, 1 second, 2 third, -1 last of two
_POINTERS: dict[str, int] = {
    **dict.fromkeys(("the first", "#1", "no. 1", "number 1", "option 1", "the former"), 0),
    **dict.fromkeys(("the second", "#2", "no. 2", "number 2", "option 2"), 1),
    **dict.fromkeys(("the third", "#3", "no. 3", "number 3", "option 3"), 2),
    "the latter": -1,
    **dict.fromkeys(("la primera", "el primero", "la première", "le premier"), 0),
    **dict.fromkeys(("la segunda", "el segundo", "la deuxième", "la seconde", "le second"), 1),
    **dict.fromkeys(("die erste", "der erste", "das erste", "erstere", "ersteres"), 0),
    **dict.fromkeys(("die zweite", "der zweite", "das zweite"), 1),
    **dict.fromkeys(("letztere", "letzteres", "esta última", "este último"), -1),
    **dict.fromkeys(("第一种", "第一个", "第一项", "前者"), 0),
    **dict.fromkeys(("第二种", "第二个", "第二项"), 1),
    "后者": -1,
}
_CJK = [re.escape(p) for p in _POINTERS if "\u4e00" <= p[0] <= "\u9fff"]
_LATIN = sorted((re.escape(p) for p in _POINTERS if re.escape(p) not in _CJK), key=len)
_POINTER = re.compile(
    r"(?<![\w#])(?:" + "|".join(reversed(_LATIN)) + r")(?![\w])|" + "|".join(_CJK), re.I
)
# a word after the pointer that makes it the ordinal of something else ("the first attack")
# unless it is one of these (the thing pointed to, or no noun at all)
_ALLOWED_NEXT = frozenset(
    (
        *("one", "option", "item", "possibility", "diagnosis", "candidate", "choice"),
        *("the", "by", "is", "as", "at", "here", "clearly", "remains", "seems", "fits", "a", "an"),
        *("almost", "most", "far", "much", "very", "and", "explains", "makes", "wins"),
        *("opción", "hipótesis", "posibilidad", "es", "parece", "sin", "con", "la", "el", "más"),
        *("hypothèse", "possibilité", "est", "paraît", "semble", "de", "la", "le", "nettement"),
        *("hypothese", "möglichkeit", "diagnose", "ist", "scheint", "am", "deutlich", "klar"),
    )
)
# the sentence commits (or leans hard) to what it points to
_COMMITS = re.compile(
    r"\b(?:best|most|likel\w*|favou?r\w*|go(?:ing)? with|answer|almost certain|certain\w*|"
    r"clear\w*|pick|choice|winner|fits?|explain\w*|more likely|probable|"
    r"más probable|privil[ée]gi\w*|reten\w*|retien\w*|wahrscheinlich\w*|am ehesten)\b|"
    r"最|倾向|首先|更支持|更符合",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")
# a numbered item anywhere: "1. A", "(2) B", "3) C", "1、A"
_NUMBERED = re.compile(r"(?:^|(?<=[\s:：;；]))\(?(?P<n>[1-9])[.)、]\)?\s*(?=\S)")
_ITEM_END = re.compile(r"\s+[—–-]\s|[:：;；(\n]|\.\s|。|\.$")
_INLINE_SPLIT = re.compile(
    r"\s*(?:,|;|/|、|，|\bor\b|\band\b|\bvs\.?|\bversus\b|\by\b|\bo\b|\bund\b|\boder\b|\bet\b|"
    r"\bou\b|或|还是|和)\s*",
    re.I,
)


def ordinal_pick(plain: str) -> tuple[int, int] | None:
    """Where the item a closing pointer names stands in `plain`, or None."""
    lower = plain.lower()
    if not any(p in lower for p in ("first", "second", "third", "#", "former", "latter")) and (
        not re.search(r"primer|premi|second|segund|erste|zweite|letzt|últim|第|前者|后者", lower)
    ):
        return None  # the rare anchor first: most answers have none
    found = None
    for m in _POINTER.finditer(plain):
        if _fits(plain, m):
            found = m
    if found is None:
        return None
    index = _POINTERS[found.group().lower()]
    sentence_start = _sentence_start(plain, found.start())
    items = _numbered_items(plain, sentence_start) or _inline_items(plain, sentence_start)
    if len(items) < 2 or index >= len(items):
        return None
    return items[index]


def _fits(plain: str, m: re.Match[str]) -> bool:
    start = _sentence_start(plain, m.start())
    end_m = _SENTENCE_END.search(plain, m.end())
    sentence = plain[start : end_m.start() if end_m else len(plain)]
    if not _COMMITS.search(sentence):
        return False
    after = re.match(r"\s*([^\W\d_]+)", plain[m.end() :])
    if after is None or m.group()[0] in "#第前后" or m.group().lower() in ("erstere", "ersteres"):
        return True
    return after.group(1).lower() in _ALLOWED_NEXT


def _sentence_start(plain: str, pos: int) -> int:
    cut = max(plain.rfind(c, 0, pos) for c in ".!?。！？\n")
    while 0 <= cut < pos and cut > 0 and plain[cut] == "." and plain[cut - 1].isdigit():
        cut = max(plain.rfind(c, 0, cut) for c in ".!?。！？\n")  # "1." numbers an item
    return cut + 1


def _numbered_items(plain: str, before: int) -> list[tuple[int, int]]:
    """The last run of items numbered 1, 2, 3 ... before `before`."""
    marks = [m for m in _NUMBERED.finditer(plain, 0, before)]
    run: list[re.Match[str]] = []
    for m in marks:
        n = int(m.group("n"))
        if n == 1:
            run = [m]
        elif run and n == int(run[-1].group("n")) + 1:
            run.append(m)
    if len(run) < 2:
        return []
    spans = []
    for k, m in enumerate(run):
        limit = run[k + 1].start() if k + 1 < len(run) else before
        end_m = _ITEM_END.search(plain, m.end(), limit)
        end = end_m.start() if end_m else limit
        spans.append((m.end(), len(plain[:end].rstrip(" ,")) if end > m.end() else end))
    return spans


def _inline_items(plain: str, before: int) -> list[tuple[int, int]]:
    """The items of the list in the sentence before `before`: after its last colon, split at
    commas and either-or words."""
    prev_start = _sentence_start(plain, max(before - 1, 0))
    region_start = prev_start
    colon = max(plain.rfind(":", prev_start, before), plain.rfind("：", prev_start, before))
    if colon != -1:
        region_start = colon + 1
    region_end = before
    while region_end > region_start and plain[region_end - 1] in " .!?。！？\n":
        region_end -= 1
    spans, pos = [], region_start
    for sep in _INLINE_SPLIT.finditer(plain, region_start, region_end):
        spans.append((pos, sep.start()))
        pos = sep.end()
    spans.append((pos, region_end))
    out = []
    for s, e in spans:
        text = plain[s:e]
        lead = len(text) - len(text.lstrip())
        if text.strip():
            out.append((s + lead, s + len(text.rstrip())))
    return out
