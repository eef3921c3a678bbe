"""Store: migrations, the single writer, per-thread readers, the lock against a second process."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import duckdb
import pytest

from data.errors import NeuroLensError
from store.database import Store, apply_migrations, list_migrations

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def store(tmp_path: Path):
    s = Store.open(tmp_path / "sub" / "nl.duckdb")
    yield s
    s.close()


def test_open_creates_file_and_applies_migrations_in_order(store: Store) -> None:
    assert store.path.exists()
    versions = [r[0] for r in store.query("SELECT version FROM schema_version ORDER BY version")]
    expected = [m.version for m in list_migrations()]
    assert versions == expected
    assert 1 in versions and 4 in versions
    assert store.table_exists("label_events") and store.table_exists("meta")
    assert store.schema_version() == max(expected)


def test_reopen_does_not_reapply(tmp_path: Path) -> None:
    path = tmp_path / "nl.duckdb"
    Store.open(path).close()
    con = duckdb.connect(str(path))
    try:
        assert apply_migrations(con, list_migrations()) == []  # all recorded already
        n = con.execute("SELECT count(*) FROM schema_version").fetchall()[0][0]
    finally:
        con.close()
    assert n == len(list_migrations())


def test_migrations_from_a_folder_apply_in_number_order(tmp_path: Path) -> None:
    folder = tmp_path / "mig"
    folder.mkdir()
    (folder / "0002_b.sql").write_text("ALTER TABLE t ADD COLUMN b INTEGER;")
    (folder / "0001_a.sql").write_text("CREATE TABLE t (a INTEGER);")
    s = Store.open(tmp_path / "m.duckdb", migrations_dir=folder)
    try:
        s.write("INSERT INTO t VALUES (1, 2)")
        assert s.query("SELECT a, b FROM t") == [(1, 2)]
    finally:
        s.close()


def test_broken_migration_is_rolled_back_with_its_name(tmp_path: Path) -> None:
    folder = tmp_path / "mig"
    folder.mkdir()
    (folder / "0001_ok.sql").write_text("CREATE TABLE t (a INTEGER);")
    (folder / "0002_bad.sql").write_text("CREATE TABLE u (a INTEGER); SELECT * FROM nowhere;")
    with pytest.raises(NeuroLensError, match=r"0002_bad\.sql"):
        Store.open(tmp_path / "m.duckdb", migrations_dir=folder)
    con = duckdb.connect(str(tmp_path / "m.duckdb"))
    try:
        tables = {
            r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()
        }
        versions = [r[0] for r in con.execute("SELECT version FROM schema_version").fetchall()]
    finally:
        con.close()
    assert "t" in tables and "u" not in tables
    assert versions == [1]


def test_write_then_read_from_another_thread(store: Store) -> None:
    store.write("INSERT INTO meta (key, value) VALUES (?, ?)", ["k", "v"])
    seen: list[object] = []
    t = threading.Thread(
        target=lambda: seen.append(store.query("SELECT value FROM meta WHERE key='k'"))
    )
    t.start()
    t.join()
    assert seen == [[("v",)]]
    df = store.query_df("SELECT key, value FROM meta WHERE key = ?", ["k"])
    assert df["value"].tolist() == ["v"]


def test_write_error_reaches_the_caller_and_nothing_is_left(store: Store) -> None:
    with pytest.raises(duckdb.Error):
        store.write("INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(duckdb.Error):
        store.write_many(
            [
                ("INSERT INTO meta (key, value) VALUES ('a', '1')", None),
                ("INSERT INTO meta (key, value) VALUES ('a', '2')", None),  # PK clash
            ]
        )
    assert store.query("SELECT count(*) FROM meta WHERE key = 'a'") == [(0,)]
    store.write("INSERT INTO meta (key, value) VALUES ('b', '1')")  # writer still alive
    assert store.query("SELECT value FROM meta WHERE key = 'b'") == [("1",)]


def test_sixteen_threads_write_at_once_exact_counts(store: Store) -> None:
    store.write("CREATE TABLE hits (thread INTEGER, i INTEGER, PRIMARY KEY (thread, i))")
    errors: list[BaseException] = []

    def work(t: int) -> None:
        try:
            for i in range(25):
                store.write("INSERT INTO hits VALUES (?, ?)", [t, i])
                if i % 5 == 0:
                    store.query("SELECT count(*) FROM hits")
            # one bad write in the middle of everyone else's must fail alone
            if t == 3:
                try:
                    store.write("INSERT INTO hits VALUES (?, ?)", [t, 0])
                except duckdb.Error:
                    pass
                else:
                    errors.append(AssertionError("duplicate key accepted"))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert store.query("SELECT count(*), count(DISTINCT thread) FROM hits") == [(16 * 25, 16)]
    per_thread = store.query("SELECT thread, count(*) FROM hits GROUP BY thread")
    assert all(n == 25 for _, n in per_thread)


def test_closed_store_refuses_and_releases_the_file(tmp_path: Path) -> None:
    path = tmp_path / "nl.duckdb"
    s = Store.open(path)
    s.write("INSERT INTO meta (key, value) VALUES ('x', 'y')")
    s.close()
    s.close()  # idempotent
    with pytest.raises(NeuroLensError):
        s.write("INSERT INTO meta (key, value) VALUES ('z', 'y')")
    again = Store.open(path, read_only=True)
    try:
        assert again.query("SELECT value FROM meta WHERE key = 'x'") == [("y",)]
        with pytest.raises(NeuroLensError, match="read-only"):
            again.write("INSERT INTO meta (key, value) VALUES ('z', 'y')")
    finally:
        again.close()


def test_second_process_gets_a_clear_message(store: Store) -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from store.database import Store, StoreLockedError\n"
        "for ro in (False, True):\n"
        "    try:\n"
        "        Store.open(Path(sys.argv[1]), read_only=ro)\n"
        "    except StoreLockedError as exc:\n"
        "        print(exc)\n"
        "    else:\n"
        "        print('opened')\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(store.path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        assert line.startswith(f"{store.path} is open in another NeuroLens process")
        assert "NEUROLENS_DB" in line
        assert "(pid " in line
    # and the file is intact for its owner
    store.write("INSERT INTO meta (key, value) VALUES ('after', '1')")
    assert store.query("SELECT value FROM meta WHERE key = 'after'") == [("1",)]


def test_open_app_store_warns_about_ephemeral_spaces_storage(tmp_path: Path) -> None:
    from store.recovery import open_app_store

    store, warnings = open_app_store(
        tmp_path / "x.duckdb", on_spaces=True, persistent_storage=False
    )
    try:
        assert store is not None
        assert warnings == [
            f"Labels are stored in {tmp_path / 'x.duckdb'}, which is lost when this Space "
            "restarts: enable persistent storage"
        ]
    finally:
        assert store is not None
        store.close()
    store2, warnings2 = open_app_store(
        tmp_path / "x.duckdb", on_spaces=False, persistent_storage=True
    )
    assert store2 is not None and warnings2 == []
    store2.close()
