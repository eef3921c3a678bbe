"""Markdown tables in a model's answer: which column names the diagnoses and whether the table
ranks them (a rank, order or probability column, or ranks 1, 2, 3 in its first column)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_ROW = re.compile(r"^[ \t]*\|(?P<cells>.*)\|[ \t]*$", re.M)
_RULE_CELL = re.compile(r"^\s*:?-+:?\s*$")
_DIAGNOSIS_HEADER = re.compile(
    r"diagnos|differential|ddx|condition|entity|disease|etiolog|aetiolog|诊断|疾病|"
    r"diagnóstico|enfermedad|diagnose|erkrankung|diagnostic|maladie|hypoth",
    re.I,
)
_RANK_HEADER = re.compile(
    r"^(?:#|no\.?|nr\.?|n\.?º)$|rank|order|probab|likel|%|chance|可能|排序|顺位|rang|reihenfolge|"
    r"wahrscheinlich|orden|probabilidad|probabilité|ordre",
    re.I,
)
_NUMBER = re.compile(r"^\s*\(?(\d+(?:[.,]\d+)?)\s*%?\)?[.)]?\s*$")


_LEVELS = (  # words of a likelihood column, lowest first, in the five languages read
    (r"very low|unlikely|remote|muy baja|sehr gering|très faible|极低|很低", 1),
    (r"low|baja|gering|niedrig|faible|低", 2),
    (r"moderate|intermediate|medium|possible|moderada|media|mittel|modérée|moyenne|中", 3),
    (r"high|likely|probable|alta|hoch|élevée|forte|高", 4),
    (r"very high|most likely|muy alta|sehr hoch|très élevée|极高|很高", 5),
)


def _level(cell: str) -> int | None:
    """The likelihood level a cell states in words, or None."""
    text = cell.strip().strip("*_").strip().lower()
    found = None
    for words, level in _LEVELS:
        if re.fullmatch(rf"(?:{words})", text):
            found = level
    return found


@dataclass(frozen=True)
class Table:
    """One table: header cells, body rows (cells), and where it stands in the answer."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    start: int
    end: int

    def _column(self, pattern: re.Pattern[str]) -> int | None:
        return next((i for i, h in enumerate(self.header) if pattern.search(h.strip())), None)

    def diagnosis_column(self) -> int:
        """The column headed as a diagnosis, else the first that is not a number."""
        col = self._column(_DIAGNOSIS_HEADER)
        if col is not None:
            return col
        for i in range(len(self.header)):
            if not all(_NUMBER.match(r[i]) for r in self.rows if i < len(r)):
                return i
        return 0

    @property
    def ranked(self) -> bool:
        first = [r[0] for r in self.rows if r]
        numbered = len(first) >= 2 and [_NUMBER.match(c) for c in first].count(None) == 0
        return numbered or self._column(_RANK_HEADER) is not None

    def order(self) -> list[int]:
        """Row indices in ranked order: by a percentage column when every row has one, else as
        written."""
        col = self._column(_RANK_HEADER)
        if col is not None and col != self.diagnosis_column():
            values = [_NUMBER.match(r[col]) if col < len(r) else None for r in self.rows]
            cells = [r[col] if col < len(r) else "" for r in self.rows]
            if all(values) and any("%" in c for c in cells):
                nums = [float(v.group(1).replace(",", ".")) for v in values if v]
                return sorted(range(len(self.rows)), key=lambda i: -nums[i])
            levels = self._likelihood_levels()
            if levels is not None:
                return sorted(range(len(self.rows)), key=lambda i: -levels[i])
        return list(range(len(self.rows)))

    def _likelihood_levels(self) -> list[int] | None:
        """Each row's likelihood in words ('high', 'low'), when the ranking column (not the
        diagnosis column) states one in every row; else None."""
        col = self._column(_RANK_HEADER)
        if col is None or col == self.diagnosis_column():
            return None
        levels = [_level(r[col]) if col < len(r) else None for r in self.rows]
        if not levels or any(v is None for v in levels):
            return None
        return [v for v in levels if v is not None]

    @property
    def top_tied(self) -> bool:
        """Whether the likelihood column gives its highest level to two rows or more ('high',
        'high', 'low'): the table then ranks none of them first."""
        levels = self._likelihood_levels()
        return levels is not None and levels.count(max(levels)) > 1

    def diagnoses(self) -> list[str]:
        col = self.diagnosis_column()
        names = [self.rows[i][col].strip() for i in self.order() if col < len(self.rows[i])]
        return [n for n in names if n]


def _cells(row: str) -> tuple[str, ...]:
    return tuple(c.strip().strip("*_ ") for c in row.split("|"))


def find_tables(text: str) -> list[Table]:
    """Every table with a header row and a rule row (| --- |) under it."""
    tables: list[Table] = []
    rows = list(_ROW.finditer(text))
    i = 0
    while i + 1 < len(rows):
        head, rule = rows[i], rows[i + 1]
        contiguous = text[head.end() : rule.start()].strip() == ""
        if not (contiguous and all(_RULE_CELL.match(c) for c in rule.group("cells").split("|"))):
            i += 1
            continue
        body: list[tuple[str, ...]] = []
        j, last = i + 2, rule
        while j < len(rows) and text[last.end() : rows[j].start()].strip() == "":
            body.append(_cells(rows[j].group("cells")))
            last = rows[j]
            j += 1
        if body:
            tables.append(Table(_cells(head.group("cells")), tuple(body), head.start(), last.end()))
        i = j
    return tables
