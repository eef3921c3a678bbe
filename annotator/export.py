"""Export and import the label log (every event, full history).

    python -m annotator.export --db var/neurolens.duckdb --format csv --out labels.csv
    python -m annotator.export import --db var/neurolens.duckdb labels.csv

Import merges by event id: importing the same file twice, or a file that overlaps the
database, adds only the events that are new. CSV stores tags and evidence as JSON text.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from annotator.export_context import export_with_context
from annotator.taxonomy import Taxonomy, load_taxonomy
from data.errors import NeuroLensError
from store.cli_access import open_for_cli
from store.database import Store
from store.labels import EVENT_COLUMNS, VERDICTS

FORMATS = ("csv", "parquet", "jsonl")


def _literal(path: Path) -> str:
    return "'" + str(path).replace("'", "''") + "'"


def _format_of(path: Path, given: str | None) -> str:
    if given:
        return given
    suffix = path.suffix.lower().lstrip(".")
    found = {"csv": "csv", "parquet": "parquet", "jsonl": "jsonl", "json": "jsonl"}.get(suffix)
    if found is None:
        raise NeuroLensError(f"{path}: cannot tell the format from the name; pass --format")
    return found


def export_events(store: Store, out: Path, fmt: str) -> int:
    """Write every label event, oldest first, with its context (model, run settings, case,
    task, question, answer, reference, verdict, scores, evidence; UTC times with offset);
    returns how many. `import` reads the event columns back and ignores the rest."""
    if fmt not in FORMATS:
        raise NeuroLensError(f"format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    return export_with_context(store, str(out), fmt)


def _reader(path: Path, fmt: str) -> str:
    if fmt == "csv":
        return f"read_csv({_literal(path)}, all_varchar = true, header = true)"
    if fmt == "parquet":
        return f"read_parquet({_literal(path)})"
    columns = ", ".join(
        f"'{c}': '{'VARCHAR[]' if c == 'tags' else 'JSON' if c == 'evidence' else 'VARCHAR'}'"
        for c in EVENT_COLUMNS
    )
    return f"read_json({_literal(path)}, format = 'newline_delimited', columns = {{{columns}}})"


def _file_problem(exc: Exception) -> str:
    """DuckDB's complaint about a file, in one line: a missing column is named as such (the
    file is most likely not a label export); the rest is its first line, without the SQL."""
    first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
    missing = re.search(r'Referenced column "([^"]+)" not found', first)
    if missing:
        return f"no column '{missing.group(1)}' (is it a label export?); nothing was imported"
    return f"{first}; nothing was imported"


def _line_name(fmt: str, row: int) -> str:
    """Where a row is in its file: a line of JSON lines, a data row of CSV (a quoted field may
    span physical lines) or Parquet."""
    return f"line {row}" if fmt == "jsonl" else f"row {row}"


def check_categories(store: Store, path: Path, fmt: str, taxonomy: Taxonomy) -> None:
    """Refuse a file holding a category or sub-type the taxonomy does not have (or a verdict
    that is not correct/incorrect): one line naming the first bad line, nothing imported."""
    try:
        rows = store.query(
            "SELECT row_number() OVER () AS rn, coalesce(nullif(role::TEXT, ''), 'label'), "
            "nullif(action::TEXT, ''), nullif(category::TEXT, ''), nullif(subtype::TEXT, '') "
            f"FROM {_reader(path, fmt)}"
        )
    except Exception as exc:  # duckdb errors about the file's content
        raise NeuroLensError(f"{path}: cannot read label events: {_file_problem(exc)}") from exc
    for rn, role, action, category, subtype in rows:
        if action == "retract" and category is None:
            continue
        where = f"{path} {_line_name(fmt, int(rn))}"
        if role == "verdict":
            if category not in VERDICTS:
                raise NeuroLensError(
                    f"{where}: verdict {category!r} is not one of {', '.join(VERDICTS)}; "
                    "nothing was imported"
                )
            continue
        if category is None:
            raise NeuroLensError(
                f"{where}: a {action or 'label'} event has no category; nothing was imported"
            )
        try:
            taxonomy.validate(category, subtype)
        except KeyError as exc:
            raise NeuroLensError(
                f"{where}: {str(exc).strip(chr(34) + chr(39))}; nothing was imported"
            ) from None


def import_events(
    store: Store, path: Path, fmt: str | None = None, taxonomy: Taxonomy | None = None
) -> int:
    """Merge a file's events by event id; returns how many were new. All or nothing: a file
    with a category or sub-type outside the taxonomy is refused whole, naming the line."""
    fmt = _format_of(path, fmt)
    if not path.is_file():
        raise NeuroLensError(f"{path}: no such file")
    check_categories(store, path, fmt, taxonomy or load_taxonomy())
    tags = "from_json(tags, '[\"VARCHAR\"]')" if fmt == "csv" else "tags::VARCHAR[]"
    casts = {
        "created_at": "created_at::TIMESTAMP",
        "tags": f"coalesce({tags}, [])",
        "evidence": "nullif(evidence::TEXT, '')::JSON",
        "span_start": "span_start::INTEGER",
        "span_end": "span_end::INTEGER",
        "note": "coalesce(note, '')",
        "reason": "coalesce(reason, '')",
        "role": "coalesce(role, 'label')",
        "taxonomy_version": "coalesce(taxonomy_version, '')",
    }
    select = ", ".join(casts.get(c, f"nullif({c}::TEXT, '')") for c in EVENT_COLUMNS)
    sql = (
        f"INSERT INTO label_events ({', '.join(EVENT_COLUMNS)}) "
        f"SELECT {select} FROM {_reader(path, fmt)} ORDER BY created_at "
        "ON CONFLICT (event_id) DO NOTHING"
    )

    def run(con) -> int:  # type: ignore[no-untyped-def]
        before = con.execute("SELECT count(*) FROM label_events").fetchall()[0][0]
        con.execute(sql)
        after = con.execute("SELECT count(*) FROM label_events").fetchall()[0][0]
        return int(after - before)

    try:
        return store.transact(run)
    except NeuroLensError:
        raise
    except Exception as exc:  # duckdb errors about the file's content
        raise NeuroLensError(f"{path}: cannot import label events: {_file_problem(exc)}") from exc


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    importing = bool(argv) and argv[0] == "import"
    parser = argparse.ArgumentParser(
        prog="python -m annotator.export" + (" import" if importing else ""),
        description="Export the label log (every event) or import one, merging by event id.",
    )
    parser.add_argument("--db", type=Path, required=True, help="the NeuroLens DuckDB file")
    parser.add_argument("--format", choices=FORMATS, default=None)
    if importing:
        parser.add_argument("file", type=Path)
    else:
        parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv[1:] if importing else argv)
    try:
        if importing:
            store = open_for_cli(args.db, write=True, label="import")
            try:
                added = import_events(store, args.file, args.format)
                total = int(store.query("SELECT count(*) FROM label_events")[0][0])
            finally:
                store.close()
            print(f"imported {added} new label events from {args.file} ({total} in {args.db})")
        else:
            if not args.db.exists():
                raise NeuroLensError(f"{args.db}: no such database")
            fmt = _format_of(args.out, args.format)
            store = open_for_cli(args.db, write=False, label="export")
            try:
                n = export_events(store, args.out, fmt)
            finally:
                store.close()
            print(f"exported {n} label events to {args.out}")
    except NeuroLensError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
