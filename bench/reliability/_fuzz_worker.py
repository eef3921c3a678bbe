"""Fuzz worker (a child process): loads each file named on stdin with data.sources.load_cases
and prints one line per file: "<index> ok", "<index> LoadError" or "<index> UNEXPECTED <type>:
<message>". The parent times each line, so a hang is seen as a missing line."""

from __future__ import annotations

import resource
import sys
from pathlib import Path

MEMORY_LIMIT = 3 * 1024**3  # address space: a loader that tries to allocate more fails here
BUDGET = 256 * 1024**2  # the loaders' own memory budget, as the app passes it


def peak_rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    from data.errors import LoadError
    from data.sources import load_cases

    print("ready", flush=True)
    for line in sys.stdin:
        index, _, name = line.rstrip("\n").partition(" ")
        try:
            load_cases(Path(name), BUDGET)
            outcome = "ok"
        except LoadError:
            outcome = "LoadError"
        except BaseException as exc:
            text = " ".join(str(exc).split())[:150]
            outcome = f"UNEXPECTED {type(exc).__name__}: {text}"
        print(f"{index} {outcome} {peak_rss_mb():.0f}", flush=True)


if __name__ == "__main__":
    main()
