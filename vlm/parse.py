"""A tolerant answer parser: models asked for JSON answer in JSON, fenced JSON, or prose.

The final diagnosis is the JSON object's (bare, inside ```json fences, or embedded in text), else
the model's own conclusion in its prose (vlm/conclusion.py: the last "Final answer:" /
"Impression:" / "In conclusion", a ranked table's first row, ...), never a disease named only in
the reasoning. Headings ("## Differential", "**Lesion**: ...") fill the other fields. The raw
text is always kept next to what was extracted, so nothing is lost when the parser guesses wrong.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from vlm.conclusion import Conclusion, find_conclusion
from vlm.language import detect_language
from vlm.reasoning_block import blank_reasoning
from vlm.traditional_chinese import to_simplified

MAX_DIFFERENTIAL = 5

_FIELD_ALIASES = {
    "final_diagnosis": (
        "final_diagnosis",
        "final diagnosis",
        "diagnosis",
        "most likely diagnosis",
        "primary diagnosis",
        "answer",
        *("诊断", "最终诊断", "最可能的诊断", "diagnóstico", "diagnóstico final", "diagnose"),
        *("enddiagnose", "diagnostic", "diagnostic final", "diagnostic retenu"),
        # the same field under the names models give it when no schema was asked for
        *("diagnosis primary", "leading diagnosis", "top diagnosis", "working diagnosis"),
        *("most probable diagnosis", "likely diagnosis", "main diagnosis", "final answer"),
        *("diagnóstico principal", "diagnóstico más probable", "hauptdiagnose"),
        *("verdachtsdiagnose", "arbeitsdiagnose", "diagnostic principal"),
        *("diagnostic le plus probable", "主要诊断", "初步诊断", "影像诊断"),
    ),
    "differential": (
        "differential",
        "differential_diagnosis",
        "differential diagnosis",
        "differential diagnoses",
        "differentials",
        "ddx",
        *("alternatives", "alternative diagnoses", "other considerations", "other diagnoses"),
        *("diagnóstico diferencial", "diagnósticos diferenciales", "differenzialdiagnose"),
        *("differenzialdiagnosen", "differentialdiagnose", "diagnostic différentiel"),
        *("diagnostics différentiels", "鉴别诊断"),
    ),
    "lesion": ("lesion", "lesions", "lesion description", "findings", "imaging findings"),
    "rationale": ("rationale", "reasoning", "explanation", "justification"),
}


@dataclass(frozen=True)
class ParsedAnswer:
    """A model's answer: the parts scores and labels look at, and the raw text beside them."""

    final_diagnosis: str = ""
    differential: tuple[str, ...] = ()
    lesion: str = ""
    rationale: str = ""
    raw_text: str = ""
    # how the final diagnosis was found: "json", or vlm.conclusion's way ("label", "table", ...)
    method: str = "none"
    language: str = ""  # ISO 639-1 code of the answer's language, "" when not sure

    def fields(self) -> dict[str, Any]:
        """What the samples table stores in `parsed` (raw text is stored beside it)."""
        data = asdict(self)
        data.pop("raw_text")
        data["differential"] = list(self.differential)
        return data

    @classmethod
    def from_sample(
        cls, parsed: Mapping[str, Any] | str | None, raw_text: str = "", final_diagnosis: str = ""
    ) -> ParsedAnswer:
        """From a samples row: `parsed` is what fields() stored (the object or its JSON text)."""
        if isinstance(parsed, str):
            try:
                parsed = json.loads(parsed) if parsed.strip() else None
            except json.JSONDecodeError:
                parsed = None
        p: Mapping[str, Any] = parsed if isinstance(parsed, Mapping) else {}
        diff = p.get("differential") or ()
        if isinstance(diff, str):
            diff = (diff,)
        return cls(
            final_diagnosis=str(final_diagnosis or p.get("final_diagnosis") or ""),
            differential=tuple(str(d) for d in diff),
            lesion=str(p.get("lesion") or ""),
            rationale=str(p.get("rationale") or ""),
            raw_text=raw_text or "",
            method=str(p.get("method") or "none"),
            language=str(p.get("language") or ""),
        )

    @property
    def explanation(self) -> str:
        """Text compared with the reference rationale: the rationale, else the whole answer."""
        return self.rationale.strip() or self.raw_text.strip()


