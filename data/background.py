"""Background threads that yield the CPU: reading ahead and deflating run at a lower priority.

On a small machine (a free Space has 2 cores) work done ahead of need must not slow the event
loop, another user's request or the browser beside the server.
"""

from __future__ import annotations

import os
import threading


def lower_thread_priority(nice: int = 10) -> None:
    """Run the calling thread at nice +10 (on Linux per thread; a ThreadPoolExecutor
    initializer), or `nice`. Where that cannot be set, it runs as it is."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), nice)
    except (AttributeError, OSError):
        return
