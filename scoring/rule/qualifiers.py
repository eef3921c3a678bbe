"""Side, vascular territory, lobe, acuity, mechanism and grade: what a reference states must not
be contradicted.

Each is read as a set ("left frontotemporal" -> side {left}, lobe {frontal, temporal}), in
English, Chinese, Spanish, German and French; an answer contradicts the reference when it states
the same kind and none of its values are the reference's (left vs right, MCA vs PCA, acute vs
chronic, ischaemic vs haemorrhagic, low vs high grade). Saying nothing never contradicts.
Acuity has two values: acute (hyperacute, acute, subacute) and chronic (chronic, old, remote,
sequelae: séquellaire, secuelar, antiguo, alter, 陈旧, 后遗);
"acute-on-chronic" states both. Grade is low (WHO 1-2, low-grade) or high (WHO 3-4, high-grade,
anaplastic). Origin is primary (primary, idiopathic, spontaneous) or secondary ("secondary CNS
lymphoma" is not a primary one; iatrogenic, traumatic, "post-dural puncture"); "secondary to"
names a cause, not an origin.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scoring.rule.acuity_stages import established, past_acute
from scoring.rule.chinese_grade import chinese_grades
from scoring.rule.deficit_side import DEFICIT, deficit_side
from scoring.rule.text import Token
from scoring.rule.venous_infarct import VENOUS, venous_infarct

SIDE = "side"
TERRITORY = "territory"
LOBE = "lobe"
ACUITY = "acuity"
MECHANISM = "mechanism"
GRADE = "grade"
ORIGIN = "origin"
KINDS = (SIDE, TERRITORY, LOBE, ACUITY, MECHANISM, GRADE, ORIGIN)

_SIDES = re.compile(
    r"^(?:(?P<left>left|izquierd[oa]s?|links(?:seitig\w*)?|linke[nrms]?|gauche)"
    r"|(?P<right>right|derech[oa]s?|rechts(?:seitig\w*)?|rechte[nrms]?|droite?)"
    r"|(?P<bilateral>bilateral\w*|both|ambos|ambas|beidseit\w*|bilaterale?s?))$"
)
_ZH_SIDES = {"左": "left", "右": "right", "双": "bilateral", "两": "bilateral"}
_TERRITORY_WORDS = {
    ("MCA",): "MCA",
    ("ACA",): "ACA",
    ("PCA",): "PCA",
    ("PICA",): "PICA",
    ("AICA",): "AICA",
    ("ICA",): "ICA",
    ("ACM",): "MCA",  # arteria cerebral media / artère cérébrale moyenne
    ("ACP",): "PCA",
    ("middle", "cerebral", "artery"): "MCA",
    ("anterior", "cerebral", "artery"): "ACA",
    ("posterior", "cerebral", "artery"): "PCA",
    ("basilar",): "basilar",
    ("internal", "carotid"): "ICA",
    ("posterior", "inferior", "cerebellar"): "PICA",
    ("anterior", "inferior", "cerebellar"): "AICA",
    ("cerebral", "media"): "MCA",
    ("cerebral", "anterior"): "ACA",
    ("cerebral", "posterior"): "PCA",
    ("cerebri", "media"): "MCA",
    ("cerebri", "anterior"): "ACA",
    ("cerebri", "posterior"): "PCA",
    ("cerebrale", "moyenne"): "MCA",
    ("cerebrale", "anterieure"): "ACA",
    ("cerebrale", "posterieure"): "PCA",
    ("basilaire",): "basilar",
    ("basilaris",): "basilar",
}
_TERRITORY_WORD = re.compile(
    r"^(?:(?P<MCA>media(?:infarkt|stromgebiet|territorium|ast)\w*|sylvien\w*|sylvian)"
    r"|(?P<PCA>posterior(?:infarkt|stromgebiet|territorium)\w*)"
    r"|(?P<ACA>anterior(?:infarkt|stromgebiet|territorium)\w*))$"
)
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
    "okzipit": "occipital",
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
    r"^(?:fronto|temporo|parieto|occipito|okzipito)*"
    r"(?:frontal|temporal|parietal|occipital|okzipital|insular|insula|temporaux)"
    r"(?:e|es|en|er|lappen\w*)?$"
)
_ACUTE = re.compile(
    r"^(?:hyper|sub|sur|hiper)?(?:acute|agud[oa]s?|akut\w*|aigue?s?)$|^(?:recent|fresh|new|frisch\w*)$"
)
_CHRONIC = re.compile(
    r"^(?:chronic|old|remote|cronic[oa]s?|chronisch\w*|chronique|ancien\w*|sequellaires?|"
    r"secuelar(?:es)?|antigu[oa]s?|alte[nrs]?|previous|sequelae?|longstanding)$"
)
_AGE_UNITS = {"year", "years", "yr", "yrs", "month", "months", "week", "weeks", "day", "days"}
_ISCHEMIC = re.compile(r"^(?:ischemic|isquemic[oa]s?|ischamisch\w*|ischemique)$")
_HEMORRHAGIC = re.compile(r"^(?:hemorrhagic|hemorragic[oa]s?|hamorrhagisch\w*|hemorragique)$")
_NOT_MECHANISM = re.compile(
    r"^(?:transformation|conversion|change|component|foci|focus|transformacion|umwandlung|"
    r"transformierung)$"
)
_NOT_WORDS = {"non", "no", "not", "without", "sin", "nicht", "kein", "keine", "pas", "sans"}
_LOW_WORDS = re.compile(r"^(?:low|bajo|bas|niedriggradig\w*|lowgrade)$")
_HIGH_WORDS = re.compile(r"^(?:high|alto|haut|hochgradig\w*|highgrade|anaplastic\w*|anaplasic\w*)$")
_GRADE_WORDS = {"grade", "grado", "grad"}
_PRIMARY = re.compile(
    r"^(?:primary|idiopathic|primari[oa]s?|primar\w*|primiti(?:f|ve)s?|spontaneous|"
    r"espontane[oa]s?|spontan\w*)$"
)
_SECONDARY = re.compile(
    r"^(?:secondary|secundari[oa]s?|sekundar\w*|secondaires?|iatrogenic|iatrog[eé]ni\w*|"
    r"traumatic|posttraumatic|postoperative|postprocedural)$"
)
# "post-dural puncture intracranial hypotension": a cause stated before the name
_CAUSED_AFTER = {"dural", "lumbar", "lp", "operative", "surgical", "traumatic", "procedural"}
_CAUSE_AFTER = {"to", "a", "al", "zu", "bei", "nach", "de", "du", "des"}  # "secondary to X"
_GRADE_VALUES = {"1": "low", "2": "low", "i": "low", "ii": "low", "3": "high", "4": "high"}
_GRADE_VALUES |= {"iii": "high", "iv": "high"}


def read_qualifiers(tokens: Sequence[Token]) -> dict[str, set[str]]:
    """The qualifiers of every kind stated in these tokens."""
    out: dict[str, set[str]] = {k: set() for k in KINDS}
    words = [t.text for t in tokens]
    lower = [t.cue for t in tokens]
    for i, word in enumerate(lower):
        _read_word(out, word, lower, i)
        for phrase, territory in _TERRITORY_WORDS.items():
            n = len(phrase)
            got = words[i : i + n] if phrase[0].isupper() else lower[i : i + n]
            if tuple(got) == phrase:
                out[TERRITORY].add(territory)
    _read_chinese(out, "".join(t.text if t.is_cjk else " " for t in tokens))
    out[GRADE].update(chinese_grades(tokens))
    return out


def _read_word(out: dict[str, set[str]], word: str, lower: Sequence[str], i: int) -> None:
    side = _SIDES.match(word)
    if side and deficit_side(lower, i):
        out[SIDE].add(DEFICIT)  # "left-sided weakness": the symptom's side, not the lesion's
    elif side:
        out[SIDE].add(next(k for k, v in side.groupdict().items() if v))
    if _LOBE_WORD.match(word):
        out[LOBE].update(lobe for stem, lobe in _LOBE_STEMS.items() if stem in word)
    territory = _TERRITORY_WORD.match(word)
    if territory:
        out[TERRITORY].add(next(k for k, v in territory.groupdict().items() if v))
    if _ACUTE.match(word) and i > 0 and lower[i - 1] in ("not", "non", "no", "nothing"):
        out[ACUITY].add("chronic")  # "infarct, not acute", "non-acute"
    elif _ACUTE.match(word) and past_acute(lower, i):
        out[ACUITY].add("chronic")  # "late subacute", "subacute to chronic"
    elif _ACUTE.match(word):
        out[ACUITY].add("acute")
    if _CHRONIC.match(word) and not (word == "old" and i > 0 and lower[i - 1] in _AGE_UNITS):
        out[ACUITY].add("chronic")
    if established(word):
        out[ACUITY].add("chronic")  # "an established infarct": complete, past its acute phase
    if word == "prior" and (lower[i + 1] if i + 1 < len(lower) else "") != "to":
        out[ACUITY].add("chronic")  # "a prior MCA stroke", not "prior to thrombolysis"
    following = lower[i + 1] if i + 1 < len(lower) else ""
    negated = i > 0 and lower[i - 1] in _NOT_WORDS  # "non-haemorrhagic"
    if not _NOT_MECHANISM.match(following) and not negated:
        if _ISCHEMIC.match(word):
            out[MECHANISM].add("ischemic")
        if _HEMORRHAGIC.match(word):
            out[MECHANISM].add("hemorrhagic")
    if venous_infarct(lower, i):
        out[MECHANISM].add(VENOUS)
    _read_grade(out, word, lower, i)
    if _PRIMARY.match(word):
        out[ORIGIN].add("primary")
    if _SECONDARY.match(word) and following not in _CAUSE_AFTER:
        out[ORIGIN].add("secondary")
    if word == "post" and following in _CAUSED_AFTER:
        out[ORIGIN].add("secondary")


def _read_grade(out: dict[str, set[str]], word: str, lower: Sequence[str], i: int) -> None:
    following = lower[i + 1] if i + 1 < len(lower) else ""
    preceding = lower[i - 1] if i > 0 else ""
    if word in _GRADE_WORDS and following in _GRADE_VALUES:
        out[GRADE].add(_GRADE_VALUES[following])
    elif word in _GRADE_WORDS and _LOW_WORDS.match(preceding):
        out[GRADE].add("low")
    elif word in _GRADE_WORDS and _HIGH_WORDS.match(preceding):
        out[GRADE].add("high")
    elif word in _GRADE_WORDS and following in ("bajo", "bas"):
        out[GRADE].add("low")
    elif word in _GRADE_WORDS and following in ("alto", "haut"):
        out[GRADE].add("high")
    elif word.startswith(("niedriggradig", "lowgrade")):
        out[GRADE].add("low")
    elif word.startswith(("hochgradig", "highgrade", "anaplastic", "anaplasic")):
        out[GRADE].add("high")


def _read_chinese(out: dict[str, set[str]], cjk: str) -> None:
    for m in re.finditer(r"([左右])侧?|([双两])侧", cjk):
        out[SIDE].add(_ZH_SIDES[(m.group(1) or m.group(2))])
    for m in re.finditer(r"([额颞顶枕岛]+)叶", cjk):
        out[LOBE].update(_ZH_LOBES[ch] for ch in m.group(1))
    for name, territory in _ZH_TERRITORIES.items():
        if name in cjk:
            out[TERRITORY].add(territory)
    if re.search(r"(?:超|亚)?急性", cjk):
        out[ACUITY].add("acute")
    if re.search(r"慢性|陈旧|后遗", cjk):
        out[ACUITY].add("chronic")
    if re.search(r"(?<![非无])缺血", cjk):
        out[MECHANISM].add("ischemic")
    if re.search(r"(?<![非无])出血性(?!转化)", cjk):
        out[MECHANISM].add("hemorrhagic")
    if "低级别" in cjk:
        out[GRADE].add("low")
    if re.search(r"高级别|间变", cjk):
        out[GRADE].add("high")


def contradiction(
    reference: Mapping[str, set[str]], answer: Mapping[str, set[str]]
) -> tuple[str, set[str], set[str]] | None:
    """The first kind where the answer states values and none is the reference's."""
    for kind in KINDS:
        ref, got = reference.get(kind, set()), answer.get(kind, set())
        if ref and got and not ref & got:
            return kind, ref, got
    return None
