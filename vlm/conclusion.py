"""The model's own conclusion in a free-text answer: the span a verdict should judge.

Models reason first and conclude last, naming several diseases on the way; only the conclusion
is the answer. In order: the last labelled conclusion ("Final answer:", "Impression:",
"In conclusion, ...", 诊断：, "Diagnóstico:", "Beurteilung:", "Conclusion :"), else the first row
of a table or list the answer ranks, else the last sentence that commits ("most consistent
with", "I favour"), else the last that leans ("consistent with", "likely"), else a refusal, else
a short answer whole or its first line. Markers are in vlm/conclusion_markers.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache

from vlm.answer_options import chosen_option
from vlm.answer_probabilities import most_probable
from vlm.bold_item import bold_item
from vlm.boxed_answer import boxed_answer
from vlm.closing_name import closing_name
from vlm.closing_phrase import closing_subject
from vlm.conclusion_markers import COMMITS, LABELS, LEANS, PHRASES, RANKED
from vlm.conclusion_turns import LOWERED, after_turn
from vlm.disease_words import looks_like_diagnosis
from vlm.elaboration import opens_elaboration
from vlm.heading_block import before_next_heading
from vlm.list_then_commit import commit_after_list
from vlm.markdown_table import Table, find_tables
from vlm.name_then_reasons import name_before_reasons
from vlm.ordinal_pick import ordinal_pick
from vlm.pick_markers import trailing_pick
from vlm.question_then_answer import answer_after_question
from vlm.refusal_markers import REFUSALS
from vlm.short_settling import settling_sentence
from vlm.span_cleaning import LIST_ITEM, NUMBERED_ITEM, clean_span, is_list

SHORT_WORDS = 40  # an answer this short, in at most two sentences, is judged whole
FIRST_LINE_WORDS = 15  # a first line this short, above the reasoning, is the answer

_SENTENCE_END = re.compile(
    r"(?<!\b[a-z])(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)[.!?](?=\s|$)|[。！？；;]|\n"
)
_AFTER_LABEL = re.compile(  # "Diagnosis:", "Diagnosis (final) -", "Diagnosis after CSF:"
    r"\s*(?:\([^)\n]{0,30}\)\s*)?"
    r"(?:(?:\s+(?:after|following|given|on|post|nach|tras|après)\s[^:：\n.]{1,30}?)?\s*[:：]|\s*(?:→|->|=>|=(?!=))|"
    r"\s[-–—]\s|\s+(?:is|was|would be|es|ist|lautet|est|sera)\b|为|是)"
)
_RANKING_LABEL = re.compile(
    r"most likely|most probable|leading|top|first|primary|最可能|首先|más probable|principal|"
    r"am ehesten|wahrscheinlichste|haupt|le plus probable",
    re.I,
)
_DIFFERENTIAL_LEAD = re.compile(  # "Differential diagnosis:", "Second most likely diagnosis:"
    r"(?:differential|ddx|alternative|alternate|backup|back-up|fallback|runner-up|other|"
    r"secondary|second|third|next|less|least|鉴别|其他|"
    r"其次|次要|diferencial|segundo|segunda|differenzial|zweite|différentiel|autres?|seconde?)"
    r"\W*$",
    re.I,
)
_OWNED_LABEL = re.compile(r"\b(?:the|my|our|final)\s*$", re.I)
_WORDS = re.compile(r"\w+")
CJK_CHAR = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


@dataclass(frozen=True)
class Conclusion:
    """The judged span, as written, and how it was found."""

    text: str
    how: str  # "label" | "table" | "ranked list" | "commits" | "leans" | "refusal" | "whole" |
    # "first line" | "none"
    start: int = 0  # offsets of the span in the answer
    end: int = 0


@dataclass(frozen=True)
class _Hit:
    start: int
    end: int
    marker: str


def _pattern(markers: Iterable[str]) -> re.Pattern[str]:
    """Whole-word alternatives for Latin markers, plain ones for Chinese, longest first (one
    word boundary around all the Latin ones: a regex checks it once a position)."""
    latin: list[str] = []
    cjk: list[str] = []
    for m in sorted(set(markers), key=len, reverse=True):
        body = re.escape(m).replace(r"\ ", r"\s+").replace("'", "['\u2019 ]")
        (latin if m[0].isalpha() and not CJK_CHAR.match(m) else cjk).append(body)
    alts = [rf"(?<!\w)(?:{'|'.join(latin)})(?!\w)"] if latin else []
    return re.compile("|".join([*alts, *cjk]), re.I)


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    def every(table: Mapping[str, tuple[str, ...]]) -> list[str]:
        return [m for markers in table.values() for m in markers]

    return {
        name: _pattern(every(table))
        for name, table in (
            ("label", LABELS),
            ("phrase", PHRASES),
            ("commit", COMMITS),
            ("lean", LEANS),
            ("ranked", RANKED),
            ("refusal", REFUSALS),
        )
    }


def plain_text(text: str) -> str:
    """Markdown emphasis, heading and quote marks blanked, so offsets stay those of `text`."""
    out = re.sub(r"\*{1,3}|_{2,3}|`", lambda m: " " * len(m.group()), text)
    return re.sub(r"(?m)^(\s*)([#>]+)", lambda m: m.group(1) + " " * len(m.group(2)), out)


def _hits(pattern: re.Pattern[str], text: str) -> list[_Hit]:
    return [_Hit(m.start(), m.end(), m.group().lower()) for m in pattern.finditer(text)]


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around [start, end): from the previous sentence end to the next one."""
    left = 0
    for found in _SENTENCE_END.finditer(text, 0, start):
        left = found.end()
    after = _SENTENCE_END.search(text, end)
    return left, after.start() if after else len(text)


