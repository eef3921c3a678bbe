"""The product's imports run one way: no file-level import circle, no import from a lower
package into a higher one, and no core package importing gradio.

Every import counts, wherever it sits in a file (module top, inside a function, under
`if TYPE_CHECKING:`): an import moved into a function still ties the two files together.
The order is written once, in ORDER; docs/architecture.md describes it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Lowest first: a package may import itself and any package left of it, never one right of it.
# `settings` and `app` are single files, the rest are packages.
ORDER = ("settings", "data", "explorer", "store", "vlm", "scoring", "annotator", "ui", "app")
# Packages that hold the product's logic: they run without a browser, so never import gradio.
CORE = ("settings", "data", "explorer", "store", "vlm", "scoring", "annotator")
# Benchmarks, tests and the fakes they share may import the product; the product never them.
TOOLS = ("bench", "tests", "devtools")


@dataclass(frozen=True)
class Import:
    """One import of a product module (or of gradio, or of a tool package) by a product file."""

    source: str
    target: str
    line: int


def module_files(root: Path, tops: Iterable[str] = ORDER) -> dict[str, Path]:
    """Dotted module name -> file for every product module under root."""
    files: dict[str, Path] = {}
    for top in tops:
        single = root / f"{top}.py"
        if single.is_file():
            files[top] = single
        folder = root / top
        if folder.is_dir():
            for path in sorted(folder.rglob("*.py")):
                parts = list(path.relative_to(root).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                files[".".join(parts)] = path
    return files


def _deepest_known(name: str, known: set[str]) -> str | None:
    """The longest prefix of a dotted name that is a product module (None outside the product)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def _absolute(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    """The absolute module a `from ... import` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def imports_of(module: str, path: Path, known: set[str]) -> list[Import]:
    """Every product module (and gradio, and tool package) this file imports; `from pkg import
    mod` names pkg.mod."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found: dict[Import, None] = {}  # ordered, without repeats from `from m import a, b`
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, module, is_package)
            names = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        else:
            continue
        for name in names:
            top = name.split(".")[0]
            if top == "gradio" or top in TOOLS:
                found[Import(module, top, node.lineno)] = None
                continue
            target = _deepest_known(name, known)
            if target is not None and target != module:
                found[Import(module, target, node.lineno)] = None
    return list(found)


def import_graph(root: Path, tops: Iterable[str] = ORDER) -> list[Import]:
    """All product imports under root."""
    files = module_files(root, tops)
    known = set(files)
    return [imp for module, path in files.items() for imp in imports_of(module, path, known)]


def import_circles(imports: list[Import]) -> list[list[str]]:
    """Groups of modules that import each other, directly or round a loop (Tarjan's SCCs)."""
    graph: dict[str, set[str]] = {}
    for imp in imports:
        if imp.target in ORDER or imp.target.split(".")[0] in ORDER:
            graph.setdefault(imp.source, set()).add(imp.target)
            graph.setdefault(imp.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(start: str) -> None:
        # Iterative Tarjan: (node, iterator over its targets) frames instead of recursion.
        frames = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while frames:
            node, targets = frames[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    frames.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                frames.pop()
                if frames:
                    parent = frames[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        circles.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(circles)


def upward_imports(imports: list[Import], order: tuple[str, ...] = ORDER) -> list[Import]:
    """Imports from a package into one later in the order."""
    rank = {top: i for i, top in enumerate(order)}
    return [
        imp
        for imp in imports
        if imp.target.split(".")[0] in rank
        and rank[imp.target.split(".")[0]] > rank[imp.source.split(".")[0]]
    ]


def gradio_in_core(imports: list[Import], core: tuple[str, ...] = CORE) -> list[Import]:
    """Imports of gradio from a core package."""
    return [imp for imp in imports if imp.target == "gradio" and imp.source.split(".")[0] in core]


def tools_in_product(imports: list[Import]) -> list[Import]:
    """Imports of bench/, tests/ or devtools/ from the product."""
    return [imp for imp in imports if imp.target in TOOLS]


def _lines(found: list[Import]) -> str:
    return "\n".join(f"{imp.source}:{imp.line} imports {imp.target}" for imp in found)


# ----------------------------------------------------------------------------- the product


def test_product_has_no_import_circle() -> None:
    circles = import_circles(import_graph(ROOT))
    assert circles == [], "import circles:\n" + "\n".join(" <-> ".join(c) for c in circles)


def test_no_package_imports_a_higher_one() -> None:
    found = upward_imports(import_graph(ROOT))
    assert found == [], f"order is {' -> '.join(ORDER)}; upward imports:\n{_lines(found)}"


def test_core_packages_never_import_gradio() -> None:
    found = gradio_in_core(import_graph(ROOT))
    assert found == [], "gradio imported by a core package:\n" + _lines(found)


def test_the_product_never_imports_benchmarks_tests_or_fakes() -> None:
    found = tools_in_product(import_graph(ROOT))
    assert found == [], "the product imports a tool package:\n" + _lines(found)


def test_the_order_names_every_product_package() -> None:
    """A new top-level package must take its place in the order, or it escapes the checks."""
    on_disk = {p.name for p in ROOT.iterdir() if (p / "__init__.py").is_file()}
    assert on_disk - set(TOOLS) <= set(ORDER)
    assert len(import_graph(ROOT)) > 100  # the walk found the product, not an empty tree


# ----------------------------------------------------------------------------- the checker


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_checker_finds_a_circle_hidden_in_a_function(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "store/__init__.py": "",
            "store/a.py": "from store.b import x\n",
            "store/b.py": "from store import c\nx = 1\n",
            "store/c.py": "def f():\n    from .a import y\n",
            "store/d.py": "import store.a\n",  # imports into the circle, not part of it
        },
    )
    assert import_circles(import_graph(tmp_path)) == [["store.a", "store.b", "store.c"]]


def test_checker_finds_an_upward_import_and_gradio_in_core(tmp_path: Path) -> None:
    _write(
        tmp_path,
        {
            "settings.py": "",
            "store/__init__.py": "",
            "store/low.py": "import settings\nfrom scoring.high import z\n",
            "scoring/__init__.py": "",
            "scoring/high.py": "from store import low\nz = 0\n",
            "scoring/view.py": "def show():\n    import gradio as gr\n",
            "ui/__init__.py": "",
            "ui/tab.py": "import gradio\nfrom scoring import high\n",
            "ui/demo.py": "from devtools.fake_openai import FakeOpenAI\n",
        },
    )
    imports = import_graph(tmp_path)
    assert [(i.source, i.target) for i in tools_in_product(imports)] == [("ui.demo", "devtools")]
    assert [(i.source, i.target) for i in upward_imports(imports)] == [
        ("store.low", "scoring.high")
    ]
    assert [(i.source, i.line) for i in gradio_in_core(imports)] == [("scoring.view", 2)]
    assert import_circles(imports) == [["scoring.high", "store.low"]]
