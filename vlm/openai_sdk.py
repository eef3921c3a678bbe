"""The openai SDK, imported on first use by one thread at a time.

The SDK is slow to import, so the app starts without it. Its package has import cycles: two
threads that import it first by different entry points (`openai` for a client and
`openai.types.chat` for a reply type, as two samples of one live query do) deadlock inside
them, and Python breaks the deadlock by handing one thread a half-initialised module (an
ImportError, a failed sample). Every import of the SDK goes through `load_openai`.
"""

from __future__ import annotations

import threading
from types import ModuleType

_IMPORT_LOCK = threading.Lock()


def load_openai() -> ModuleType:
    """The fully imported `openai` package (its submodules then import without a race)."""
    with _IMPORT_LOCK:
        import openai

    return openai
