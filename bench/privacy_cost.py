"""`python -m bench.privacy_cost [N]`: where the privacy gate's time goes, per detector.

The gate's time per 1,000 characters (`python -m bench.privacy`) is the sum of some seventy
detectors, each scanning the whole text. This prints the N costliest (default 25), as CPU
milliseconds per 1,000 characters and as a share of the gate's time: over the hand-labelled
sets (the outside dev set when present, and our own), as `vlm.privacy.gate_fields` runs them,
and over the worst adversarial text of `bench.privacy`. Each detector the scrubber and the
shape pipeline (`vlm.privacy.shapes`) call is timed where they call it, so the rows do not
overlap (the capitals' pass, `upper_case_spans`, includes the detectors it runs again); the
detectors are put back as they were afterwards. A detector written to find something rare
should show near zero here: its anchor test skips texts without it."""

from __future__ import annotations

import sys
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from bench.table import Row, format_table


@contextmanager
def timed_detectors(times: dict[str, float]) -> Iterator[None]:
    """Every detector that vlm.privacy.shapes and vlm.privacy.scrub call, timed into `times`
    (CPU seconds by name) while inside."""
    import vlm.privacy.scrub as scrub
    import vlm.privacy.shapes as shapes

    def timed(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            started = time.process_time()
            out = fn(*args, **kwargs)
            if isinstance(out, types.GeneratorType):
                out = list(out)  # a generator's work is done when it is read
            times[name] = times.get(name, 0.0) + time.process_time() - started
            return out

        return run

    saved: list[tuple[types.ModuleType, str, Any]] = []
    for module in (shapes, scrub):
        for name, fn in list(vars(module).items()):
            imported = isinstance(fn, types.FunctionType) and fn.__module__ != module.__name__
            if imported and (name.endswith("_spans") or name == "repeated_names"):
                if name == "shape_spans":
                    continue  # its detectors are timed one by one
                saved.append((module, name, fn))
                setattr(module, name, timed(name, fn))
    try:
        yield
    finally:
        for module, name, fn in saved:
            setattr(module, name, fn)


def set_costs() -> tuple[dict[str, float], float, int]:
    """(CPU seconds per detector, the gate's CPU seconds, characters) over the sets."""
    from bench.phi_docs import load_set
    from bench.phi_set_files import DEV_SET, OWN_SETS
    from bench.phi_sets import as_case
    from vlm.privacy import gate_fields

    paths = [DEV_SET] if DEV_SET.exists() else []
    docs = [d for path in [*paths, *(p for _, p, _ in OWN_SETS)] for d in load_set(path)]
    cases = [as_case(d) for d in docs]
    chars = sum(len(n) for d in docs for n in d.notes) + sum(len(v) for d in docs for _, v in d.ehr)
    for case in cases:  # imports and word lists loaded, as in a running app
        gate_fields(case)
    times: dict[str, float] = {}
    with timed_detectors(times):
        started = time.process_time()
        for case in cases:
            gate_fields(case)
        total = time.process_time() - started
    return times, total, chars


def adversarial_costs() -> tuple[str, dict[str, float], float, int]:
    """(which text, CPU seconds per detector, the scrubber's CPU seconds, characters) of the
    worst adversarial text of bench.privacy."""
    from bench.privacy import ADVERSARIAL, adversarial_ms
    from vlm.privacy import Deidentifier

    _, which = adversarial_ms()
    text = ADVERSARIAL[which]
    times: dict[str, float] = {}
    with timed_detectors(times):
        started = time.process_time()
        Deidentifier().find_spans(text)
        total = time.process_time() - started
    return which, times, total, len(text)


def run(top: int = 25) -> list[Row]:
    times, total, chars = set_costs()
    which, adv, adv_total, adv_chars = adversarial_costs()
    rows = [
        Row(
            "gate, all hand-labelled sets (timed detectors)",
            1e6 * total / chars,
            "ms",
            note=f"CPU per 1,000 characters; {chars:,} characters; worst adversarial text"
            f" ({which}): {1e6 * adv_total / adv_chars:.2f} ms",
        )
    ]
    for name, seconds in sorted(times.items(), key=lambda kv: -kv[1])[:top]:
        rows.append(
            Row(
                f"  {name}",
                1e6 * seconds / chars,
                "ms",
                note=f"{100 * seconds / total:.1f}% of the sets' gate time;"
                f" {which}: {1e6 * adv.get(name, 0.0) / adv_chars:.2f} ms"
                f" ({100 * adv.get(name, 0.0) / adv_total:.1f}%)",
            )
        )
    return rows


if __name__ == "__main__":
    print(format_table(run(int(sys.argv[1]) if len(sys.argv) > 1 else 25)))
