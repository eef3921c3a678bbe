"""Side, vascular territory and lobe: what a reference states must not be contradicted.

Each is read as a set ("left frontotemporal" -> side {left}, lobe {frontal, temporal}); an answer
contradicts the reference when it states the same kind and none of its values are the
reference's (left vs right, MCA vs PCA, frontal vs temporal). Saying nothing never contradicts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scoring.rule.text import Token

SIDE = "side"
TERRITORY = "territory"
LOBE = "lobe"
KINDS = (SIDE, TERRITORY, LOBE)

_SIDES = {"left": "left", "right": "right", "bilateral": "bilateral", "both": "bilateral"}
_ZH_SIDES = {"左": "left", "右": "right", "双": "bilateral", "两": "bilateral"}
_TERRITORY_WORDS = {
    ("MCA",): "MCA",
    ("ACA",): "ACA",
    ("PCA",): "PCA",
    ("PICA",): "PICA",
    ("AICA",): "AICA",
    ("ICA",): "ICA",
    ("middle", "cerebral", "artery"): "MCA",
    ("anterior", "cerebral", "artery"): "ACA",
    ("posterior", "cerebral", "artery"): "PCA",
    ("basilar",): "basilar",
    ("internal", "carotid"): "ICA",
    ("posterior", "inferior", "cerebellar"): "PICA",
    ("anterior", "inferior", "cerebellar"): "AICA",
}
_ZH_TERRITORIES = {
    "大脑中动脉": "MCA",
    "大脑前动脉": "ACA",
    "大脑后动脉": "PCA",
    "基底动脉": "basilar",
    "颈内动脉": "ICA",
    "小脑后下动脉": "PICA",
    "小脑前下动脉": "AICA",
}
_LOBE_STEMS = {
    "front": "frontal",
    "tempor": "temporal",
    "pariet": "parietal",
    "occipit": "occipital",
    "insul": "insular",
}
_ZH_LOBES = {
    "额": "frontal",
    "颞": "temporal",
    "顶": "parietal",
    "枕": "occipital",
    "岛": "insular",
}
_LOBE_WORD = re.compile(
    r"^(fronto|temporo|parieto|occipito)+(frontal|temporal|parietal|occipital|insular)$|^(frontal|temporal|parietal|occipital|insular|insula)$"
)


def read_qualifiers(tokens: Sequence[Token]) -> dict[str, set[str]]:
    """Sides, territories and lobes stated in these tokens."""
    out: dict[str, set[str]] = {k: set() for k in KINDS}
    words = [t.text for t in tokens]
    lower = [t.key for t in tokens]
    for i, word in enumerate(lower):
        if word in _SIDES:
            out[SIDE].add(_SIDES[word])
        if _LOBE_WORD.match(word):
            for stem, lobe in _LOBE_STEMS.items():
                if stem in word:
                    out[LOBE].add(lobe)
        for phrase, territory in _TERRITORY_WORDS.items():
            n = len(phrase)
            got = words[i : i + n] if phrase[0].isupper() else lower[i : i + n]
            if tuple(got) == phrase:
                out[TERRITORY].add(territory)
    cjk = "".join(t.text if t.is_cjk else " " for t in tokens)
    for m in re.finditer(r"([左右])侧?|([双两])侧", cjk):
        out[SIDE].add(_ZH_SIDES[(m.group(1) or m.group(2))])
    for m in re.finditer(r"([额颞顶枕岛]+)叶", cjk):
        out[LOBE].update(_ZH_LOBES[ch] for ch in m.group(1))
    for name, territory in _ZH_TERRITORIES.items():
        if name in cjk:
            out[TERRITORY].add(territory)
    return out


def contradiction(
    reference: Mapping[str, set[str]], answer: Mapping[str, set[str]]
) -> tuple[str, set[str], set[str]] | None:
    """The first kind where the answer states values and none is the reference's."""
    for kind in KINDS:
        ref, got = reference.get(kind, set()), answer.get(kind, set())
        if ref and got and not ref & got:
            return kind, ref, got
    return None
