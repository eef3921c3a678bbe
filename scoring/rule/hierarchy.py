"""The synonym table as a hierarchy: entries with names (English and Chinese) and a parent.

A name of an entry, or of any entry below it, counts as that entry (a more specific correct
subtype is a hit); a parent (a more generic class) or a sibling (a different subtype) does not.
`facets` name what an entry adds to its parent (e.g. territory: MCA), so "ischaemic stroke in the
MCA territory" reaches the MCA entry. `ambiguous` abbreviations have more than one meaning and
never decide a verdict alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from data.errors import LoadError
from scoring.rule.entry_files import entries_in
from scoring.rule.entry_merge import merged_entries
from scoring.rule.eponym_forms import eponym_forms
from scoring.rule.eponym_order import swapped_pair
from scoring.rule.inflection import inflected_names
from scoring.rule.text import keys

Relation = str  # "same" | "specific" | "generic" | "sibling" | "other"


@dataclass(frozen=True)
class Entry:
    """One diagnosis: `names[0]` is the canonical name shown in the UI."""

    id: str
    names: tuple[str, ...]
    zh: tuple[str, ...] = ()
    parent: str = ""
    facets: Mapping[str, str] = field(default_factory=dict)
    # names in further languages (language code -> names), from the table's translation files
    translations: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # entries of other families that are kinds of this one too: a site class ("cerebellopontine
    # angle tumour") holds tumours whose parent is their own family (vestibular schwannoma)
    members: tuple[str, ...] = ()

    @property
    def all_names(self) -> tuple[str, ...]:
        others = tuple(n for names in self.translations.values() for n in names)
        short = tuple(s for n in self.names if (s := short_form(n)))
        return self.names + short + self.zh + others


_SUFFIX = re.compile(r"^(?P<core>.+?)(?:['\u2019]s)?\s+(?:disease|syndrome|disorder)$", re.I)
_DISEASE_END = re.compile(r"(?:pathy|itis|osis|oma|plasia|trophy)$", re.I)


def short_form(name: str) -> str:
    """'Alzheimer disease' -> 'Alzheimer', 'posterior reversible encephalopathy syndrome' ->
    'posterior reversible encephalopathy': a name is often written without its last word when
    what remains is an eponym or itself names a disease ('motor neuron disease' keeps it)."""
    m = _SUFFIX.match(name.strip())
    if m is None:
        return ""
    core = m.group("core").strip()
    last = core.split()[-1].split("-")[-1]
    eponym = last[:1].isupper() and last[1:].islower() and len(core) >= 6  # not 'Pick'
    return core if eponym or _DISEASE_END.search(last) else ""


_HEADS = {
    *("thrombosis", "infarct", "infarction", "hemorrhage", "haemorrhage", "hematoma"),
    *("haematoma", "dissection", "occlusion", "stenosis", "aneurysm", "thrombophlebitis"),
}


def inverted_forms(name: str) -> tuple[str, ...]:
    """'cavernous sinus thrombosis' -> 'thrombosis of the cavernous sinus': a lesion named by
    its head and then its site, as reports often write it."""
    words = name.strip().split()
    if len(words) < 2 or words[-1].lower() not in _HEADS:
        return ()
    rest = " ".join(words[:-1])
    return (f"{words[-1]} of the {rest}", f"{words[-1]} of {rest}")


_SHARED_SITE = re.compile(
    rf"\b(?P<head>{'|'.join(sorted(_HEADS, key=len, reverse=True))})\s+of\s+(?:the\s+)?"
    r"(?P<side>(?:left|right|bilateral)\s+)?(?P<a>[a-z]+(?:\s[a-z]+)?)\s+and\s+(?:the\s+)?"
    r"(?P<b>[a-z]+(?:\s[a-z]+)?)\s+(?P<site>sinus|sinuses|arteries|artery|veins|vein)\b",
    re.I,
)
_SINGULAR = {"sinuses": "sinus", "arteries": "artery", "veins": "vein"}


def spread_sites(text: str) -> str:
    """'thrombosis of the left transverse and sigmoid sinuses' -> 'left transverse sinus
    thrombosis and left sigmoid sinus thrombosis': one head shared by two sites, each site
    named whole so that each can be matched."""

    def spread(m: re.Match[str]) -> str:
        site = _SINGULAR.get(m["site"].lower(), m["site"])
        side = m["side"] or ""
        return f"{side}{m['a']} {site} {m['head']} and {side}{m['b']} {site} {m['head']}"

    return _SHARED_SITE.sub(spread, text)


class SynonymTable:
    """Entries by id, names by folded key, and the tree between them."""

    def __init__(
        self,
        entries: Iterable[Entry],
        version: int | str = 1,
        ambiguous: Iterable[str] = (),
    ) -> None:
        self.entries: dict[str, Entry] = {}
        for entry in entries:
            self.entries.setdefault(entry.id, entry)
        self.version = version
        self.ambiguous = frozenset(ambiguous)
        self._by_key: dict[tuple[str, ...], str] = {}
        for entry in self.entries.values():
            for name in entry.all_names:
                self._by_key.setdefault(keys(name), entry.id)
        for entry in self.entries.values():
            if entry.parent and entry.parent not in self.entries:
                raise ValueError(f"entry {entry.id!r} has unknown parent {entry.parent!r}")
            unknown = [m for m in entry.members if m not in self.entries]
            if unknown:
                raise ValueError(f"entry {entry.id!r} has unknown members {unknown!r}")

    @property
    def groups(self) -> tuple[tuple[str, ...], ...]:
        """Each entry's names (the flat view older callers used)."""
        return tuple(e.all_names for e in self.entries.values())

    @classmethod
    def from_yaml(cls, path: Path) -> SynonymTable:
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as exc:
            raise LoadError(path, f"cannot read synonym table: {exc}") from exc
        if not isinstance(doc, dict):
            doc = {}
        try:
            extra, inline = entries_in(path.parent, _strings(doc.get("entry_files"), "entry_files"))
            if extra:
                doc = {**doc, "entries": merged_entries([*(doc.get("entries") or []), *extra])}
            entries = _entries_from(doc)
            translated = _translations_from(path.parent, doc.get("translations") or ())
            for entry_id, by_language in inline.items():
                for lang, written in by_language.items():
                    have = translated.setdefault(entry_id, {}).get(lang, ())
                    translated[entry_id][lang] = (*have, *inflected_names(lang, tuple(written)))
            unknown = sorted(set(translated) - {e.id for e in entries})
            if unknown:
                raise ValueError(f"translated names for unknown entries: {', '.join(unknown)}")
            entries = [
                replace(e, translations=translated[e.id]) if e.id in translated else e
                for e in entries
            ]
            entries = [with_eponym_forms(e) for e in entries]
            return cls(entries, doc.get("version", 1), doc.get("ambiguous") or ())
        except (TypeError, ValueError) as exc:
            raise LoadError(path, f"synonym table: {exc}") from exc
        except OSError as exc:
            raise LoadError(path, f"cannot read a translation of the synonym table: {exc}") from exc

    def entry_id(self, name: str) -> str:
        """The entry a name (as written, any spelling) belongs to, or ''."""
        return self._by_key.get(keys(name), "")

    def group_of(self, name: str) -> tuple[str, ...]:
        entry = self.entries.get(self.entry_id(name))
        return () if entry is None else entry.all_names

    def ancestors(self, entry_id: str) -> list[str]:
        out: list[str] = []
        parent = self.entries[entry_id].parent if entry_id in self.entries else ""
        while parent and parent not in out:
            out.append(parent)
            parent = self.entries[parent].parent
        return out

    def descendants(self, entry_id: str) -> list[str]:
        return [e for e in self.entries if entry_id in self.ancestors(e)]

    def relation(self, predicted: str, reference: str) -> Relation:
        """How a predicted entry stands to the reference entry."""
        if predicted == reference:
            return "same"
        if reference in self.ancestors(predicted):
            return "specific"
        members = self.entries[reference].members if reference in self.entries else ()
        if any(m == predicted or m in self.ancestors(predicted) for m in members):
            return "specific"
        if predicted in self.ancestors(reference):
            return "generic"
        if set(self.ancestors(predicted)) & set(self.ancestors(reference)):
            return "sibling"
        return "other"

    def facets(self, entry_id: str) -> dict[str, str]:
        """The entry's facets and those it inherits."""
        out: dict[str, str] = {}
        for eid in [*reversed(self.ancestors(entry_id)), entry_id]:
            out.update(self.entries[eid].facets)
        return out

    def names(self) -> Iterable[tuple[str, str]]:
        """(name, entry id) for every name in the table."""
        for entry in self.entries.values():
            for name in entry.all_names:
                yield name, entry.id

    def names_with_language(self) -> Iterable[tuple[str, str, str]]:
        """(name, entry id, language) for every name: a translated name's language, '' for the
        English and Chinese names, which are read in an answer of any language."""
        for entry in self.entries.values():
            own = (
                entry.names
                + tuple(s for n in entry.names if (s := short_form(n)))
                + tuple(f for n in entry.names for f in inverted_forms(n))
                + entry.zh
            )
            for name in own:
                yield name, entry.id, ""
            for language, names in entry.translations.items():
                for name in names:
                    yield name, entry.id, language


