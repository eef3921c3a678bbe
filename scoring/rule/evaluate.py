"""Agreement of the offline verdict with golden sets: accuracy, precision of decided verdicts and
coverage (the share decided) for each file, and every miss.

    python -m scoring.rule.evaluate [GOLDEN ...] [--misses] [--negation builtin|negspacy|medspacy]

A golden file is YAML (`cases:` of kind/ref/pred/expect, as tests/scoring/correctness_golden.yaml)
or JSON lines (id, reference, prediction, expected true/false, kind: the outside sets in
../shared/eval/ and tests/scoring/data/verdicts_frozen.jsonl). Every prediction goes the way a
scored sample goes: `vlm.parse.parse_answer` finds the conclusion, the rule judges it. With no
file: the team's golden sets (final diagnoses, whole answers in five languages, the tuning
halves of the second and third whole-answer sets, and short answers of the outside set's kinds;
all tuned on: upper bounds), the four frozen sets (whole answers committed before the rule
changes they measure, never run to find misses) and ../shared/eval/verdicts_dev.jsonl (outside,
used to find weaknesses) when there; each line says which it is.

`--negation negspacy|medspacy` swaps the rule's own English negation/hedging cues for a spaCy
component (spacy.blank("en"), no model download) to compare them on the same cases; those
packages are not project dependencies, so that needs an environment that has them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from data.model import Reference
from scoring.rule.context import NegationHook
from scoring.rule.cues import HEDGED, NEGATED
from scoring.rule.hierarchy import SynonymTable
from scoring.rule.matcher import SYNONYMS_FILE, DiagnosisMatcher, Verdict
from vlm.parse import parse_answer

_ROOT = Path(__file__).resolve().parents[2]
GOLDEN_FILE = _ROOT / "tests" / "scoring" / "correctness_golden.yaml"
_DATA = _ROOT / "tests" / "scoring" / "data"
FROZEN_FILE = _DATA / "verdicts_frozen.jsonl"
WHOLE_ANSWERS_FILE = _DATA / "verdicts_whole_answers.jsonl"
OUTSIDE_DEV_FILE = _ROOT.parent / "shared" / "eval" / "verdicts_dev.jsonl"
_TUNED = "tuned on: upper bound"
_TUNED_AFTER = "written after the rule changes, tuned on: upper bound"
# The sets run with no file given, in the order printed, each with what its figure means.
DEFAULT_SETS: tuple[tuple[Path, str], ...] = (
    (GOLDEN_FILE, _TUNED),
    (WHOLE_ANSWERS_FILE, _TUNED),
    (_DATA / "verdicts_tuning_b.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_c.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_d.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_e.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_f.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_g.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_h.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_i.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_j.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_k.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_l.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_m.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_n.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_o.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_p.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_q.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_r.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_s.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_t.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_u.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_v.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_w.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_x.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_y.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z2.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z4.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z5.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z6.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z7.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z8.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z9.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_z10.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z11.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_k.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z12.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z13.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z14.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_l.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z15.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z16.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_m.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z17.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_z18.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_a.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_b.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_c.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_d.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_e.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_f.jsonl", _TUNED_AFTER),
    (_DATA / "verdicts_tuning_lang_g.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_h.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_i.jsonl", _TUNED),
    (_DATA / "verdicts_tuning_lang_j.jsonl", _TUNED),
    (FROZEN_FILE, "frozen"),
    (_DATA / "verdicts_frozen_b.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_c.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_d.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_e.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_f.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_g.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_h.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_i.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_j.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_k.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_l.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_m.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_n.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_o.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_p.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_q.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_r.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_s.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_t.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_u.jsonl", "frozen"),
    (_DATA / "verdicts_frozen_v.jsonl", "frozen"),
    (OUTSIDE_DEV_FILE, "outside dev, used to find weaknesses: optimistic"),
)
_LABELS = {path.name: label for path, label in DEFAULT_SETS}
_EXPECT = {"correct": True, "incorrect": False, "undecided": None}
_SHOW = {True: "correct", False: "incorrect", None: "undecided"}


@dataclass(frozen=True)
class GoldenCase:
    kind: str
    reference: Reference
    predicted: str
    expected: bool | None
    id: str = ""


@dataclass(frozen=True)
class Miss:
    case: GoldenCase
    got: bool | None
    reason: str

    def line(self) -> str:
        c = self.case
        pred = " ".join(c.predicted.split())
        pred = pred if len(pred) <= 120 else pred[:119] + "\u2026"
        return (
            f"[{c.kind}] {c.id + ' ' if c.id else ''}ref={c.reference.diagnosis!r} pred={pred!r}: "
            f"expected {_SHOW[c.expected]}, got {_SHOW[self.got]} ({self.reason})"
        )


@dataclass(frozen=True)
class Figures:
    """Accuracy (agreement over all cases), precision of decided verdicts, coverage."""

    cases: int
    agreed: int
    decided: int
    decided_right: int

    @property
    def accuracy(self) -> float:
        return self.agreed / max(self.cases, 1)

    @property
    def precision(self) -> float:
        return self.decided_right / max(self.decided, 1)

    @property
    def coverage(self) -> float:
        return self.decided / max(self.cases, 1)

    def line(self, name: str) -> str:
        return (
            f"{name}: accuracy {self.accuracy:.1%} ({self.agreed}/{self.cases}) · precision of "
            f"decided verdicts {self.precision:.1%} ({self.decided_right}/{self.decided}) · "
            f"decided {self.coverage:.1%}"
        )


def load_golden(path: Path = GOLDEN_FILE) -> list[GoldenCase]:
    """Cases of a YAML golden set or of a JSON-lines one."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
        return [
            GoldenCase(
                str(r.get("kind", "")),
                Reference(diagnosis=str(r["reference"])),
                str(r.get("prediction") or ""),
                None if r.get("expected") is None else bool(r["expected"]),
                str(r.get("id", "")),
            )
            for r in rows
        ]
    cases = []
    for raw in yaml.safe_load(text)["cases"]:
        ref = Reference(
            diagnosis=str(raw["ref"]), synonyms=tuple(str(s) for s in raw.get("ref_synonyms", ()))
        )
        cases.append(
            GoldenCase(str(raw["kind"]), ref, str(raw.get("pred") or ""), _EXPECT[raw["expect"]])
        )
    return cases


