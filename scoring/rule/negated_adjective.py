"""The reference denied inside a 'non-' adjective before another name: a "non-germinomatous germ
cell tumour" is not a germinoma although 'germ cell tumour' names it, a "non-lacunar infarct" is
no lacune, "non-tuberculous mycobacterial meningitis" no tuberculous meningitis. The adjective
shares its stem with a word of the reference's own names and stands right before the name
matched, joined by a hyphen or a space."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.rule.text import Token, tokenize

_STEM = 6  # letters an adjective shares with the reference's word ('germin'omatous)
_REACH = 3  # words between 'non' and the name matched, the adjective included
# words every name family shares: an adjective on them says nothing about the reference
_COMMON = {"disease", "syndrome", "tumor", "disorder", "cerebral", "intracranial", "primary"}


def _stems(names: Iterable[str]) -> set[str]:
    """Stems of the reference's words, less those its own names deny ('non-hemorrhagic stroke'
    is a name of ischaemic stroke: 'non-haemorrhagic' before 'infarct' keeps it)."""
    stems: set[str] = set()
    denied: set[str] = set()
    for name in names:
        keys = [t.key for t in tokenize(name)]
        for i, key in enumerate(keys):
            if i and keys[i - 1] == "non":
                denied.add(key[:_STEM])
            elif len(key) >= _STEM and key not in _COMMON and key.isalpha():
                stems.add(key[:_STEM])
    return stems - denied


def _joined(a: Token, b: Token) -> bool:
    return 0 <= b.start - a.end <= 1


def denied_by_adjective(tokens: Sequence[Token], hit_start: int, names: Iterable[str]) -> str:
    """The 'non-…' words before the name at `hit_start` that deny the reference, or ''."""
    stems = _stems(names)
    for i in range(max(hit_start - _REACH, 0), hit_start - 1):
        word = tokens[i + 1]
        if tokens[i].key != "non" or word.key[:_STEM] not in stems:
            continue
        if all(_joined(tokens[j], tokens[j + 1]) for j in range(i, hit_start)):
            return f"{tokens[i].text}-{word.text}"
    return ""
