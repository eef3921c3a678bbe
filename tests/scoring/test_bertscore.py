"""BERTScore computed offline with the real bert-score package and the packaged MiniLM model."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.bertscore import OFFLINE_MODEL, BertScoreConfig, BertScoreEngine, offline_model_path
from scoring.metrics import default_registry
from vlm.parse import ParsedAnswer

REF = (
    "Periventricular and juxtacortical T2/FLAIR hyperintense lesions disseminated in space, "
    "with one enhancing lesion, support relapsing-remitting multiple sclerosis."
)
PARAPHRASE = (
    "FLAIR shows hyperintense lesions next to the ventricles and the cortex, spread in space, "
    "one of them enhancing, which supports relapsing multiple sclerosis."
)
UNRELATED = "The quarterly sales report shows revenue growth in the retail sector this year."


@pytest.fixture(scope="module")
def engine():
    return BertScoreEngine(BertScoreConfig())


def test_offline_model_ships_in_package() -> None:
    path = offline_model_path()
    assert (path / "config.json").is_file()
    assert path.name == "model"


def test_identical_text_scores_one(engine) -> None:
    (s,) = engine.score([REF], [REF])
    assert s.f1 == pytest.approx(1.0, abs=1e-4)
    assert s.precision == pytest.approx(1.0, abs=1e-4)


def test_paraphrase_beats_unrelated(engine) -> None:
    para, other = engine.score([PARAPHRASE, UNRELATED], [REF, REF])
    assert para.f1 > other.f1 + 0.1
    assert 0.0 < other.f1 < para.f1 < 1.0


def test_engine_is_shared_and_built_once(engine) -> None:
    registry = default_registry()
    metrics = [registry.create(n, engine=engine) for n in ("bertscore", "diagnosis_similarity")]
    engine.score(["a"], ["a"])
    scorer = engine._scorer
    engine.score(["b"], ["b"])
    ref = Reference(diagnosis="Multiple sclerosis", rationale=REF)
    for metric in metrics:
        assert metric(ParsedAnswer(final_diagnosis="MS", rationale=REF), ref).value is not None
    assert engine._scorer is scorer


def test_metric_records_settings_and_handles_missing_text(engine) -> None:
    metric = default_registry().create("bertscore", engine=engine)
    ref = Reference(diagnosis="MS", rationale=REF)
    scores = metric.many(
        [
            ParsedAnswer(rationale=PARAPHRASE),
            ParsedAnswer(raw_text=UNRELATED),
            ParsedAnswer(rationale=REF),
        ],
        [ref, ref, Reference(diagnosis="MS")],
    )
    assert scores[0].parts["bertscore_f1"] is not None
    assert scores[0].value == scores[0].parts["bertscore_f1"]
    assert scores[0].value > scores[1].value  # the raw text is used when no rationale was parsed
    assert scores[1].details["text"] == "whole answer"
    assert scores[2].value is None and scores[2].details["reason"] == "no reference rationale"
    settings = scores[0].settings
    assert settings["model"] == OFFLINE_MODEL
    assert settings["num_layers"] == 6
    assert settings["rescale_with_baseline"] is False
    assert "no baseline" in settings["note"]
    assert metric(ParsedAnswer(rationale=REF), ref).value == pytest.approx(1.0, abs=1e-4)


def test_rescale_without_baseline_stays_off() -> None:
    cfg = BertScoreConfig(rescale=True)
    assert cfg.effective_rescale is False
    assert "no baseline" in cfg.rescale_note
    assert BertScoreConfig(model="roberta-large", rescale=True).effective_rescale is True


def test_diagnosis_similarity_shown_beside_rule(engine) -> None:
    metric = default_registry().create("diagnosis_similarity", engine=engine, threshold=0.9)
    ref = Reference(diagnosis="Multiple sclerosis")
    same, other = metric.many(
        [
            ParsedAnswer(final_diagnosis="multiple sclerosis"),
            ParsedAnswer(final_diagnosis="pituitary adenoma"),
        ],
        [ref, ref],
    )
    assert same.value is not None and other.value is not None
    assert same.value > other.value
    assert same.details["correct"] is True
    assert same.method == "embedding"