def _line_start(text: str, pos: int) -> int:
    return text.rfind("\n", 0, pos) + 1


def _block_after(text: str, pos: int) -> tuple[int, int]:
    """The rest of the line after `pos`, or when it is empty the next lines up to a blank one."""
    eol = text.find("\n", pos)
    eol = len(text) if eol == -1 else eol
    if text[pos:eol].strip():
        return pos, eol
    m = re.search(r"\S", text[eol:])
    if m is None:
        return pos, pos
    start = eol + m.start()
    blank = re.search(r"\n\s*\n", text[start:])
    return start, start + blank.start() if blank else len(text)


def _label_span(plain: str, hit: _Hit) -> tuple[int, int] | None:
    """A label counts near the start of its line or sentence, followed by a colon or 'is', or
    alone on a heading line; further into a sentence only as 'the/my answer: <a diagnosis>'."""
    left, _ = _sentence(plain, hit.start, hit.end)
    lead = plain[max(left, _line_start(plain, hit.start)) : hit.start]
    if _DIFFERENTIAL_LEAD.search(lead) or opens_elaboration(lead):
        return None
    after = _AFTER_LABEL.match(plain, hit.end)
    if len(_WORDS.findall(lead)) > 3:
        owned = _OWNED_LABEL.search(lead) and after and after.group().strip() in (":", "：")
        span = _block_after(plain, after.end()) if owned and after else None
        return span if span and looks_like_diagnosis(plain[span[0] : span[1]]) else None
    if after is not None:
        return _block_after(plain, after.end())
    eol = plain.find("\n", hit.end)
    if plain[hit.end : len(plain) if eol == -1 else eol].strip(" \t:：") == "" and not lead.strip():
        return _block_after(plain, len(plain) if eol == -1 else eol)
    return None


def _phrase_span(plain: str, hit: _Hit) -> tuple[int, int]:
    after = re.match(r"\s*[:：]", plain[hit.end :])
    if after is not None:
        return _block_after(plain, hit.end + after.end())
    left, right = _sentence(plain, hit.start, hit.end)
    if not plain[hit.end : right].strip(" ,，"):  # a heading line: what follows it
        closing = closing_subject(plain, max(left, _line_start(plain, hit.start)), hit.start)
        return closing or _block_after(plain, right)
    return hit.start, right


def _labelled(plain: str) -> tuple[int, int, str] | None:
    """The last label or phrase that opens a conclusion and names something disease-like (a
    closing "In summary, the MRI shows ..." recap does not hide the "Diagnosis:" above it), else
    the last one: (start, end, marker)."""
    found: list[tuple[int, int, int, str]] = []
    for hit in _hits(_patterns()["label"], plain):
        span = _label_span(plain, hit)
        if span is not None and span[1] > span[0]:
            found.append((hit.start, *span, hit.marker))
    for hit in _hits(_patterns()["phrase"], plain):
        span = _phrase_span(plain, hit)
        if span[1] > span[0]:
            found.append((hit.start, *span, hit.marker))
    found = [(h, start, _before_next_label(plain, start, end), m) for h, start, end, m in found]
    found = [f for f in found if not _REFERS_BACK.match(plain, f[1], f[2])]
    if not found:
        return None
    naming = [f for f in found if looks_like_diagnosis(plain[f[1] : f[2]])]
    _, start, end, marker = max(naming or found)
    return start, end, marker


