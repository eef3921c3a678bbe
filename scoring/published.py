"""The published Neural-MedBench numbers (scoring/published_results.csv, copied from the shared
reference) beside ours. Every published number keeps its `source` (paper or leaderboard), because
the two sources disagree: they swap the Claude-4-Sonnet and MedGemma-27B rows in all three splits.
Each source is cited (scoring/published_sources.csv): what it is, its URL, the table the numbers
are from, the date it was published and the date the numbers were copied here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd

PUBLISHED_FILE = Path(__file__).with_name("published_results.csv")
SOURCES_FILE = Path(__file__).with_name("published_sources.csv")
SWAP_NOTE = (
    "The paper and the project-page leaderboard swap the Claude 4 Sonnet and MedGemma-27B rows "
    "in all three splits; both are shown with their source, neither is corrected here."
)
# Our split names (data.model.Difficulty) -> the names in the published table.
SPLIT_ALIASES = {"multi_round": "multi_turn"}
COMPARE_COLUMNS = [
    "source",
    "split",
    "model",
    "group",
    "pass@1",
    "pass@5",
    "bertscore",
    "backbone",
    "n",
    "decided by",
]


def load_published(path: Path = PUBLISHED_FILE) -> pd.DataFrame:
    """Published rows with percentages as given (pass_at_1, pass_at_5) and BERTScore (0..1)."""
    return pd.read_csv(path)


@dataclass(frozen=True)
class Citation:
    """Where one source's published numbers come from."""

    source: str  # the value of the `source` column of the published rows
    title: str
    url: str
    table: str  # which table (or page section) holds the numbers
    published: str  # ISO date the source was published
    copied: str  # ISO date the numbers were copied into NeuroLens

    def markdown(self) -> str:
        """One line: '**paper**: title, table, <url>, published ..., copied ...'."""
        return (
            f"**{self.source}**: {self.title}; {self.table}; <{self.url}> "
            f"(published {self.published}, numbers copied {self.copied})"
        )


def load_citations(path: Path = SOURCES_FILE) -> dict[str, Citation]:
    """Every published source's citation, by source name."""
    df = pd.read_csv(path, dtype=str).fillna("")
    return {
        str(r["source"]): Citation(**{str(k): str(v) for k, v in r.items()})
        for _, r in df.iterrows()
    }


def citations_markdown(published: pd.DataFrame | None = None) -> str:
    """The sources of the published rows, one line each, in the order they appear; a source
    without a citation says so rather than passing silently."""
    pub = load_published() if published is None else published
    cited = load_citations()
    lines = []
    for name in dict.fromkeys(str(s) for s in pub["source"]):
        found = cited.get(name)
        lines.append(f"- {found.markdown()}" if found else f"- **{name}**: source not recorded")
    return "Published numbers, by source:\n" + "\n".join(lines)


def comparison_table(ours: pd.DataFrame, published: pd.DataFrame | None = None) -> pd.DataFrame:
    """Our per model x split summary (scoring.summary.summarise with by=model,split) stacked on
    the published rows; pass@k in percent, `source` 'ours' or the publication, n where known."""
    pub = load_published() if published is None else published
    rows = []
    if "judged" in ours.columns:  # a group without a judged sample has no pass@k row
        ours = ours[ours["judged"].fillna(0).astype(int) > 0]
    # a model run with several settings gets one row per settings fingerprint, named apart
    several = (
        set(ours.groupby("model")["fingerprint"].nunique().loc[lambda x: x > 1].index)
        if {"model", "fingerprint"} <= set(ours.columns) and len(ours)
        else set()
    )
    for d in ours.to_dict("records"):
        n = d.get("n_min")
        model = str(d["model"])
        if model in several:
            model = f"{model} · {d.get('fingerprint')}"
        rows.append(
            {
                "source": "ours",
                "split": SPLIT_ALIASES.get(str(d["split"]), str(d["split"])),
                "model": model,
                "group": str(d.get("settings") or ""),
                "pass@1": _pct(d.get("pass@1")),
                "pass@5": _pct(d.get("pass@5")),
                "bertscore": _num(d.get("bertscore_f1")),
                "backbone": str(d.get("bertscore_model") or ""),
                "n": "" if n is None or pd.isna(n) else _n_text(n, d.get("n_max")),
                "decided by": str(d.get("decided_by") or ""),
            }
        )
    for r in pub.itertuples(index=False):
        rows.append(
            {
                "source": r.source,
                "split": r.split,
                "model": r.model,
                "group": "" if pd.isna(r.group) else r.group,
                "pass@1": _num(r.pass_at_1),
                "pass@5": _num(r.pass_at_5),
                "bertscore": _num(r.bertscore),
                "backbone": "",  # the publications do not say which
                "n": "",
                "decided by": "",
            }
        )
    return pd.DataFrame(rows, columns=COMPARE_COLUMNS)


def _num(v: object) -> float | None:
    if v is None or (isinstance(v, float) and pd.isna(v)):
        return None
    return float(v)  # type: ignore[arg-type]


def _pct(v: object) -> float | None:
    x = _num(v)
    return None if x is None else round(100 * x, 1)


def _n_text(lo: object, hi: object) -> str:
    lo_i = int(lo)  # type: ignore[call-overload]
    hi_i = lo_i if hi is None or pd.isna(hi) else int(hi)  # type: ignore[call-overload]
    return str(lo_i) if lo_i == hi_i else f"{lo_i}-{hi_i}"
