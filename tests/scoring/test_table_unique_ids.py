"""The synonym table and its per-language name files name each entry once: a second full entry
of the same id is dropped when the table loads (the first stands), and a repeated key in a YAML
mapping silently replaces the first, so either would lose names without a word."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from scoring.rule.matcher import SYNONYMS_FILE

NAMES_DIR = SYNONYMS_FILE.parent / "names"


class _RepeatedKey(yaml.YAMLError):
    pass


class _StrictLoader(yaml.SafeLoader):
    """A safe loader that refuses a mapping whose key repeats."""


def _mapping_without_repeats(loader: _StrictLoader, node: yaml.MappingNode) -> dict[Any, Any]:
    keys = [loader.construct_object(key) for key, _ in node.value]
    repeated = [key for key, count in Counter(keys).items() if count > 1]
    if repeated:
        raise _RepeatedKey(f"repeated keys {repeated} at line {node.start_mark.line + 1}")
    return loader.construct_mapping(node)


_StrictLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping_without_repeats
)


def test_the_strict_loader_refuses_a_repeated_key() -> None:
    with pytest.raises(_RepeatedKey, match="lgi1"):
        yaml.load("names:\n  lgi1: [a]\n  lgi1: [b]\n", Loader=_StrictLoader)


def test_the_table_lists_each_id_once() -> None:
    doc = yaml.load(SYNONYMS_FILE.read_text(encoding="utf-8"), Loader=_StrictLoader)
    ids = [str(item["id"]) for item in doc["entries"]]
    assert [entry_id for entry_id, n in Counter(ids).items() if n > 1] == []


@pytest.mark.parametrize("path", sorted(NAMES_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_a_name_file_lists_each_entry_once(path: Path) -> None:
    doc = yaml.load(path.read_text(encoding="utf-8"), Loader=_StrictLoader)
    assert doc["names"]