_NEXT_LABEL = re.compile(r"[.;。；]\s+(?=[A-Z][\w'’()-]*(?: [\w'’()-]+){0,3}\s?[:：]\s)")
_REFERS_BACK = re.compile(r"\W*(?:see|as)\s+(?:above|below|discussed|described)\W*$", re.I)


def _before_next_label(plain: str, start: int, end: int) -> int:
    """A label's span ends where a later sentence of its line opens a label of its own
    ("High probability: X. Low probability: Y, Z")."""
    nxt = _NEXT_LABEL.search(plain, start, end)
    return nxt.start() if nxt else end


def _ranked_first(text: str, plain: str, tables: list[Table]) -> Conclusion | None:
    """The top row of a table or list the answer ranks; an unranked one as a plain list."""
    ranked_words = _patterns()["ranked"]
    for table in tables:
        before = plain[max(0, table.start - 300) : table.start]
        ranked = table.ranked or bool(ranked_words.search(before))
        names = table.diagnoses()
        if not any(looks_like_diagnosis(n) for n in names):
            continue  # a comparison table: its first column holds features, not diagnoses
        if ranked and not table.top_tied:
            return Conclusion(names[0], "table", table.start, table.end)
        return Conclusion("; ".join(names), "table", table.start, table.end)
    for m in ranked_words.finditer(plain):
        items = list(LIST_ITEM.finditer(text, m.end(), min(len(text), m.end() + 2000)))
        if items and text[m.end() : items[0].start()].count("\n") <= 2:
            first = items[0]
            return Conclusion(first.group("item"), "ranked list", first.start("item"), first.end())
    return None


def _last_sentence(plain: str, name: str) -> tuple[int, int] | None:
    """The sentence of the last marker that is not itself lowered ('less likely', 'not
    consistent with') and names something that looks like a diagnosis (not 'Therefore, a
    contrast study is advised')."""
    for hit in reversed(_hits(_patterns()[name], plain)):
        if LOWERED.search(plain, 0, hit.start):
            continue
        start, end = _sentence(plain, hit.start, hit.end)
        if name == "refusal" or looks_like_diagnosis(plain[start:end]):
            return start, end
    return None


def find_conclusion(text: str) -> Conclusion:
    """The span of `text` to judge as the model's answer (see the module docstring); a boxed
    answer (LaTeX \\boxed) is its content; a list that gives each item a probability
    ("MS (60%), NMOSD (30%)") is its most probable item; a
    letter answer to options the answer repeats is the option it points to."""
    option = chosen_option(text)
    if option is not None:
        return Conclusion(option.text, "option", option.start, option.end)
    boxed = boxed_answer(text)
    found = Conclusion(clean_span(text[boxed[0] : boxed[1]]), "label", *boxed) if boxed else None
    found = found or _find_conclusion(text)
    cut = name_before_reasons(text, found.start, found.end) if found.end else 0
    if found.start < cut < found.end:
        found = replace(found, text=clean_span(text[found.start : cut]), end=cut)
    top = most_probable(found.text)
    return replace(found, text=top) if top else found


