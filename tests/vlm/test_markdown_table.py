"""Markdown tables in answers (vlm/markdown_table.py): the diagnosis column and the ranking."""

from __future__ import annotations

from vlm.markdown_table import find_tables


def test_header_names_the_diagnosis_column_and_a_rank_column_ranks() -> None:
    text = "Intro.\n\n| Rank | Why | Diagnosis |\n|:-:|---|---|\n| 1 | a | MS |\n| 2 | b | ADEM |\n"
    (table,) = find_tables(text)
    assert table.diagnosis_column() == 2 and table.ranked
    assert table.diagnoses() == ["MS", "ADEM"]
    assert text[table.start : table.end].startswith("| Rank")


def test_a_percentage_column_orders_rows_and_plain_tables_are_unranked() -> None:
    text = "| Diagnosis | Probability |\n|---|---|\n| A | 20% |\n| B | 70% |\n| C | 10% |"
    assert find_tables(text)[0].diagnoses() == ["B", "A", "C"]
    plain = "| Entity | For |\n| --- | --- |\n| A | x |\n| B | y |"
    (table,) = find_tables(plain)
    assert not table.ranked and table.diagnoses() == ["A", "B"]


def test_rows_without_a_rule_row_are_not_a_table() -> None:
    assert find_tables("| a | b |\n| c | d |") == []
    assert find_tables("| Diagnosis |\n|---|\n") == []  # a header alone
