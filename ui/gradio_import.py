"""Import gradio without its type-stub writer.

When gradio defines each of its ~80 component classes, its metaclass reads the class's source
file, parses it, renders the class's event stubs from a Jinja template and compares them with
the `.pyi` beside the file, writing the file when it differs: tooling for gradio's own type
stubs, with no effect on the classes. That is about half of `import gradio` (0.8-1.9 s of
2-4 s on a 2-core machine), on the path to the app's first page. The stub writer is replaced
by one that does nothing as soon as its module is loaded, before any component is defined.
Stdlib only: this runs before gradio is imported.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

STUB_MODULE = "gradio.component_meta"
STUB_WRITER = "create_or_modify_pyi"


def write_no_stub(*args: Any, **kwargs: Any) -> None:
    """Stands in for gradio's stub writer: the classes it is given are left as they are."""
    return None


class _SkipStubWriter(importlib.abc.MetaPathFinder):
    """Finds gradio's metaclass module the ordinary way and swaps its stub writer for
    write_no_stub right after the module runs (the components are defined later)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != STUB_MODULE:
            return None
        remove_finder()
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        loader = spec.loader if spec is not None else None
        if spec is None or loader is None or not hasattr(loader, "exec_module"):
            return spec
        run = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run(module)
            if callable(getattr(module, STUB_WRITER, None)):
                setattr(module, STUB_WRITER, write_no_stub)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


_finder = _SkipStubWriter()


def remove_finder() -> None:
    if _finder in sys.meta_path:
        sys.meta_path.remove(_finder)


def import_gradio() -> ModuleType:
    """gradio, imported with the stub writer skipped when this is its first import (later
    imports anywhere get the same module)."""
    if STUB_MODULE not in sys.modules:
        sys.meta_path.insert(0, _finder)
    try:
        import gradio
    finally:
        remove_finder()
    return gradio