def _find_conclusion(text: str) -> Conclusion:
    if not text.strip():
        return Conclusion("", "none")
    plain = plain_text(text)
    labelled = _labelled(plain)
    if labelled is not None:
        start, end, marker = labelled
        end = before_next_heading(text, start, end)
        start = after_turn(plain, start, end, _patterns()["commit"])
        span = clean_span(text[start:end])
        leading = _report_impression_first(text, plain, start, end, marker)
        if leading is not None:
            return leading
        if _RANKING_LABEL.search(marker) and is_list(text[start:end]):
            span = f"{marker}: {span}"
        return Conclusion(span, "label", start, end)
    bold = bold_item(text)
    if bold is not None and looks_like_diagnosis(text[bold[0] : bold[1]]):
        return Conclusion(clean_span(text[bold[0] : bold[1]]), "bold item", *bold)
    pointed = ordinal_pick(plain)
    if pointed is not None:
        return Conclusion(clean_span(text[pointed[0] : pointed[1]]), "ordinal pick", *pointed)
    picked = trailing_pick(plain)
    if picked is not None and looks_like_diagnosis(plain[picked[0] : picked[1]]):
        return Conclusion(clean_span(text[picked[0] : picked[1]]), "pick", *picked)
    ranked = _ranked_first(text, plain, find_tables(text))
    if ranked is not None:
        return Conclusion(clean_span(ranked.text), ranked.how, ranked.start, ranked.end)
    named = closing_name(text)
    if named is not None:
        return Conclusion(clean_span(text[named[0] : named[1]]), "closing name", *named)
    words = len(_WORDS.findall(text))
    sentences = [s for s in re.split(r"(?<=[.!?。！？])\s+|\n+", text.strip()) if s.strip()]
    if words <= SHORT_WORDS and (len(sentences) <= 2 or is_list(text)):
        closing = commit_after_list(text, _last_sentence(plain, "commit"))
        if closing is not None:
            return Conclusion(clean_span(text[closing[0] : closing[1]]), "commits", *closing)
        settled = settling_sentence(text) if len(sentences) == 2 else None
        if settled is not None:
            return Conclusion(clean_span(text[settled[0] : settled[1]]), "commits", *settled)
        start = after_turn(
            plain, _after_findings(plain, 0, len(text)), len(text), _patterns()["commit"]
        )
        start = answer_after_question(plain, start, len(text))
        return Conclusion(clean_span(text[start:]), "whole", start, len(text))  # read whole
    for name, how in (("commit", "commits"), ("lean", "leans"), ("refusal", "refusal")):
        found = _last_sentence(plain, name)
        if found is not None:
            start = _after_findings(plain, *found) if name != "refusal" else found[0]
            start = (
                after_turn(plain, start, found[1], _patterns()["commit"])
                if name != "refusal"
                else start
            )
            return Conclusion(clean_span(text[start : found[1]]), how, start, found[1])
    asked = answer_after_question(plain, 0, len(text))
    if asked:
        return Conclusion(clean_span(text[asked:]), "answers its question", asked, len(text))
    first = next(ln for ln in text.splitlines() if ln.strip())
    if len(_WORDS.findall(first)) <= FIRST_LINE_WORDS and looks_like_diagnosis(first):
        start = text.find(first)
        return Conclusion(clean_span(first), "first line", start, start + len(first))
    return Conclusion(clean_span(text), "whole", 0, len(text))


_FINDINGS_SECTION = re.compile(r"(?im)^[\s#*_]*findings[\s*_]*[:：]")


def _report_impression_first(
    text: str, plain: str, start: int, end: int, marker: str
) -> Conclusion | None:
    """A report's numbered impression (a FINDINGS section above it) lists findings by
    importance, not alternatives: its first item is the diagnosis."""
    if marker != "impression" or not _FINDINGS_SECTION.search(plain, 0, start):
        return None
    items = list(NUMBERED_ITEM.finditer(text, start, end))
    if len(items) < 2:
        return None
    item = items[0]
    return Conclusion(clean_span(item.group("item")), "label", item.start("item"), item.end("item"))


def _after_findings(plain: str, start: int, end: int) -> int:
    """Where the diagnosis starts in 'findings: diagnosis' ("Cortical ribboning in a patient
    with rapidly progressive dementia: sporadic CJD"): after the first colon that closes a
    description of six words or more, when the rest names a disease and the description
    neither commits nor opens a list; else `start`. A disease in the description is history or
    a finding, not the answer."""
    colon = _FINDINGS_END.search(plain, start, end)
    if colon is None:
        return start
    lead, rest = plain[start : colon.start()], plain[colon.end() : end]
    words = len(_WORDS.findall(lead)) + len(CJK_CHAR.findall(lead)) // 2
    if words < 6 or _LEAD_OPENS_LIST.search(lead) or not looks_like_diagnosis(rest):
        return start
    if _patterns()["commit"].search(lead) or _patterns()["lean"].search(lead):
        return start
    return colon.end()


_FINDINGS_END = re.compile(r"[:：]\s|\s*(?:→|->|=>|⇒)\s*")  # "findings: X", "findings → X"
_LEAD_OPENS_LIST = re.compile(
    r"differential|ddx|include|consider|possibilit|option|candidate|alternat|backup|back-up|"
    r"fallback|runner-up|鉴别|考虑|diferencial|"
    r"incluye|differenzial|différentiel|inclu",
    re.I,
)
