"""What every batch request needs, loaded on a thread of its own as soon as a batch is asked
for: the openai SDK (a 0.4-1.5 s import, under the GIL), langid's model (read with the
first answers) and the helper process that builds the prompts' shared parts
(vlm.batch_prompts). Started before the cases are loaded (`python -m scoring.run`) or the endpoint
is checked (the app's batch job), the loading overlaps that work instead of the first prompts
being built and the first requests, which would otherwise wait on it.
"""

from __future__ import annotations

import logging
import threading

from vlm.language import load_identifier
from vlm.openai_sdk import load_openai

log = logging.getLogger(__name__)

_lock = threading.Lock()
_thread: threading.Thread | None = None


def _load() -> None:
    from vlm.batch_prompts import start_helper  # deferred: it imports the prompt builder

    start_helper()  # a process of its own: it loads what it needs on another core
    try:
        load_openai()
        load_identifier()
    except Exception:  # the requests meet the same failure and report it as theirs
        log.debug("preloading the batch's libraries failed", exc_info=True)


def start_preloading() -> threading.Thread:
    """Start loading (once per process; later calls return the same thread)."""
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_load, name="batch-preload", daemon=True)
            _thread.start()
        return _thread
