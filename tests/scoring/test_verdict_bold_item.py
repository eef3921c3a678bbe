"""One bold item in a numbered or bulleted differential is the model's pick; bold headings,
a bold "less likely" item, or several bold items leave the list as it was."""

from __future__ import annotations

from tests.support.verdicts import judge, verdict
from vlm.bold_item import bold_item

_PICKED = (
    "**Findings**: T2-bright, non-enhancing lesion of the dorsal pons and middle cerebellar"
    " peduncles.\n\n**Differential:**\n- Wallerian degeneration\n- **Osmotic demyelination**"
    " (recent sodium correction)\n- Pontine infarct"
)


def test_the_bold_item_is_judged() -> None:
    assert verdict(_PICKED, "Osmotic demyelination syndrome") is True
    assert verdict(_PICKED, "Pontine infarction") is False
    assert "Osmotic demyelination" in judge(_PICKED, "Pontine infarction").reason


def test_every_item_bold_picks_none() -> None:
    answer = "1. **Glioblastoma**\n2. **Lymphoma**\n3. **Metastasis**"
    assert bold_item(answer) is None


def test_a_bold_lowering_label_picks_none() -> None:
    answer = "1. Glioblastoma\n2. **Less likely:** lymphoma\n3. Metastasis"
    assert bold_item(answer) is None


def test_bold_outside_the_list_picks_none() -> None:
    answer = "**Differential diagnosis**\n- Glioblastoma\n- Lymphoma"
    assert bold_item(answer) is None
