"""`python -m bench.privacy [N] [SEED]`: the privacy gate's recall per identifier kind and
precision per detector kind on N generated notes and EHR records (tests/support/privacy_notes.py,
five locales), detectors alone and with the case's own EHR values, plus the share of clinical
terms (eponyms included) that survive. `python -m bench privacy` gives the short rows."""

from __future__ import annotations

import sys
import time

from bench.table import Row


def run(n: int = 250, seed: int = 11) -> list[Row]:
    from tests.support.privacy_notes import evaluate, generate_documents

    docs = generate_documents(n, seed)
    started = time.perf_counter()
    ev = evaluate(docs)
    per_doc = 1000 * (time.perf_counter() - started) / n
    rows = [
        Row(f"privacy recall: {kind}", 100 * t.recall, "%", target=">= 99%", note=f"{t.gold} spans")
        for kind, t in ev.recall.items()
    ]
    rows += [
        Row(f"privacy precision: {kind}", 100 * t.precision, "%", note=f"{t.predicted} found")
        for kind, t in sorted(ev.precision.items())
    ]
    rows.append(Row("privacy: clinical terms kept", 100 * ev.term_survival, "%", target=">= 98%"))
    found, chars, _ = false_alarms()
    rows.append(
        Row("privacy: spans in identifier-free text", found, "", note=f"{chars:,} characters")
    )
    rows.append(Row("privacy: scrub time per document", per_doc, "ms", note=f"{n} documents"))
    return rows


def false_alarms() -> tuple[int, int, list[str]]:
    """Spans found in text that holds no identifier: the prompt template, the hand-written
    example answers (clinical prose), the diagnosis synonyms (full of eponyms), the rubric, the
    error taxonomy and the clinical-term list. Each one is a false positive."""
    from pathlib import Path

    from tests.support.privacy_notes import CLINICAL_TERMS
    from vlm.privacy import Deidentifier

    root = Path(__file__).resolve().parent.parent
    texts = [p.read_text(encoding="utf-8") for p in sorted((root / "vlm/templates").glob("*"))]
    for name in (
        "vlm/example_answers.yaml",
        "scoring/synonyms.yaml",
        "scoring/rubrics/neurology_v1.yaml",
        "annotator/taxonomy.yaml",
    ):
        texts.append((root / name).read_text(encoding="utf-8"))
    texts.append(". ".join(CLINICAL_TERMS))
    scrubber = Deidentifier()
    hits = [t[s.start : s.end] for t in texts for s in scrubber.find_spans(t)]
    return len(hits), sum(len(t) for t in texts), hits


def main(argv: list[str]) -> int:
    from tests.support.privacy_notes import LOCALES, evaluate, generate_documents

    n = int(argv[0]) if argv else 250
    seed = int(argv[1]) if len(argv) > 1 else 11
    docs = generate_documents(n, seed)
    print(
        f"{n} documents (an EHR record and a clinic letter each), seed {seed}, {', '.join(LOCALES)}"
    )
    print("\n## Detectors alone (the case's own EHR values not used)\n")
    print(evaluate(docs).table())
    print("\n## As in the app (the scrubber also knows the case's identifying EHR values)\n")
    print(evaluate(docs, use_case_identifiers=True).table())
    found, chars, hits = false_alarms()
    print(
        f"\nIdentifier-free text (template, example answers, synonyms, rubric, taxonomy, "
        f"clinical terms; {chars:,} "
        f"characters): {found} spans found {hits[:10]}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
