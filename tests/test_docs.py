"""The README and docs/ as a reader meets them: every relative link and anchor leads somewhere,
every picture exists, and the README's YAML header is the Space configuration the app runs with
(the gradio version Spaces installs is the pinned one, the app file exists)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def _anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {_anchor(h) for h in HEADING.findall(text)}


def test_every_relative_link_and_anchor_resolves() -> None:
    broken = []
    for page in PAGES:
        text = FENCE.sub("", page.read_text(encoding="utf-8"))
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target):
                continue  # http(s), mailto: outside the repository
            path, _, anchor = target.partition("#")
            dest = (page.parent / path).resolve() if path else page
            if not dest.exists():
                broken.append(f"{page.name}: {target} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                broken.append(f"{page.name}: {target} (no such heading)")
    assert broken == []


def test_the_readme_header_is_the_space_configuration() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert text.startswith("---\n")
    header = yaml.safe_load(text.split("---\n", 2)[1])
    pins = dict(
        line.split("==", 1)
        for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
        if "==" in line and not line.startswith("#")
    )
    assert header["sdk"] == "gradio" and header["sdk_version"] == pins["gradio"]
    assert (ROOT / header["app_file"]).is_file()
    assert header["python_version"] == "3.11"
    assert header["hf_oauth"] is True and "inference-api" in header["hf_oauth_scopes"]


def test_the_readme_links_every_page_of_docs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    unlinked = [p.name for p in PAGES[1:] if f"(docs/{p.name})" not in readme]
    assert unlinked == []


# How a thing was built is not what it is: words that date code or docs to a work step.
BUILD_HISTORY = re.compile(
    r"\bissue ?#?\d+|\b(stop|step|session|milestone|phase|sprint) \d+\b|\bwork ?streams?\b"
    r'|"[\w-]+" agent\b|\b[\w-]+ agent\'s\b|\beach agent\b|\((\w[\w-]* )?agent\)',
    re.IGNORECASE,
)
SOURCE_SUFFIXES = {".py", ".md", ".sql", ".yaml", ".yml", ".js", ".css", ".html", ".toml"}
SKIP_DIRS = {".venv", "node_modules", ".git", "var", "out", "__pycache__"}


def test_no_file_says_in_which_step_or_by_which_stream_it_was_built() -> None:
    found = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.suffix not in SOURCE_SUFFIXES or SKIP_DIRS & set(rel.parts[:-1]):
            continue
        if path == Path(__file__).resolve() or not path.is_file():
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines()):
            if BUILD_HISTORY.search(line):
                found.append(f"{rel}:{n + 1}: {line.strip()[:80]}")
    assert found == []


FILE_PATH = re.compile(
    r"(?<![\w/.$<-])((?:app|settings|ui|data|explorer|vlm|scoring|store|annotator|bench|tests|"
    r"scripts|devtools)(?:/[\w.-]+)*\.(?:py|js|css|html|json|yaml|sql|csv|jsonl|sh))\b"
)


def test_every_file_the_docs_name_exists() -> None:
    """A file named in README.md or docs/ (`data/formats/nifti.py`, `ui/static/tab_keys.js`) is
    there: the docs follow the code when a file moves."""
    missing = []
    for page in PAGES:
        for path in sorted(set(FILE_PATH.findall(page.read_text(encoding="utf-8")))):
            if not (ROOT / path).is_file():
                missing.append(f"{page.name}: {path}")
    assert missing == []
