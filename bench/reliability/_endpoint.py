"""A misbehaving OpenAI-compatible server and a batch-CLI sweep against it, shared by the
endpoint-faults and key-canary scenarios.

The server picks its fault from the first path segment (`/<fault>/v1/chat/completions`), so one
server answers every fault and each fault gets its own endpoint (and so its own runs)."""

from __future__ import annotations

import contextlib
import io
import json
import logging
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ANSWER = json.dumps({"final_diagnosis": "Multiple sclerosis", "differential": ["MS", "ADEM"]})
COMPLETION = {
    "id": "chatcmpl-1",
    "object": "chat.completion",
    "created": 0,
    "model": "fault-vlm",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": ANSWER}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
}
# fault -> what the server does; "429 then answer" answers after one Retry-After refusal
FAULTS = {
    "429-retry-after": "429 with Retry-After: 1, then an answer",
    "429-always": "429 with Retry-After every time",
    "500": "HTTP 500",
    "timeout": "no answer before the client timeout",
    "html": "200 with an HTML page",
    "invalid-json": "200 with invalid JSON",
    "empty": "200 with an empty body",
    "cut": "200, body cut mid-stream",
    "wrong-schema": "200 with JSON of the wrong shape",
}
CLIENT_TIMEOUT_S = 1.0


class FaultServer:
    """Threaded HTTP server on 127.0.0.1; records the Authorization headers it was sent."""

    def __init__(self) -> None:
        self.auth_headers: list[str] = []
        self._seen: dict[str, int] = {}
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                server._answer(self)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def __enter__(self) -> FaultServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def base_url(self, fault: str) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/{fault}/v1"

    def _answer(self, h: BaseHTTPRequestHandler) -> None:
        fault = h.path.strip("/").split("/")[0]
        with self._lock:
            self.auth_headers.append(h.headers.get("Authorization", ""))
            count = self._seen[fault] = self._seen.get(fault, 0) + 1
        if (fault == "429-retry-after" and count == 1) or fault == "429-always":
            err = {"error": {"message": "rate limited", "type": "rate_limit", "code": None}}
            _send(h, 429, "application/json", json.dumps(err).encode(), {"Retry-After": "1"})
        elif fault == "500":
            err = {"error": {"message": "internal error", "type": "server_error", "code": None}}
            _send(h, 500, "application/json", json.dumps(err).encode())
        elif fault == "timeout":
            time.sleep(CLIENT_TIMEOUT_S * 3)
            _send(h, 200, "application/json", json.dumps(COMPLETION).encode())
        elif fault == "html":
            _send(h, 200, "text/html", b"<html><body><h1>Welcome to nginx!</h1></body></html>")
        elif fault == "invalid-json":
            _send(h, 200, "application/json", b'{"choices": [{"message": ')
        elif fault == "empty":
            _send(h, 200, "application/json", b"")
        elif fault == "cut":
            body = json.dumps(COMPLETION).encode()
            h.send_response(200)
            h.send_header("Content-Type", "application/json")
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            h.wfile.write(body[: len(body) // 2])
            h.wfile.flush()
            h.close_connection = True
            with contextlib.suppress(OSError):
                h.connection.shutdown(2)
        elif fault == "wrong-schema":
            _send(h, 200, "application/json", b'{"result": "Multiple sclerosis"}')
        else:
            _send(h, 200, "application/json", json.dumps(COMPLETION).encode())


def _send(
    h: BaseHTTPRequestHandler,
    status: int,
    ctype: str,
    body: bytes,
    headers: dict[str, str] | None = None,
) -> None:
    try:
        h.send_response(status)
        h.send_header("Content-Type", ctype)
        h.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            h.send_header(k, v)
        h.end_headers()
        h.wfile.write(body)
    except OSError:
        pass  # the client gave up (timeout)


def write_small_case(folder: Path) -> Path:
    """A one-task manifest around nibabel's real low-resolution brain (ships with nibabel)."""
    import shutil

    import nibabel.testing
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(Path(str(nibabel.testing.data_path)) / "anatomical.nii", folder / "t1.nii")
    manifest = {
        "cases": [
            {
                "id": "fault-case",
                "title": "Fault case",
                "sequences": [{"path": "t1.nii", "kind": "T1"}],
                "tasks": [
                    {"id": "dx", "family": "differential_diagnosis", "question": "Diagnosis?"}
                ],
            }
        ]
    }
    path = folder / "manifest.yaml"
    path.write_text(yaml.safe_dump(manifest), encoding="utf-8")
    return path


@dataclass(frozen=True)
class FaultOutcome:
    """What one fault did to the batch CLI."""

    fault: str
    exit_code: int | None  # None: the CLI raised
    crash: str  # "TypeName: message" when it raised
    run_status: str
    sample_errors: tuple[str, ...]  # one per stored sample ("" for an answer)
    output: str  # stdout + stderr + log records

    @property
    def stored(self) -> bool:
        return bool(self.sample_errors)


@contextlib.contextmanager
def _captured() -> Iterator[io.StringIO]:
    buf = io.StringIO()
    handler = logging.StreamHandler(buf)
    handler.setLevel(logging.DEBUG)
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
            yield buf
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


def sweep(faults: list[str], workdir: Path, key_env: str) -> tuple[list[FaultOutcome], FaultServer]:
    """Run `python -m scoring.run` in-process once per fault against one FaultServer (in-process:
    the privacy gate's imports take seconds, paid once); returns the outcomes and the server
    (for the headers it saw). The DB is workdir/faults.duckdb."""
    from scoring.run import main
    from store.database import Store

    cases = write_small_case(workdir / "cases")
    db = workdir / "faults.duckdb"
    outcomes = []
    with FaultServer() as server:
        for fault in faults:
            argv = [
                "--model", "fault/fault-vlm", "--base-url", server.base_url(fault),
                "--api-key-env", key_env, "--cases", str(cases), "--db", str(db),
                "--samples", "1", "--images", "1", "--max-retries", "1",
                "--timeout", str(CLIENT_TIMEOUT_S), "--quiet", "--no-score",
            ]  # fmt: skip
            exit_code: int | None = None
            crash = ""
            with _captured() as buf:
                try:
                    exit_code = main(argv)
                except BaseException as exc:
                    crash = f"{type(exc).__name__}: {exc}"
            # read-write: a CLI that crashed may have left its connection open in this process,
            # and DuckDB only shares an open file with a connection of the same configuration
            with Store.open(db) as store:
                runs = store.query(
                    "SELECT run_id, status FROM runs WHERE endpoint = ?",
                    [server.base_url(fault)],
                )
                errors: tuple[str, ...] = ()
                if runs:
                    rows = store.query(
                        "SELECT coalesce(error, '') FROM samples WHERE run_id = ? ORDER BY idx",
                        [runs[0][0]],
                    )
                    errors = tuple(r[0] for r in rows)
            status = runs[0][1] if runs else "no run"
            outcomes.append(FaultOutcome(fault, exit_code, crash, status, errors, buf.getvalue()))
    return outcomes, server


def temp_workdir() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="nl-reliability-")
