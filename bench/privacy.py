"""`python -m bench.privacy [N] [SEED]`: the privacy gate measured three ways.

1. Hand-written documents through the gate as the prompt path runs it (bench/phi_sets.py):
   the outside dev set (../shared/eval/phi_dev.jsonl, written outside the team; rules were
   tuned on it, so an optimistic figure), our own frozen set (tests/vlm/data/phi_frozen.jsonl,
   written before the gate was tuned, never tuned on; only its counts are printed), our own
   tuning set (tests/vlm/data/phi_tuning.jsonl, an upper bound), a second frozen and tuning pair
   written later by another hand (phi_frozen_b.jsonl, phi_tuning_b.jsonl), a prose-heavy tuning
   set (phi_tuning_c.jsonl) and the N generated documents (bench/privacy_notes.py, an
   upper bound: written with the detectors), each with identifiers removed per kind and per
   language, clinical terms kept, false redactions per
   1,000 words and the gate's time per 1,000 characters; false redactions are also counted by
   class (placeholder kind, detector, language, field, shape: bench/false_classes.py), for the
   held-back sets as counts only, and summed over every held-back set.
2. The generated documents' recall per generator kind and precision per detector kind.
3. Spans found in the repository's identifier-free clinical text.

`python -m bench privacy` gives the short rows."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from bench.table import Row, format_table

_TARGET = {"clinician": ">= 95%", "institution": ">= 95%"}


def run(n: int = 250, seed: int = 11) -> list[Row]:
    rows: list[Row] = []
    scores = set_scores(n, seed)
    for label, s, _ in scores:
        rows += set_rows(label, s)
    rows += set_rows(POOLED, pool_held_back(scores))
    rows.append(slowest_held_back(scores))
    found, chars, _ = false_alarms()
    rows.append(
        Row("privacy: spans in identifier-free text", found, "", note=f"{chars:,} characters")
    )
    worst, which = adversarial_ms()
    rows.append(
        Row(
            "privacy: gate time, worst adversarial text",
            worst,
            "ms",
            target="< 20 ms",
            note=f"CPU per 1,000 characters, {which}",
        )
    )
    return rows


def _unique_names(n: int) -> list[str]:
    """n different invented capitalised words, so that no word's frequency lookup is cached."""
    letters = "bdklmnrstv"
    return [
        f"Qu{letters[i // 100 % 10]}{letters[i // 10 % 10]}{letters[i % 10]}ham" for i in range(n)
    ]


ADVERSARIAL = {
    "capitals": "ABCDEF GHIJK LMNOP " * 2000,
    "first names": "Anna Berta Carla Dora Emil " * 1500,
    "hyphen chain": "Jean-Pierre-Marie-" * 2000,
    "digits": "1234 5678 9012 " * 2000,
    "Chinese run": "患者陈秀英于三月入院右侧肢体无力" * 1000,
    "initials": "A. " * 10000,
    "lower-case relations": "daughter maureen " * 2000,
    "rare words after place words": " ".join(
        f"the patient was seen at {name} and" for name in _unique_names(1000)
    ),
}


def adversarial_ms() -> tuple[float, str]:
    """The gate's worst CPU time per 1,000 characters over long texts built to make patterns
    backtrack (a regular expression that backtracks turns a long note into minutes)."""
    import time

    from vlm.privacy import Deidentifier

    scrubber = Deidentifier()
    # loads what a first note loads once (jieba's dictionary, the English word frequencies)
    scrubber.find_spans("warm up: Anna, 患者 1234 5678; the patient was seen at Quarrendon")
    worst, which = 0.0, ""
    for name, text in ADVERSARIAL.items():
        started = time.process_time()
        scrubber.find_spans(text)
        ms = 1e6 * (time.process_time() - started) / len(text)
        if ms > worst:
            worst, which = ms, name
    return worst, which


def set_scores(n: int = 250, seed: int = 11) -> list[tuple[str, object, bool]]:
    """(label, score, upper bound?) for the dev set (when present), the frozen and generated."""
    from bench.phi_docs import generated_set, load_set
    from bench.phi_set_files import DEV_SET, OWN_SETS
    from bench.phi_sets import score

    out: list[tuple[str, object, bool]] = []
    if DEV_SET.exists():
        out.append(("dev", score(load_set(DEV_SET)), False))
    out += [(label, score(load_set(path)), upper) for label, path, upper in OWN_SETS]
    out.append((f"generated {n}", score(generated_set(n, seed)), True))
    return out


POOLED = "every held-back set together"


def pool_held_back(scores: list[tuple[str, object, bool]]) -> object:
    """The frozen sets as one: the figure least moved by one set's quirks."""
    from bench.phi_sets import Score, pool_scores

    return pool_scores(
        s for label, s, _ in scores if label.startswith("frozen") and isinstance(s, Score)
    )


