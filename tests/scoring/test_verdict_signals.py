"""The signals a verdict records about its own footing, and the per-signal precision table."""

from __future__ import annotations

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher
from scoring.rule.evaluate import GoldenCase
from scoring.rule.signal_table import signal_counts
from scoring.rule.verdict_signals import VerdictSignals, reason_kind, signals_of
from vlm.parse import parse_answer


def _signals(answer: str, reference: str) -> VerdictSignals:
    matcher = load_matcher(SYNONYMS_FILE)
    parsed = parse_answer(answer)
    ref = Reference(diagnosis=reference)
    verdict = matcher.match(parsed.final_diagnosis, ref, parsed.language, answer)
    return signals_of(matcher, parsed, ref, verdict)


def test_json_conclusion_is_its_own_tier() -> None:
    answer = '{"final_diagnosis": "Glioblastoma", "differential": ["Lymphoma", "Metastasis"]}'
    signals = _signals(answer, "Glioblastoma")
    assert signals.tier == "json"
    assert signals.name_match == "own"


def test_typo_match_is_recorded() -> None:
    signals = _signals("Meningoima of the falx", "Meningioma")
    assert signals.name_match == "typo"


def test_table_synonym_is_told_from_the_reference_own_name() -> None:
    signals = _signals("Relapsing MS", "Multiple sclerosis")
    assert signals.name_match == "table"


def test_many_diseases_in_the_reasoning_are_counted() -> None:
    answer = (
        "The ring lesion could be an abscess, a glioblastoma, a metastasis, lymphoma or "
        "toxoplasmosis. Restricted diffusion in the core settles it.\n\nFinal answer: abscess"
    )
    signals = _signals(answer, "Brain abscess")
    assert signals.tier == "label"
    assert signals.diseases == "4+"
    assert signals.span_share == "part"


def test_reason_kind_drops_the_quoted_names() -> None:
    assert reason_kind("names a different diagnosis: 'lymphoma'; judged: x") == (
        "names a different diagnosis"
    )
    assert reason_kind("'MS' named only as a lower-ranked alternative ('than')") == (
        "X named only as a lower-ranked alternative"
    )
    assert reason_kind("matched 'glioblastoma'; judged: \u201cGBM\u201d") == "matched X"
    assert reason_kind("no single diagnosis committed (a list: A, B)") == (
        "no single diagnosis committed"
    )


def test_signal_counts_split_right_and_wrong_decisions() -> None:
    cases = [
        GoldenCase("t", Reference(diagnosis="Meningioma"), "Meningioma", True),
        GoldenCase("t", Reference(diagnosis="Meningioma"), "Schwannoma", True),  # wrong
        GoldenCase("t", Reference(diagnosis="Meningioma"), "I cannot tell", False),  # a refusal
    ]
    decided, right = signal_counts(load_matcher(SYNONYMS_FILE), cases)
    assert decided[("verdict", "correct")] == 1
    assert right[("verdict", "correct")] == 1
    assert decided[("verdict", "incorrect")] == 2
    assert right[("verdict", "incorrect")] == 1
    assert sum(n for (k, _), n in decided.items() if k == "tier") == 3
