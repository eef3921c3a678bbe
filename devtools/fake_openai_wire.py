"""What the fake OpenAI endpoint writes on the wire besides a plain JSON answer: replies that go
wrong with a 200 status (the way real servers and proxies misbehave) and streamed answers."""

from __future__ import annotations

import json
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

# How a reply can go wrong with a 200 status (the SDK sees no HTTP error for any of them).
FAULTS = ("html", "invalid_json", "empty", "cut", "hangup")
HTML_PAGE = (
    "<!DOCTYPE html><html><head><title>Welcome</title></head>"
    "<body><h1>It works!</h1><p>This is the web server's start page.</p></body></html>"
)
CUT_AFTER = 40  # characters of the answer sent before a "cut" connection drops


def send_fault(handler: BaseHTTPRequestHandler, body: Any, fault: str, answer: str) -> None:
    """A 200 reply that is not an answer: what a wrong base URL, a proxy or a crash sends."""
    if fault not in FAULTS:
        raise ValueError(f"unknown fault {fault!r}; known: {FAULTS}")
    stream = bool(body.get("stream"))
    if fault == "hangup":  # the connection closes before any reply (a crashed worker)
        handler.close_connection = True
    elif fault == "html":
        send_raw(handler, "text/html; charset=utf-8", HTML_PAGE.encode())
    elif fault == "invalid_json":
        if stream:
            data = b'data: {"id": "chatcmpl-fake", "choices": [{"index": 0, "delta": {"con\n\n'
            send_raw(handler, "text/event-stream", data)
        else:
            send_raw(handler, "application/json", b'{"id": "chatcmpl-fake", "choices": [')
    elif fault == "empty":
        data = b"data: [DONE]\n\n" if stream else b""
        send_raw(handler, "text/event-stream" if stream else "application/json", data)
    elif stream:  # cut: some of the answer, then the connection drops (no finish, no [DONE])
        send_stream(handler, body, answer, 1, cut_after=CUT_AFTER)
    else:  # cut: promise the whole body, send part of it, hang up
        whole = json.dumps({"id": "chatcmpl-fake", "choices": [{"index": 0}]}).encode() * 4
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(whole)))
        handler.end_headers()
        handler.wfile.write(whole[:CUT_AFTER])
        handler.wfile.flush()
        handler.close_connection = True


def send_raw(handler: BaseHTTPRequestHandler, content_type: str, data: bytes) -> None:
    handler.send_response(200)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(data)))
    # Say so before hanging up: a client that believed the connection would stay open could send
    # its next request down it as the server closes it, and see a connection error, not this page.
    handler.send_header("Connection", "close")
    handler.end_headers()
    handler.wfile.write(data)
    handler.close_connection = True


def send_stream(
    handler: BaseHTTPRequestHandler,
    body: Any,
    text: str,
    prompt_tokens: int,
    chunk_delay: float = 0.0,
    cut_after: int | None = None,
) -> None:
    """The answer as server-sent events, 16 characters a chunk; `cut_after` drops the
    connection after that many characters, with no finish and no [DONE]."""
    handler.send_response(200)
    handler.send_header("Content-Type", "text/event-stream")
    handler.send_header("Cache-Control", "no-cache")
    handler.send_header("Connection", "close")
    handler.end_headers()
    base = {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", "fake"),
    }
    pieces = [text[i : i + 16] for i in range(0, len(text), 16)] or [""]
    if cut_after is not None:
        pieces = [text[i : i + 8] for i in range(0, cut_after, 8)]

    def send(obj: Any) -> None:
        handler.wfile.write(b"data: " + json.dumps(obj).encode() + b"\n\n")
        handler.wfile.flush()

    try:
        send(
            {
                **base,
                "choices": [
                    {
                        "index": 0,
                        "delta": {"role": "assistant", "content": ""},
                        "finish_reason": None,
                    }
                ],
            }
        )
        for piece in pieces:
            if chunk_delay:
                time.sleep(chunk_delay)
            send(
                {
                    **base,
                    "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}],
                }
            )
        if cut_after is not None:
            handler.close_connection = True
            return
        send({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
        if (body.get("stream_options") or {}).get("include_usage"):
            completion_tokens = max(1, len(text) // 4)
            send(
                {
                    **base,
                    "choices": [],
                    "usage": {
                        "prompt_tokens": prompt_tokens,
                        "completion_tokens": completion_tokens,
                        "total_tokens": prompt_tokens + completion_tokens,
                    },
                }
            )
        handler.wfile.write(b"data: [DONE]\n\n")
        handler.wfile.flush()
    except (BrokenPipeError, ConnectionResetError):
        return
    handler.close_connection = True