def slowest_held_back(scores: Sequence[tuple[str, object, bool]]) -> Row:
    """The held-back set the gate reads slowest: pooled time hides one slow kind of note."""
    from bench.phi_sets import Score

    times = [
        (s.ms_per_1000_chars, label)
        for label, s, _ in scores
        if label.startswith("frozen") and isinstance(s, Score)
    ]
    ms, label = max(times)
    return Row(
        "privacy: gate time, slowest held-back set",
        ms,
        "ms",
        target="< 20 ms",
        note=f"CPU per 1,000 characters, best of 3, {label} (of {len(times)})",
    )


def set_rows(label: str, s: object) -> list[Row]:
    """Rows of one scored set: per kind, per language, terms, false redactions, time."""
    from bench.phi_sets import Score

    assert isinstance(s, Score)
    rows = [
        Row(
            f"privacy {label}: {kind}",
            100 * t.share,
            "%",
            target=_TARGET.get(kind, ">= 97%"),
            note=f"{t.total} identifiers",
        )
        for kind, t in s.by_kind.items()
        if t.total
    ]
    rows += [
        Row(f"privacy {label}: {lang}", 100 * t.share, "%", target=">= 97%", note=f"{t.total}")
        for lang, t in s.by_language.items()
    ]
    rows.append(
        Row(
            f"privacy {label}: clinical terms kept",
            100 * s.terms.share,
            "%",
            target=">= 99%",
            note=f"{s.terms.total} terms",
        )
    )
    rows.append(
        Row(
            f"privacy {label}: false redactions per 1,000 words",
            s.false_per_1000_words,
            "",
            target="<= 1",
            note=f"{len(s.false_redactions)} in {s.words:,} words",
        )
    )
    rows.append(
        Row(
            f"privacy {label}: gate time per 1,000 characters",
            s.ms_per_1000_chars,
            "ms",
            target="< 20 ms",
            note=f"{s.chars:,} characters, CPU time, best of 3",
        )
    )
    return rows


def false_alarms() -> tuple[int, int, list[str]]:
    """Spans found in text that holds no identifier: the prompt template, the hand-written
    example answers (clinical prose), the diagnosis synonyms (full of eponyms), the rubric, the
    error taxonomy and the clinical-term list. Each one is a false positive."""
    from vlm.privacy import Deidentifier

    texts = false_alarm_texts()
    scrubber = Deidentifier()
    hits = [t[s.start : s.end] for t in texts for s in scrubber.find_spans(t)]
    return len(hits), sum(len(t) for t in texts), hits


def false_alarm_texts() -> list[str]:
    """The identifier-free texts false_alarms reads."""
    from pathlib import Path

    from bench.privacy_notes import CLINICAL_TERMS

    root = Path(__file__).resolve().parent.parent
    texts = [p.read_text(encoding="utf-8") for p in sorted((root / "vlm/templates").glob("*"))]
    for name in (
        "vlm/example_answers.yaml",
        "scoring/synonyms.yaml",
        "scoring/rubrics/neurology_v1.yaml",
        "annotator/taxonomy.yaml",
    ):
        texts.append((root / name).read_text(encoding="utf-8"))
    texts.extend(
        p.read_text(encoding="utf-8") for p in sorted((root / "scoring/entries").glob("*"))
    )
    texts.append(". ".join(CLINICAL_TERMS))
    return texts


def main(argv: list[str]) -> int:
    from bench.false_classes import class_table
    from bench.phi_sets import Score, score_table
    from bench.privacy_notes import LOCALES, generate_documents
    from bench.privacy_notes_eval import evaluate

    n = int(argv[0]) if argv else 250
    seed = int(argv[1]) if len(argv) > 1 else 11
    print("## Hand-written documents through the gate (as the prompt path runs it)\n")
    rows: list[Row] = []
    scores = set_scores(n, seed)
    for label, s, upper in scores:
        assert isinstance(s, Score)
        # the frozen sets are held back: their counts are printed, never their strings
        held_back = label.startswith("frozen")
        print(score_table(label, s, upper_bound=upper, examples=not held_back) + "\n")
        rows += set_rows(label, s)
    pooled = pool_held_back(scores)
    assert isinstance(pooled, Score)
    print(score_table(POOLED, pooled, examples=False) + "\n")
    rows += set_rows(POOLED, pooled)
    rows.append(slowest_held_back(scores))
    print("### False redactions of every held-back set together (classes, no strings)\n")
    print(class_table(pooled.false_classes) + "\n")
    print(format_table(rows))
    docs = generate_documents(n, seed)
    print(
        f"\n## Generated: {n} documents (an EHR record and a clinic letter each), seed {seed}, "
        f"{', '.join(LOCALES)}; an upper bound"
    )
    print("\n### Detectors alone (the case's own EHR values not used)\n")
    print(evaluate(docs).table())
    found, chars, hits = false_alarms()
    print(
        f"\nIdentifier-free text (template, example answers, synonyms, rubric, taxonomy, "
        f"clinical terms; {chars:,} characters): {found} spans found {hits[:10]}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