def with_eponym_forms(entry: Entry) -> Entry:
    """The entry with its two-person eponyms in the other order too ("Jakob-Creutzfeldt
    disease"), and its English eponym names' forms in the other languages added where its
    translation files lack them ("Morbus Fahr", "Susac-Syndrom")."""
    swapped = tuple(s for n in entry.names if (s := swapped_pair(n)) and s not in entry.names)
    entry = replace(entry, names=entry.names + swapped) if swapped else entry
    made: dict[str, list[str]] = {}
    for name in entry.names:
        for language, forms in eponym_forms(name).items():
            made.setdefault(language, []).extend(forms)
    if not made:
        return entry
    zh = tuple(dict.fromkeys((*entry.zh, *made.pop("zh", ()))))
    translations = dict(entry.translations)
    for language, written in made.items():
        have = translations.get(language, ())
        translations[language] = tuple(dict.fromkeys((*have, *inflected_names(language, written))))
    return replace(entry, zh=zh, translations=translations)


def _strings(value: Any, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{what} must be a list of names")
    return tuple(value)


def _entries_from(doc: Mapping[str, Any]) -> list[Entry]:
    if "entries" in doc:
        raw = doc["entries"]
        if not isinstance(raw, list) or not all(isinstance(e, dict) for e in raw):
            raise TypeError("'entries' must be a list of mappings")
        out = []
        for item in raw:
            names = _strings(item.get("names"), f"names of {item.get('id')!r}")
            if not item.get("id") or not names:
                raise ValueError(f"every entry needs an id and names: {item!r}"[:200])
            facets = item.get("facets") or {}
            out.append(
                Entry(
                    id=str(item["id"]),
                    names=names,
                    zh=_strings(item.get("zh"), f"zh of {item['id']!r}"),
                    parent=str(item.get("parent") or ""),
                    facets={str(k): str(v) for k, v in dict(facets).items()},
                    members=_strings(item.get("members"), f"members of {item['id']!r}"),
                )
            )
        return out
    groups = doc.get("groups")
    if not isinstance(groups, list) or not all(
        isinstance(g, list) and g and all(isinstance(n, str) for n in g) for g in groups
    ):
        raise TypeError("synonym table needs 'entries' (or 'groups': a list of lists of names)")
    return [Entry(id=f"g{i}", names=tuple(g)) for i, g in enumerate(groups)]


def _translations_from(folder: Path, files: Any) -> dict[str, dict[str, tuple[str, ...]]]:
    """entry id -> language -> names, from the files a table lists under `translations` (each:
    `language: es` and `names: {entry id: [names]}`), each name with its inflected forms."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for rel in _strings(list(files), "translations"):
        doc = yaml.safe_load((folder / rel).read_text(encoding="utf-8"))
        if not isinstance(doc, dict) or not isinstance(doc.get("names"), dict):
            raise TypeError(f"{rel}: needs 'language' and a mapping 'names'")
        lang = str(doc.get("language") or Path(rel).stem)
        for entry_id, names in doc["names"].items():
            written = _strings(names, f"{lang} names of {entry_id!r}")
            out.setdefault(str(entry_id), {})[lang] = inflected_names(lang, written)
    return out
