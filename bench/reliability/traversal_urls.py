"""Path traversal against a running app: the real `python app.py`, asked through Gradio's file
routes (and the static ones) for files it must never serve: a secret file beside its data
folder, its own DuckDB file, its source, /etc/passwd and /proc/self/environ (which holds API
keys). Plain, percent-encoded, double-encoded, backslash and absolute forms; every one must be
refused (no 200 carrying the file), and the app must still answer afterwards."""

from __future__ import annotations

import http.client
import tempfile
from pathlib import Path
from urllib.parse import quote

from bench.reliability import Row

slow = False
DEFAULT_BUDGET_S = 30.0
ROOT = Path(__file__).resolve().parents[2]
SECRET = "reliability-traversal-secret-5b1e"
PREFIXES = ("/gradio_api/file=", "/file=", "/gradio_api/file/", "/static/", "/assets/")


def _targets(tmp: Path, data_dir: Path) -> list[tuple[str, str]]:
    """(absolute path, marker that proves its content was served)."""
    secret = tmp / "secret.txt"
    secret.write_text(SECRET)
    return [
        (str(secret), SECRET),
        (str(data_dir / "neurolens.duckdb"), "DUCK"),
        (str(ROOT / "app.py"), "def build_app"),
        ("/etc/passwd", "root:"),
        ("/proc/self/environ", "NEUROLENS_DATA_DIR"),
    ]


def _forms(path: str, gradio_tmp: Path) -> list[str]:
    """Ways of naming `path` in a URL: absolute, climbing out of the working directory and out
    of Gradio's own cache folder, percent- and double-encoded, backslashes, file: URLs."""
    ups = "../" * 12
    relative = ups + path.lstrip("/")
    from_cache = f"{gradio_tmp}/{relative}"
    forms = [
        path,
        "/" + path,
        relative,
        from_cache,
        quote(relative, safe=""),
        quote(quote(relative, safe=""), safe=""),
        relative.replace("/", "\\"),
        quote(path, safe=""),
        "file://" + path,
        from_cache.replace("../", "..%2f"),
        relative.replace("..", "%2e%2e"),
    ]
    return list(dict.fromkeys(forms))


def _get(port: int, url: str) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", url)  # sent as is: no client-side normalisation of ../
        resp = conn.getresponse()
        return resp.status, resp.read(1_000_000)
    finally:
        conn.close()


def run(budget_s: float) -> list[Row]:
    """Every URL once against one app (the app start is most of the time)."""
    from bench.launch import running_app

    served: list[str] = []
    statuses: dict[int, int] = {}
    tried = 0
    with tempfile.TemporaryDirectory(prefix="nl-traversal-") as t:
        tmp = Path(t)
        data_dir = tmp / "data"
        data_dir.mkdir()
        gradio_tmp = tmp / "gradio"
        env = {
            "GRADIO_TEMP_DIR": str(gradio_tmp),
            # the demo cases are rebuilt only when missing: reuse them across runs (start-up)
            "NEUROLENS_DEMO_DIR": str(Path(tempfile.gettempdir()) / "neurolens-reliability-demo"),
        }
        with running_app(data_dir, timeout_s=120, extra_env=env) as (url, _ready):
            port = int(url.rstrip("/").rsplit(":", 1)[1])
            for target, marker in _targets(tmp, data_dir):
                for form in _forms(target, gradio_tmp):
                    for prefix in PREFIXES:
                        tried += 1
                        try:
                            status, body = _get(port, prefix + form)
                        except (OSError, http.client.HTTPException):
                            status, body = -1, b""
                        statuses[status] = statuses.get(status, 0) + 1
                        if status == 200 and marker.encode() in body:
                            served.append(prefix + form)
            alive, _ = _get(port, "/")
    codes = ", ".join(f"{n} x {s}" for s, n in sorted(statuses.items()))
    result = f"{tried} traversal URLs: {len(served)} served a file ({codes}); app answers {alive}"
    if served:
        result += f"; e.g. {served[0][:80]}"
    return [
        Row("path traversal URLs", f"{tried} URLs, 5 targets", result, not served and alive == 200)
    ]
