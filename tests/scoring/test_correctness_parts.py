"""The rule's parts: spelling folds, typo distance, qualifiers, the hierarchy, the Chinese names."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, DiagnosisMatcher, SynonymTable, load_matcher
from scoring.rule.cues import NEGATED
from scoring.rule.qualifiers import contradiction, read_qualifiers
from scoring.rule.text import keys, tokenize, within_one_edit


@pytest.mark.parametrize(
    ("british", "american"),
    [
        ("haemorrhage", "hemorrhage"),
        ("oedema", "edema"),
        ("tumours", "tumor"),
        ("ischaemic", "ischemic"),
        ("leukaemia", "leukemia"),
        ("paediatric", "pediatric"),
        ("leucoencephalopathy", "leukoencephalopathy"),
        ("behavioural", "behavioral"),
        ("infarction", "infarct"),
    ],
)
def test_british_and_american_spelling_fold_together(british: str, american: str) -> None:
    assert keys(british) == keys(american)


def test_one_edit_only() -> None:
    assert within_one_edit("guillan", "guillain")  # deletion
    assert within_one_edit("alzhiemer", "alzheimer")  # swap
    assert within_one_edit("glioblastma", "glioblastoma")
    assert not within_one_edit("neurocystercosis", "neurocysticercosis")  # two edits


def test_qualifiers_in_english_and_chinese() -> None:
    got = read_qualifiers(tokenize("left frontotemporal lesion in the MCA territory"))
    stated = {k: v for k, v in got.items() if v}
    assert stated == {"side": {"left"}, "territory": {"MCA"}, "lobe": {"frontal", "temporal"}}
    zh = read_qualifiers(tokenize("右侧额颞叶大脑后动脉"))
    stated = {k: v for k, v in zh.items() if v}
    assert stated == {"side": {"right"}, "territory": {"PCA"}, "lobe": {"frontal", "temporal"}}
    assert contradiction({"side": {"left"}}, {"side": {"right"}}) is not None
    assert contradiction({"side": {"left"}}, {"side": {"left", "right"}}) is None
    assert contradiction({"side": {"left"}}, {"side": set()}) is None


def test_table_is_a_tree_with_chinese_names_for_every_entry() -> None:
    table = SynonymTable.from_yaml(SYNONYMS_FILE)
    assert [e.id for e in table.entries.values() if not e.zh] == []
    assert table.relation("rrms", "ms") == "specific"
    assert table.relation("ms", "rrms") == "generic"
    assert table.relation("spms", "rrms") == "sibling"
    assert table.relation("chronic_sdh", "acute_sdh") == "sibling"
    assert table.relation("gbm", "meningioma") == "sibling"
    assert table.relation("ms", "gbm") == "other"
    assert table.facets("mca_infarct") == {"mechanism": "ischemic", "territory": "MCA"}


def test_every_name_finds_its_own_entry() -> None:
    matcher = load_matcher(SYNONYMS_FILE)
    table = matcher.table
    wrong = []
    for name, entry_id in table.names():
        if name in table.ambiguous:
            continue
        verdict = matcher.match(name, Reference(diagnosis=table.entries[entry_id].names[0]))
        if verdict.correct is not True:
            wrong.append((name, verdict.reason))
    assert wrong == []


def test_an_external_negation_detector_replaces_the_english_cues() -> None:
    table = SynonymTable.from_yaml(SYNONYMS_FILE)
    calls: list[str] = []

    def says_negated(text: str, start: int, end: int) -> str:
        calls.append(text[start:end])
        return NEGATED

    matcher = DiagnosisMatcher(table, negation=says_negated)
    ms = Reference(diagnosis="Multiple sclerosis")
    assert matcher.match("Multiple sclerosis", ms).correct is False
    assert calls == ["Multiple sclerosis"]
    assert matcher.match("多发性硬化", ms).correct is True  # Chinese keeps the built-in cues
