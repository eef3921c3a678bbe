"""The Scores and Leaderboard tabs' paired comparison: model choices from judged samples, one row
per shared fingerprint, and a reason instead of a number when the models share no settings."""

from __future__ import annotations

import pandas as pd

from tests.scoring.test_paired import CONSTRUCTED, _table
from ui.paired import model_choices, paired_view


def test_a_table_row_and_sentence_per_shared_fingerprint() -> None:
    samples = pd.concat(
        [_table(CONSTRUCTED[:60], "fp1"), _table(CONSTRUCTED[60:], "fp2")], ignore_index=True
    )
    assert model_choices(samples) == ["A", "B"]
    table, said = paired_view(samples, "A", "B")
    assert list(table["tasks"]) == [83, 60]  # most shared tasks first, never pooled (143)
    assert said.count("evidence") == 2 and "on these 83 tasks" in said
    assert {"A right alone", "B right alone", "McNemar p", "95% CI"} <= set(table.columns)


def test_no_shared_fingerprint_and_missing_choices_say_why() -> None:
    a = _table(CONSTRUCTED[:10], "fp1")
    b = _table(CONSTRUCTED[:10], "fp2")
    samples = pd.concat([a[a["model"] == "A"], b[b["model"] == "B"]], ignore_index=True)
    table, said = paired_view(samples, "A", "B")
    assert table is None and "share no task under one settings fingerprint" in said
    assert paired_view(samples, "A", None) == (None, "_Choose two models._")
