"""The Dashboard's suggestion figures as shown: acceptance in percent, kappa, counts, '—' where a
figure is undefined, and a note instead of an empty table before any suggestion exists."""

from __future__ import annotations

from pathlib import Path

from annotator.events import save_label, utc_now
from annotator.suggestions import record_response, save_suggestion
from annotator.taxonomy import load_taxonomy
from store.database import Store
from store.suggestions import SuggestionEvent
from tests.support.label_samples import add_answer
from ui.dashboard.suggestions import NONE_YET, suggestion_outputs, suggestion_table

TAX = load_taxonomy()


def test_the_table_counts_accepted_and_overridden(tmp_path: Path) -> None:
    with Store.open(tmp_path / "d.duckdb") as store:
        assert suggestion_outputs(store, TAX)[1] == NONE_YET
        for i, (suggested, human) in enumerate(
            [("reasoning", "reasoning"), ("reasoning", "perceptual")]
        ):
            sid = add_answer(store, f"r{i}", 0, "m/x", f"c{i}", "dx", "Answer.")
            event = SuggestionEvent(f"s{i}", sid, utc_now(), suggested, "Why.", "g/judge", "v1")
            save_suggestion(store, event, TAX)
            label = save_label(
                store, sample_id=sid, annotator="ana", category=human, taxonomy=TAX,
                base_revision=None,
            )  # fmt: skip
            record_response(store, event, label, "blind")
        table = suggestion_table(store, TAX).set_index("category")
    assert table.loc["reasoning", "suggested"] == 2
    assert table.loc["reasoning", "accepted"] == 1
    assert table.loc["reasoning", "acceptance %"] == "50"
    assert table.loc["reasoning", "blind"] == 2
    assert table.loc["all", "Cohen's kappa"] == "0.00"  # 1 of 2 agree, chance agreement 1/2
