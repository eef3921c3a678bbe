"""gradio wraps every queued event in a matplotlib backend switch (gradio.utils.
MatplotlibBackendMananger). Its first use imports matplotlib and, to read the backend, pyplot,
on the server's event loop: 0.4-0.9 s during which every request of every user waits, a second
or two after the first page opens. NeuroLens draws nothing with matplotlib, and Agg, the
backend the switch exists to force in worker threads, is made the default through MPLBACKEND:
the switch is replaced by one that does nothing (measured by `python -m bench first_minute`;
importing matplotlib at start-up instead would cost the same 0.4-0.6 s before the app answers)."""

from __future__ import annotations

import os
from types import TracebackType


class NoBackendSwitch:
    """A context manager that leaves matplotlib alone (and unimported)."""

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        return None


def skip_matplotlib_switch() -> bool:
    """Make gradio's per-event backend switch a no-op; False when this gradio has none (then
    there is nothing on the event loop to avoid)."""
    os.environ.setdefault("MPLBACKEND", "agg")
    import gradio.utils

    if not hasattr(gradio.utils, "MatplotlibBackendMananger"):
        return False
    gradio.utils.MatplotlibBackendMananger = NoBackendSwitch  # type: ignore[misc,assignment]
    return True
