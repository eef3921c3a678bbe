"""Command lines for `python -m scoring.run` against the fake endpoint, shared by the CLI tests."""

from __future__ import annotations

from pathlib import Path


def scoring_run_args(base_url: str, key_env: str, cases: Path, db: Path, *extra: str) -> list[str]:
    """The fake model at its endpoint, quiet, two images a prompt, then `extra`."""
    return [
        "--model",
        "fake/vlm",
        "--base-url",
        base_url,
        "--api-key-env",
        key_env,
        "--cases",
        str(cases),
        "--db",
        str(db),
        "--quiet",
        "--images",
        "2",
        *extra,
    ]
