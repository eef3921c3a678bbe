"""`python -m data.inspect PATH`: what NeuroLens sees in a case source, as JSON.

Lets a user check a folder, manifest or benchmark file before opening the app. Bad input prints
one line, `error: <path>: <reason>`, on stderr and exits 2 (no stack trace).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence as Seq
from pathlib import Path
from typing import Any

from data.errors import LoadError, NeuroLensError
from data.formats.nifti import is_nifti_path, nifti_file_shape
from data.formats.orientation import axis_codes
from data.model import Case, Sequence
from data.sources import load_cases

DEFAULT_BUDGET = 2 * 1024**3


def summarize_sequence(seq: Sequence) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": seq.sequence_id,
        "name": seq.name,
        "kind": seq.kind.value,
        "synthetic": seq.synthetic,
    }
    if seq.volume is not None:
        vol = seq.volume
        out |= {
            "type": "volume",
            "shape": list(vol.shape),
            "spacing": [round(float(s), 4) for s in vol.spacing],
            "orientation": axis_codes(vol.affine),
            "dtype": str(vol.data.dtype),
            "window": list(vol.window) if vol.window else None,
        }
        file_shape = _nifti_file_shape(seq.source_path)
        if file_shape is not None and len(file_shape) > 3:
            out["file_shape"] = list(file_shape)  # 4D: `shape` is the one volume shown
    elif seq.stack is not None:
        frames = seq.stack.frames
        out |= {
            "type": "stack",
            "frames": len(frames),
            "shape": list(frames[0].shape) if frames else [],
            "spacing": list(seq.stack.pixel_spacing) if seq.stack.pixel_spacing else None,
        }
    return out


def _nifti_file_shape(source_path: str) -> tuple[int, ...] | None:
    if not source_path or not is_nifti_path(Path(source_path)):
        return None
    try:
        return nifti_file_shape(Path(source_path))
    except NeuroLensError:
        return None


def summarize_case(case: Case) -> dict[str, Any]:
    families = sorted({t.family.value for t in case.tasks})
    return {
        "id": case.case_id,
        "title": case.title,
        "source": case.source,
        "licence": case.provenance.licence,
        "synthetic": list(case.provenance.synthetic),
        "disclaimer": case.provenance.disclaimer,
        "ehr_fields": len(case.ehr),
        "notes": len(case.notes),
        "task_count": len(case.tasks),
        "task_families": families,
        "sequences": [summarize_sequence(s) for s in case.sequences],
    }


def inspect_path(path: Path, budget_bytes: int = DEFAULT_BUDGET) -> dict[str, Any]:
    """The source's cases as JSON. A case whose pixels turn out unreadable only when read (a
    lazily opened file cut short) becomes a message beside the others, as the app lists it;
    when no case is left, its error is the answer."""
    result = load_cases(path, budget_bytes)
    cases: list[dict[str, Any]] = []
    messages = list(result.messages)
    failures: list[NeuroLensError] = []
    for case in result.cases:
        try:
            cases.append(summarize_case(case))
        except NeuroLensError as exc:
            failures.append(exc)
            messages.append(str(exc))
    if failures and not cases:
        raise failures[0]
    return {"path": str(path), "case_count": len(cases), "cases": cases, "messages": messages}


def main(argv: Seq[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print("usage: python -m data.inspect PATH", file=sys.stderr)
        return 2
    path = Path(args[0])
    try:
        summary = inspect_path(path)
    except NeuroLensError as exc:
        print(
            f"error: {exc}" if isinstance(exc, LoadError) else f"error: {path}: {exc}",
            file=sys.stderr,
        )
        return 2
    except Exception as exc:  # anything unexpected is still one line, never a traceback
        reason = " ".join(str(exc).split()) or type(exc).__name__
        print(f"error: {path}: {type(exc).__name__}: {reason}", file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
