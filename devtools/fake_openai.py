"""A real HTTP server on 127.0.0.1 speaking the OpenAI chat-completions protocol, for tests and
benchmarks.

It records every request (path, headers, raw body, parsed JSON) so tests can assert the exact
wire payload, and it can be told to answer slowly, with an HTTP error (429 with Retry-After, 500,
401, 404, 400 ...), with `n` choices, or as a streamed SSE response. It can also misbehave the way
real servers and proxies do (`Reply.fault`): a 200 HTML page, a body that is not valid JSON, an
empty body, a connection cut in the middle of the reply, or one closed before any reply.
Scripted replies are used first, in order; after them every request gets `default`.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from devtools.fake_openai_wire import send_fault, send_stream

DEFAULT_ANSWER = json.dumps(
    {
        "final_diagnosis": "Multiple sclerosis",
        "differential": [
            "Multiple sclerosis",
            "ADEM",
            "NMOSD",
            "Small vessel disease",
            "CNS vasculitis",
        ],
        "lesion": "Periventricular T2/FLAIR hyperintense ovoid lesions",
        "rationale": "Young adult, relapsing symptoms and ovoid periventricular lesions.",
    }
)


@dataclass
class Reply:
    """How to answer one request."""

    status: int = 200
    text: str | None = None  # answer text (per choice: text or text_for(request, i))
    delay: float = 0.0  # seconds before answering
    headers: dict[str, str] = field(default_factory=dict)
    error_message: str = "error"
    error_type: str = "invalid_request_error"
    chunk_delay: float = 0.0  # seconds between SSE chunks
    fault: str = ""  # "" | html | invalid_json | empty | cut | hangup (see fake_openai_wire.FAULTS)
    hold: threading.Event | None = None  # answer only once set: a request surely in flight


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    raw: bytes
    json: Any

    def header(self, name: str) -> str | None:
        low = {k.lower(): v for k, v in self.headers.items()}
        return low.get(name.lower())

    @property
    def body_text(self) -> str:
        return self.raw.decode("utf-8", errors="replace")


class FakeOpenAI:
    """Start with `start()`, point a client at `base_url`, read `requests` afterwards."""

    def __init__(self, default: Reply | None = None, *, record: bool = True) -> None:
        self.default = default or Reply()
        # record=False (the benchmark's endpoint) keeps nothing: a remote endpoint spends its
        # own machine's CPU and memory, so this one should spend as little as it can of ours
        self.record = record
        self.script: deque[Reply] = deque()
        self.requests: list[Recorded] = []
        self.text_for: Callable[[dict[str, Any], int], str] = lambda body, i: DEFAULT_ANSWER
        # as a stand-in for the Hugging Face router: the /models rows it lists, and the one
        # bearer token it accepts (any other request gets 401, as the router answers)
        self.models: list[dict[str, Any]] = [{"id": "fake-vlm", "object": "model"}]
        self.bearer: str | None = None
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ---- control ----------------------------------------------------------------------------

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # a reply's headers and body go out as two writes: with Nagle's algorithm the body
            # waits for the client's delayed ACK of the headers (~40 ms on Linux), which no
            # real server adds (they all set TCP_NODELAY)
            disable_nagle_algorithm = True

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                return

            def do_GET(self) -> None:
                fake._record(self, b"")
                if not fake._authorised(self):
                    return
                if self.path.rstrip("/").endswith("/models"):
                    fake._send_json(self, 200, {"object": "list", "data": fake.models})
                else:
                    fake._send_json(self, 404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                body = fake._record(self, raw)
                if not fake._authorised(self):
                    return
                try:
                    fake._answer(self, body, len(raw))
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True  # the client gave up (timeout, Ctrl-C)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._server.request_queue_size = 128
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def queue(self, *replies: Reply) -> None:
        with self._lock:
            self.script.extend(replies)

    def chat_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    def texts_sent(self) -> str:
        """Every text part of every chat request received (what a model would have read)."""
        parts = []
        for req in self.chat_requests():
            for msg in req.json["messages"]:
                content = msg["content"]
                if isinstance(content, str):
                    parts.append(content)
                else:
                    parts += [c.get("text", "") for c in content if c.get("type") == "text"]
        return "\n".join(parts)

    def all_bytes(self) -> bytes:
        """Every request as received (headers and body), for "never sent" assertions."""
        parts = []
        for r in self.requests:
            parts.append(json.dumps(r.headers).encode())
            parts.append(r.raw)
        return b"\n".join(parts)

    def clear(self) -> None:
        with self._lock:
            self.requests.clear()
            self.script.clear()

    # ---- internals --------------------------------------------------------------------------

    def _record(self, handler: BaseHTTPRequestHandler, raw: bytes) -> Any:
        try:
            body = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = None
        if not self.record:
            return body
        with self._lock:
            self.requests.append(
                Recorded(handler.command, handler.path, dict(handler.headers.items()), raw, body)
            )
        return body

    def _authorised(self, handler: BaseHTTPRequestHandler) -> bool:
        """With `bearer` set, only a request carrying exactly that token is answered."""
        if self.bearer is None or handler.headers.get("Authorization") == f"Bearer {self.bearer}":
            return True
        body = {"error": {"message": "Invalid credentials in Authorization header"}}
        self._send_json(handler, 401, body)
        return False

    def _next_reply(self) -> Reply:
        with self._lock:
            return self.script.popleft() if self.script else self.default

    @staticmethod
    def _send_json(
        handler: BaseHTTPRequestHandler,
        status: int,
        obj: Any,
        headers: dict[str, str] | None = None,
    ) -> None:
        data = json.dumps(obj).encode()
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(data)))
        for k, v in (headers or {}).items():
            handler.send_header(k, v)
        handler.end_headers()
        handler.wfile.write(data)

    def _answer(self, handler: BaseHTTPRequestHandler, body: Any, size: int) -> None:
        reply = self._next_reply()
        if reply.hold is not None:
            reply.hold.wait(120)
        if reply.delay:
            time.sleep(reply.delay)
        if reply.status != 200:
            err = {
                "error": {"message": reply.error_message, "type": reply.error_type, "code": None}
            }
            headers = {"x-should-retry": "false", **reply.headers}
            self._send_json(handler, reply.status, err, headers)
            return
        body = body or {}
        if reply.fault:
            send_fault(handler, body, reply.fault, DEFAULT_ANSWER)
            return
        n = int(body.get("n") or 1)
        texts = [reply.text if reply.text is not None else self.text_for(body, i) for i in range(n)]
        prompt_tokens = max(1, size // 4)  # about 4 bytes a token, as the body came
        if body.get("stream"):
            send_stream(handler, body, texts[0], prompt_tokens, reply.chunk_delay)
            return
        choices = [
            {
                "index": i,
                "message": {"role": "assistant", "content": t},
                "finish_reason": "stop",
                "logprobs": None,
            }
            for i, t in enumerate(texts)
        ]
        completion_tokens = sum(max(1, len(t) // 4) for t in texts)
        self._send_json(
            handler,
            200,
            {
                "id": "chatcmpl-fake",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": body.get("model", "fake"),
                "choices": choices,
                "usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": completion_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                },
            },
        )


def main() -> None:
    """`python -m devtools.fake_openai [PORT] [DELAY]`: run one by hand (demos, bench)."""
    import sys

    port = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
    fake = FakeOpenAI(Reply(delay=delay), record=False)
    fake.start()
    if port:
        print("note: the port is chosen by the OS:", fake.port)
    print(fake.base_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        fake.stop()


if __name__ == "__main__":
    main()
