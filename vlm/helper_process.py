"""A Python process of our own that runs calls one after another, for work that would hold
the GIL beside a batch's request threads (building prompts: the privacy gate, PNG encoding).

Started with `python -m vlm.helper_process` rather than multiprocessing's spawn, which would
import the parent's main module again (the app's, with gradio) in the child. Calls and answers
travel as length-prefixed pickles over the child's stdin and stdout; the child's own prints go
to stderr. The child ignores Ctrl-C (the parent decides), exits when its stdin closes (the
parent went away) and after `idle_s` without a call. If it stops, every call waiting on it and
every later call fails with HelperGone, and the caller does the work itself.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import IO, Any, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")
_HEADER = struct.Struct("!QQ")  # call id, length
ROOT = Path(__file__).resolve().parent.parent
IDLE_S = 300.0  # an idle helper goes away; the next batch starts another (~0.3 s, off the GIL)


class HelperGone(RuntimeError):
    """The helper process is not running (it could not start, or it stopped)."""


class HelperProcess:
    """submit(fn, arg) -> Future of fn(arg), run in the child in the order submitted. `fn`
    is pickled by name, so it must be a module-level function the child can import."""

    def __init__(self, warm: tuple[str, ...] = (), idle_s: float = IDLE_S) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "vlm.helper_process", str(idle_s), *warm],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            cwd=ROOT,
        )
        self._lock = threading.Lock()  # the calls waiting for answers
        self._write_lock = threading.Lock()
        self._waiting: dict[int, Future[Any]] = {}
        self._next = 0
        self._gone = ""
        reader = threading.Thread(target=self._read, name="helper-answers", daemon=True)
        reader.start()

    @property
    def pid(self) -> int:
        return self._proc.pid

    @property
    def alive(self) -> bool:
        return not self._gone and self._proc.poll() is None

    def submit(self, fn: Callable[[Any], T], arg: Any) -> Future[T]:
        data = pickle.dumps((fn, arg), protocol=pickle.HIGHEST_PROTOCOL)  # may raise here
        future: Future[T] = Future()
        with self._lock:
            if self._gone:
                raise HelperGone(self._gone)
            call_id = self._next
            self._next += 1
            self._waiting[call_id] = future
        # written outside self._lock: the reader needs it to hand over answers, and the child
        # reads this call only after writing the answers before it
        with self._write_lock:
            try:
                _write(self._proc.stdin, call_id, data)
            except (OSError, ValueError) as exc:  # the child went away (broken pipe, closed)
                with self._lock:
                    self._waiting.pop(call_id, None)
                raise HelperGone(f"the helper process stopped ({exc})") from exc
        return future

    def close(self) -> None:
        """Stop the child (calls still waiting fail with HelperGone)."""
        stdin = self._proc.stdin
        if stdin is not None:
            with contextlib.suppress(OSError):
                stdin.close()
        try:
            self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()

    def _read(self) -> None:
        out = self._proc.stdout
        assert out is not None
        try:
            while True:
                frame = _read_frame(out.read)
                if frame is None:
                    break
                call_id, data = frame
                ok, value = pickle.loads(data)
                with self._lock:
                    future = self._waiting.pop(call_id)
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
        except Exception:  # a broken answer: the helper is not trusted for more
            log.warning("the helper process sent an answer that could not be read", exc_info=True)
        code = self._proc.wait()
        with self._lock:
            self._gone = f"the helper process stopped (exit code {code})"
            waiting, self._waiting = self._waiting, {}
        for future in waiting.values():
            future.set_exception(HelperGone(self._gone))


_shared: HelperProcess | None = None
_shared_lock = threading.Lock()


def shared_helper(
    warm: tuple[str, ...] = (), prime: tuple[Callable[[Any], Any], Any] | None = None
) -> HelperProcess | None:
    """This process's helper, started when none is running (importing `warm`, then running
    the call `prime` first); None when it cannot start."""
    global _shared
    with _shared_lock:
        if _shared is None or not _shared.alive:
            try:
                _shared = HelperProcess(warm)
                if prime is not None:
                    _shared.submit(*prime)
            except (OSError, HelperGone):
                log.warning("the helper process could not start", exc_info=True)
                _shared = None
        return _shared


def _write(stream: IO[bytes] | None, call_id: int, data: bytes) -> None:
    if stream is None:
        raise ValueError("no pipe")
    stream.write(_HEADER.pack(call_id, len(data)) + data)
    stream.flush()


def _read_exact(read: Callable[[int], bytes], size: int) -> bytes | None:
    chunks, left = [], size
    while left:
        chunk = read(left)
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _read_frame(read: Callable[[int], bytes]) -> tuple[int, bytes] | None:
    """(call id, pickled bytes), or None at the end of the stream."""
    header = _read_exact(read, _HEADER.size)
    if header is None:
        return None
    call_id, size = _HEADER.unpack(header)
    data = _read_exact(read, size)
    return None if data is None else (call_id, data)


def _failure(exc: BaseException) -> tuple[bool, BaseException]:
    try:
        pickle.dumps(exc)
    except Exception:  # an error that cannot travel travels as its type and message
        exc = RuntimeError(f"{type(exc).__name__}: {exc}")
    return False, exc


def _answer(data: bytes) -> bytes:
    """The pickled (ok, value) of running one pickled (fn, arg)."""
    try:
        fn, arg = pickle.loads(data)
        answer: tuple[bool, Any] = (True, fn(arg))
    except Exception as exc:
        answer = _failure(exc)
    try:
        return pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # a result that cannot travel
        return pickle.dumps(_failure(exc))


def serve(idle_s: float, warm: list[str]) -> None:
    """The child's loop: read a call, run it, write its answer, until stdin closes or idles."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # a library's print must not break the answers
    for name in warm:
        __import__(name)

    def read(size: int) -> bytes:
        return os.read(0, size)

    while True:
        ready, _, _ = select.select([0], [], [], idle_s)
        if not ready:
            return
        frame = _read_frame(read)
        if frame is None:
            return
        call_id, data = frame
        try:
            _write(answers, call_id, _answer(data))
        except BrokenPipeError:
            # the parent went away (a command that stopped at its first error): nothing is
            # waiting for this answer, and a traceback would land in the parent's terminal
            os._exit(0)


if __name__ == "__main__":
    serve(float(sys.argv[1]), sys.argv[2:])