def judge(matcher: DiagnosisMatcher, case: GoldenCase) -> Verdict:
    """The path a scored sample takes: parse the answer, judge its conclusion."""
    parsed = parse_answer(case.predicted)
    return matcher.match(parsed.final_diagnosis, case.reference, parsed.language, case.predicted)


def measure(matcher: DiagnosisMatcher, cases: Sequence[GoldenCase]) -> tuple[Figures, list[Miss]]:
    misses, decided, decided_right = [], 0, 0
    for case in cases:
        verdict = judge(matcher, case)
        if verdict.correct is not None:
            decided += 1
            decided_right += verdict.correct is case.expected
        if verdict.correct is not case.expected:
            misses.append(Miss(case, verdict.correct, verdict.reason))
    return Figures(len(cases), len(cases) - len(misses), decided, decided_right), misses


def evaluate(matcher: DiagnosisMatcher, cases: Sequence[GoldenCase]) -> tuple[float, list[Miss]]:
    """Share of cases where the verdict equals the expected one, and the misses."""
    figures, misses = measure(matcher, cases)
    return figures.accuracy, misses


def negspacy_hook() -> NegationHook:
    """negspacy's NegEx (clinical termset) over spacy.blank('en'): negated or not."""
    import spacy  # type: ignore[import-not-found]
    from negspacy.negation import Negex  # type: ignore[import-not-found]  # noqa: F401
    from negspacy.termsets import termset  # type: ignore[import-not-found]

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe(
        "negex",
        config={"ent_types": ["DX"], "neg_termset": termset("en_clinical").get_patterns()},
    )
    negex = nlp.get_pipe("negex")

    def hook(text: str, start: int, end: int) -> str:
        doc = nlp.get_pipe("sentencizer")(nlp.make_doc(text))
        span = doc.char_span(start, end, label="DX", alignment_mode="expand")
        if span is None:
            return ""
        doc.ents = [span]
        doc = negex(doc)
        return NEGATED if doc.ents[0]._.negex else ""

    return hook


def medspacy_hook() -> NegationHook:
    """medspaCy's ConText with its default rules over spacy.blank('en')."""
    import spacy  # type: ignore[import-not-found]
    from medspacy.context import ConText  # type: ignore[import-not-found]  # noqa: F401

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    context = nlp.add_pipe("medspacy_context", config={"rules": "default"})

    def hook(text: str, start: int, end: int) -> str:
        doc = nlp.get_pipe("sentencizer")(nlp.make_doc(text))
        span = doc.char_span(start, end, label="DX", alignment_mode="expand")
        if span is None:
            return ""
        doc.ents = [span]
        doc = context(doc)
        ent = doc.ents[0]
        if ent._.is_negated:
            return NEGATED
        return HEDGED if ent._.is_uncertain or ent._.is_hypothetical else ""

    return hook


def default_files() -> list[Path]:
    return [path for path, _label in DEFAULT_SETS if path.exists()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("golden", nargs="*", type=Path)
    parser.add_argument("--misses", action="store_true", help="print every miss")
    parser.add_argument(
        "--by-signal",
        action="store_true",
        help="precision of decided verdicts per signal value (readable sets and the dev set)",
    )
    parser.add_argument(
        "--negation", choices=("builtin", "negspacy", "medspacy"), default="builtin"
    )
    args = parser.parse_args(argv)
    hooks = {"builtin": lambda: None, "negspacy": negspacy_hook, "medspacy": medspacy_hook}
    matcher = DiagnosisMatcher(
        SynonymTable.from_yaml(SYNONYMS_FILE), negation=hooks[args.negation]()
    )
    if args.by_signal:
        from scoring.rule.signal_table import print_signal_table

        dev = [p for p in default_files() if p == OUTSIDE_DEV_FILE]
        readable = [p for p in default_files() if _LABELS[p.name] != "frozen" and p not in dev]
        groups = [("readable", readable), ("dev", dev)]
        if args.golden:  # counts only: a frozen set's items are never shown
            groups = [("given", list(args.golden))]
        print_signal_table(matcher, groups, load_golden)
        return 0
    held_back: list[Figures] = []
    for path in args.golden or default_files():
        figures, misses = measure(matcher, load_golden(path))
        if _LABELS.get(path.name) == "frozen":
            held_back.append(figures)
        if args.misses:
            for miss in misses:
                print("MISS", miss.line())
        by_kind = Counter(m.case.kind for m in misses)
        label = _LABELS.get(path.name)
        print(
            figures.line(f"{path.name} ({label})" if label else path.name)
            + (f"; misses by kind: {dict(by_kind)}" if misses and args.misses else "")
        )
    if len(held_back) > 1:
        print(pool_figures(held_back).line(f"{len(held_back)} frozen sets pooled"))
    return 0


def pool_figures(parts: Sequence[Figures]) -> Figures:
    """One figure over several sets, each answer counted once: small sets do not weigh as
    much as large ones, as they would in a mean of percentages."""
    return Figures(
        sum(f.cases for f in parts),
        sum(f.agreed for f in parts),
        sum(f.decided for f in parts),
        sum(f.decided_right for f in parts),
    )


if __name__ == "__main__":
    sys.exit(main())