def _norm_key(key: str) -> str:
    return re.sub(r"[\s_*#:-]+", " ", key).strip().lower()


def _lookup(key: str) -> str | None:
    k = _norm_key(key)
    for field, aliases in _FIELD_ALIASES.items():
        if k in (_norm_key(a) for a in aliases):
            return field
    return None


def _as_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list):
        return "; ".join(_as_text(v) for v in value if _as_text(v))
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_as_text(v)}" for k, v in value.items() if _as_text(v))
    return str(value)


def _as_list(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, list):
        items = []
        for v in value:
            if isinstance(v, dict):  # {"diagnosis": "...", "likelihood": ...}
                v = v.get("diagnosis") or v.get("name") or next(iter(v.values()), "")
            text = _as_text(v)
            if text:
                items.append(_strip_bullet(text))
        return tuple(items[:MAX_DIFFERENTIAL])
    return _split_items(_as_text(value))


def _strip_bullet(line: str) -> str:
    return re.sub(r"^\s*(?:[-*•]+|\d+[.)]|\(\d+\))\s*", "", line).strip()


def _split_items(text: str) -> tuple[str, ...]:
    lines = [_strip_bullet(x) for x in text.splitlines() if _strip_bullet(x)]
    if len(lines) <= 1:
        lines = [_strip_bullet(x) for x in re.split(r";|,(?![^()]*\))", text) if x.strip()]
    return tuple(x for x in lines if x)[:MAX_DIFFERENTIAL]


_NAME_KEYS = ("diagnosis", "name", "dx", "condition", "disease", "label")
_WEIGHT_KEYS = ("probability", "likelihood", "confidence", "p", "prob", "score", "percent")


def _weight(item: dict[str, Any]) -> float | None:
    for key, value in item.items():
        if _norm_key(str(key)) in _WEIGHT_KEYS:
            text = str(value).strip().rstrip("%")
            try:
                return float(text)
            except ValueError:
                return None
    return None


def _ranked_top(obj: dict[str, Any]) -> str:
    """A JSON answer with no final diagnosis but a ranked list ({"ranked_diagnoses": [...]},
    or items that carry a probability): its top item, the most probable one when every item
    carries a probability, else the first when the key says the list is ranked."""
    for key, value in obj.items():
        if not isinstance(value, list) or not value:
            continue
        ranked_key = "rank" in str(key).lower() or "order" in str(key).lower()
        items = [v for v in value if isinstance(v, dict)]
        weights = [_weight(v) for v in items]
        if items and len(items) == len(value) and all(w is not None for w in weights):
            best = max(range(len(items)), key=lambda i: weights[i] or 0.0)
            name = next(
                (items[best][k] for k in items[best] if _norm_key(str(k)) in _NAME_KEYS), ""
            )
            if name and weights.count(weights[best]) == 1:
                return _as_text(name)
        elif ranked_key or _rank_of(value) is not None:
            first = value[0] if ranked_key else _rank_of(value)
            if isinstance(first, dict):
                first = next((first[k] for k in first if _norm_key(str(k)) in _NAME_KEYS), "")
            return _as_text(first)
    return ""


def _rank_of(value: list[Any]) -> dict[str, Any] | None:
    """The item ranked 1 of a list whose items all carry a distinct number under a 'rank' key
    ({"rank": 1, "diagnosis": ...}), else None."""
    ranks: dict[float, dict[str, Any]] = {}
    for item in value:
        if not isinstance(item, dict):
            return None
        rank = next((v for k, v in item.items() if _norm_key(str(k)) == "rank"), None)
        try:
            ranks[float(str(rank))] = item
        except ValueError:
            return None
    return ranks[min(ranks)] if len(ranks) == len(value) else None


