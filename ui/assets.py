"""The browser assets (JavaScript, CSS, HTML templates) kept as files under ui/static/.

Why files: they are linted and read as code, and a constant the browser and Python both need is
written once, in `viewer/constants.json`, which Python reads here and the viewer script receives
as `const C = {...}` ahead of its own code.
"""

from __future__ import annotations

import json
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

STATIC_DIR = Path(__file__).resolve().parent / "static"


@cache
def read_asset(name: str) -> str:
    """The text of ui/static/<name>; read once per process."""
    path = (STATIC_DIR / name).resolve()
    if STATIC_DIR not in path.parents:
        raise ValueError(f"asset outside ui/static: {name}")
    return path.read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def viewer_constants() -> dict[str, Any]:
    """Values shared by ui/viewer/requests.py and viewer.js (window names, axes, volume cap)."""
    loaded: dict[str, Any] = json.loads(read_asset("viewer/constants.json"))
    return loaded


def viewer_template() -> str:
    """The viewer's static HTML skeleton (gr.HTML html_template)."""
    return read_asset("viewer/viewer.html")


def viewer_script() -> str:
    """The viewer's js_on_load: constants, the decoders and the volume store, painting, the
    tools, one viewport, opening a view, then the viewer."""
    constants = json.dumps(viewer_constants(), separators=(",", ":"))
    parts = [
        f"const C = {constants};",
        read_asset("viewer/plane_decoder.js"),
        read_asset("viewer/volume_decoder.js"),
        read_asset("viewer/volume_store.js"),
        read_asset("viewer/paint.js"),
        read_asset("viewer/tools.js"),
        read_asset("viewer/navigate.js"),
        read_asset("viewer/reference_lines.js"),
        read_asset("viewer/viewport.js"),
        read_asset("viewer/open_view.js"),
        read_asset("viewer/viewer.js"),
    ]
    return "\n".join(parts)


def app_css() -> str:
    """Every stylesheet of the app, in cascade order (passed to launch(css=...))."""
    return "\n".join(read_asset(n) for n in ("app.css", "viewer/viewer.css", "explore.css"))
