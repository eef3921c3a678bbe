"""A stand-in for the Hugging Face Hub's whoami endpoint, over real HTTP.

Gradio's local login (used when a Space's login button runs outside Spaces' OAuth) asks
`huggingface_hub.whoami()` who owns HF_TOKEN; pointing HF_ENDPOINT here answers offline with
the JSON shape the Hub sends (`/api/whoami-v2`), and records who asked.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeHub:
    def __init__(self, username: str, fullname: str) -> None:
        self.user = {
            "type": "user",
            "name": username,
            "fullname": fullname,
            "avatarUrl": f"https://example.invalid/{username}.png",
            "orgs": [],
        }
        self.tokens: list[str] = []
        self._server: ThreadingHTTPServer | None = None

    def start(self) -> FakeHub:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                return

            def do_GET(self) -> None:
                if self.path.split("?")[0] != "/api/whoami-v2":
                    self.send_error(404)
                    return
                hub.tokens.append(self.headers.get("authorization", ""))
                body = json.dumps(hub.user).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
