"""The anchor test that skips a pattern never skips one that would match, so the gate's output is
the same with and without it."""

import importlib
import pkgutil
import re

import pytest

import vlm.privacy
from bench.phi_docs import load_set
from bench.phi_set_files import OWN_SETS
from vlm.privacy import Deidentifier, anchors
from vlm.privacy.anchors import fold, matches, may_match, pattern_anchors, start_anchors


def _tuning_texts(every: int = 3) -> list[str]:
    docs = [d for label, path, _ in OWN_SETS if label.startswith("tuning") for d in load_set(path)]
    return [text for d in docs[::every] for _, text in d.fields]


def _privacy_patterns() -> list[re.Pattern[str]]:
    """Every compiled pattern the privacy modules hold, alone or in a list."""
    found: dict[re.Pattern[str], None] = {}
    for info in pkgutil.iter_modules(vlm.privacy.__path__):
        module = importlib.import_module(f"vlm.privacy.{info.name}")
        for value in vars(module).values():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, re.Pattern) and isinstance(item.pattern, str):
                    found[item] = None
    return list(found)


def test_a_skipped_pattern_never_matches_the_text():
    texts = [
        *_tuning_texts(every=6),
        "Sankt-Georg-Straße 4, 80331 München; mail: a.b@example.org; Ward 7B, 12/03",
        "ſeen at ſt. ſwithin's; µg; İstanbul; ΣΟΦΙΑ; 住院号A123456(3)",
    ]
    patterns = _privacy_patterns()
    assert len(patterns) > 100
    assert sum(1 for p in patterns if pattern_anchors(p)) > 50  # most patterns have anchors
    skipped = 0
    for pattern in patterns:
        for text in texts:
            if not may_match(pattern, text):
                skipped += 1
                assert pattern.search(text) is None, (pattern.pattern[:80], text[:80])
    assert skipped > 1000


def test_anchors_are_read_off_the_pattern():
    assert pattern_anchors(re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]+")) == {"@"}
    assert pattern_anchors(re.compile(r"(?i)\b(?:seen at|Dear)\s")) == {"seen", "dear"}
    assert pattern_anchors(re.compile(r"\b[A-Z][a-z]+(?:straat|weg)\b")) == {"stra", "weg"}
    assert pattern_anchors(re.compile(r"\b[A-Z]\w+")) == frozenset()  # nothing rare to find


def test_letters_the_engine_reads_as_one_are_not_skipped():
    pattern = re.compile(r"(?i)\bstreet\b")
    for text in ("ſtreet", "STREET", "Street"):
        assert pattern.search(text) and may_match(pattern, text)
    assert fold("İ") is None  # lower case changes its length: never skipped
    assert may_match(re.compile(r"(?i)xyz"), "İ abc")
    assert not may_match(re.compile(r"(?i)\bxyz"), "abc")


def test_the_gate_finds_the_same_spans_without_anchors(monkeypatch: pytest.MonkeyPatch):
    texts = _tuning_texts(every=10)
    with_anchors = [Deidentifier().find_spans(t) for t in texts]
    monkeypatch.setattr(anchors, "_probes", {})
    monkeypatch.setattr(anchors, "_probe", lambda pattern: anchors._ALWAYS)
    monkeypatch.setattr(anchors, "_starts", {})
    monkeypatch.setattr(anchors, "_start_search", lambda pattern: None)
    without = [Deidentifier().find_spans(t) for t in texts]
    assert with_anchors == without


def test_the_probe_finds_any_anchor():
    pattern = re.compile(r"(?i)\b(?:stra|str\.|strasse|weg|w)\b")
    assert pattern_anchors(pattern) == {"stra", "str.", "weg", "w"}
    for text in ("a w b", "Weg", "STR.", "xstrax"):
        assert may_match(pattern, text)
    assert not may_match(pattern, "abc st. xyz")


def _spans(found: object) -> list[tuple[object, ...]]:
    return [(m.span(), m.groups()) for m in found]  # type: ignore[attr-defined]


def test_matches_are_finditer_s_for_every_pattern():
    texts = [
        *_tuning_texts(every=8),
        "ſeen at ſt. ſwithin's; µg; İstanbul; ΣΟΦΙΑ; 住院号A123456(3)",
        "KELVIN \u212a, her husband Husband HUSBAND, re: Re:",
    ]
    patterns = _privacy_patterns()
    assert sum(1 for p in patterns if start_anchors(p)) > 100  # most say how matches start
    for pattern in patterns:
        for text in texts:
            assert _spans(matches(pattern, text)) == _spans(pattern.finditer(text)), (
                pattern.pattern[:80],
                text[:80],
            )


def test_a_match_starts_only_at_a_start_anchor():
    assert start_anchors(re.compile(r"(?i)\b(?:seen at|Dear)\s")) == {"seen", "dear"}
    assert start_anchors(re.compile(r"(?<![\w-])(?:Mr|Mrs)[A-Z]")) == {"mr", "mrs"}
    assert start_anchors(re.compile(r"\b[A-Z]\w+")) == frozenset()  # a large class first
    assert start_anchors(re.compile(r"x?y")) == {"x", "y"}
    assert start_anchors(re.compile(r"x?")) == frozenset()  # it can match nothing


def test_overlapping_and_frequent_starts_give_finditer_s_matches():
    overlapping, text = re.compile(r"aab|ab"), "aaab ab aab"
    assert _spans(matches(overlapping, text)) == _spans(overlapping.finditer(text))
    # many places where a start anchor stands but no match does: the engine takes over
    frequent = re.compile(r"(?i)\b(?:an|at)\s+(?P<id>[A-Z]\w+)")
    text = "and an ant at Bath " * 200 + "at Leeds"
    found = _spans(matches(frequent, text))
    assert found == _spans(frequent.finditer(text))
    assert found[-1][1] == ("Leeds",)
    lookbehind = re.compile(r"(?<=\d )(?:kg|mg)\b")  # looks before where a start is tried
    assert _spans(matches(lookbehind, "5 mg, x mg, 7 kg")) == [((2, 4), ()), ((14, 16), ())]
