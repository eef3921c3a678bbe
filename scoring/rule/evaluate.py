"""Agreement of the offline rule with the hand-written golden set, and every miss.

    python -m scoring.rule.evaluate [GOLDEN.yaml] [--negation builtin|negspacy|medspacy]

`--negation negspacy|medspacy` swaps the rule's own English negation/hedging cues for a spaCy
component (spacy.blank("en"), no model download) to compare them on the same cases; those
packages are not project dependencies, so that needs an environment that has them.
"""

from __future__ import annotations

import argparse
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
from scoring.rule.matcher import SYNONYMS_FILE, DiagnosisMatcher

GOLDEN_FILE = Path(__file__).resolve().parents[2] / "tests" / "scoring" / "correctness_golden.yaml"
_EXPECT = {"correct": True, "incorrect": False, "undecided": None}
_SHOW = {True: "correct", False: "incorrect", None: "undecided"}


@dataclass(frozen=True)
class GoldenCase:
    kind: str
    reference: Reference
    predicted: str
    expected: bool | None


@dataclass(frozen=True)
class Miss:
    case: GoldenCase
    got: bool | None
    reason: str

    def line(self) -> str:
        c = self.case
        return (
            f"[{c.kind}] ref={c.reference.diagnosis!r} pred={c.predicted!r}: expected "
            f"{_SHOW[c.expected]}, got {_SHOW[self.got]} ({self.reason})"
        )


def load_golden(path: Path = GOLDEN_FILE) -> list[GoldenCase]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    cases = []
    for raw in doc["cases"]:
        ref = Reference(
            diagnosis=str(raw["ref"]), synonyms=tuple(str(s) for s in raw.get("ref_synonyms", ()))
        )
        cases.append(
            GoldenCase(str(raw["kind"]), ref, str(raw.get("pred") or ""), _EXPECT[raw["expect"]])
        )
    return cases


def evaluate(matcher: DiagnosisMatcher, cases: Sequence[GoldenCase]) -> tuple[float, list[Miss]]:
    """Share of cases where the rule's verdict equals the expected one, and the misses."""
    misses = []
    for case in cases:
        verdict = matcher.match(case.predicted, case.reference)
        if verdict.correct is not case.expected:
            misses.append(Miss(case, verdict.correct, verdict.reason))
    return 1 - len(misses) / max(len(cases), 1), misses


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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("golden", nargs="?", type=Path, default=GOLDEN_FILE)
    parser.add_argument(
        "--negation", choices=("builtin", "negspacy", "medspacy"), default="builtin"
    )
    args = parser.parse_args(argv)
    hooks = {"builtin": lambda: None, "negspacy": negspacy_hook, "medspacy": medspacy_hook}
    matcher = DiagnosisMatcher(
        SynonymTable.from_yaml(SYNONYMS_FILE), negation=hooks[args.negation]()
    )
    cases = load_golden(args.golden)
    agreement, misses = evaluate(matcher, cases)
    for miss in misses:
        print("MISS", miss.line())
    by_kind = Counter(m.case.kind for m in misses)
    print(
        f"golden-set agreement ({args.negation} negation): {agreement:.1%} "
        f"({len(cases) - len(misses)}/{len(cases)})"
        + (f"; misses by kind: {dict(by_kind)}" if misses else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