def _json_candidates(text: str) -> list[str]:
    found = re.findall(r"```(?:json|JSON)?\s*(\{.*?\})\s*```", text, flags=re.DOTALL)
    start = text.find("{")
    end = text.rfind("}")
    if start != -1 and end > start:
        found.append(text[start : end + 1])
    return found


def _from_json(text: str) -> ParsedAnswer | None:
    for candidate in _json_candidates(text):
        try:
            obj = json.loads(candidate)
        except json.JSONDecodeError:
            continue
        if not isinstance(obj, dict):
            continue
        fields: dict[str, Any] = {}
        for key, value in obj.items():
            field = _lookup(str(key))
            if field and field not in fields:
                fields[field] = value
        if not fields.get("final_diagnosis"):
            top = _ranked_top(obj)
            if top:
                fields["final_diagnosis"] = top
        if not fields:
            continue
        return ParsedAnswer(
            final_diagnosis=_as_text(fields.get("final_diagnosis")),
            differential=_as_list(fields.get("differential")),
            lesion=_as_text(fields.get("lesion")),
            rationale=_as_text(fields.get("rationale")),
            raw_text=text,
            method="json",
        )
    return None


def _heading(line: str) -> tuple[str, str] | None:
    """(field, rest of line) when the line opens a section: 'Lesion: ...', '## Differential'."""
    stripped = line.strip()
    if not stripped:
        return None
    marked = stripped.startswith(("#", "**", "__"))
    plain = re.sub(r"^[#*_\s]+|^\d+[.)]\s*", "", stripped)
    for sep in (":", "："):
        if sep in plain:
            key, rest = plain.split(sep, 1)
            field = _lookup(key.strip("*_ "))
            if field and len(key) <= 40:
                return field, rest.strip().strip("*_").strip()
    field = _lookup(plain.strip("*_ "))
    if field and marked:
        return field, ""
    return None


def _from_headings(text: str) -> ParsedAnswer | None:
    sections: dict[str, list[str]] = {}
    current: str | None = None
    for line in text.splitlines():
        found = _heading(line)
        if found is not None:
            current, rest = found
            sections.setdefault(current, [])
            if rest:
                sections[current].append(rest)
        elif current is not None:
            sections[current].append(line)
    if not sections:
        return None
    body = {k: "\n".join(v).strip() for k, v in sections.items()}
    return ParsedAnswer(  # the final diagnosis is the conclusion's (vlm/conclusion.py)
        differential=_split_items(body.get("differential", "")),
        lesion=body.get("lesion", ""),
        rationale=body.get("rationale", ""),
        raw_text=text,
    )


def parse_answer(text: str | None) -> ParsedAnswer:
    """Extract the four fields; never raises, always keeps the raw text."""
    raw = text or ""
    if not raw.strip():
        return ParsedAnswer(raw_text=raw)
    answer = blank_reasoning(raw)  # a thinking block is deliberation, not the answer
    guess = detect_language(answer)
    language = guess.code if guess.sure else ""
    parsed = _from_json(answer)
    if parsed is not None and parsed.final_diagnosis:
        return replace(parsed, raw_text=raw, language=language)
    sections = parsed or _from_headings(answer) or ParsedAnswer()
    conclusion = _conclusion_as_written(answer)
    return ParsedAnswer(
        final_diagnosis=conclusion.text,
        differential=sections.differential,
        lesion=sections.lesion,
        rationale=sections.rationale or raw.strip(),
        raw_text=raw,
        method=conclusion.how,
        language=language,
    )


def _conclusion_as_written(answer: str) -> Conclusion:
    """The conclusion found in the answer read in simplified script (markers and names are kept
    in it), quoted in the script the answer wrote where the span is found again."""
    simplified = to_simplified(answer)
    found = find_conclusion(simplified)
    at = simplified.find(found.text) if simplified is not answer and found.text else -1
    return replace(found, text=answer[at : at + len(found.text)]) if at >= 0 else found
