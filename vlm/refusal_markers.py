"""Words that say no diagnosis is given ("cannot determine", "je ne peux pas dire s'il s'agit
de"), by language; with the refusals whose modal and verb stand apart (vlm/split_refusals.py).
Matched like the other conclusion markers (vlm/conclusion_markers.py): lower-cased text,
accents kept, whole words in Latin script."""

from __future__ import annotations

from vlm.chinese_split_refusals import ZH_SPLIT_REFUSALS
from vlm.diagnosis_refusals import DIAGNOSIS_REFUSALS
from vlm.split_refusals import SPLIT_REFUSALS

_REFUSALS: dict[str, tuple[str, ...]] = {
    "en": (
        "cannot determine",
        "can't determine",
        "can not determine",
        "unable to determine",
        "cannot be determined",
        "not possible to determine",
        "impossible to determine",
        "cannot make a diagnosis",
        "cannot provide a diagnosis",
        "can't provide a diagnosis",
        "unable to provide a diagnosis",
        "unable to make a diagnosis",
        "unable to diagnose",
        "cannot diagnose",
        "can't diagnose",
        "cannot say whether",
        "can't say whether",
        "cannot tell whether",
        "can't tell whether",
        "cannot give a diagnosis",
        "cannot offer a diagnosis",
        "not able to determine",
        "not able to provide a diagnosis",
        "as an ai",
        "i am not able to diagnose",
        "insufficient information to",
        "not enough information to",
        "indeterminate",
        "cannot be diagnosed",
        "cannot confirm whether",
        "can't confirm whether",
        "cannot say if",
        "can't say if",
        "cannot tell if",
        "unable to say whether",
        "not able to say whether",
    ),
    "zh": (
        "无法确定",
        "无法判断",
        "不能确定",
        "无法诊断",
        "不能诊断",
        "无法给出诊断",
        "难以确定",
        "无法明确诊断",
    ),
    "es": (
        "no puedo determinar",
        "no es posible determinar",
        "no puedo dar un diagnóstico",
        "no puedo establecer",
        "no puedo emitir",
        "no se puede determinar",
        "información insuficiente",
        "no puedo determinar si se trata de",
        "no puedo afirmar",
        "no puedo asegurar",
        "no puedo confirmar",
        "no puedo decir si",
        "no es posible afirmar",
    ),
    "de": (
        "kann nicht bestimmt werden",
        "kann ich nicht bestimmen",
        "kann keine diagnose",
        "nicht möglich zu bestimmen",
        "lässt sich nicht bestimmen",
        "keine diagnose stellen",
        "nicht beurteilbar",
        "kann nicht sagen, ob",
        "kann nicht sicher sagen",
        "kann ich nicht sicher sagen",
        "lässt sich nicht sicher sagen",
        "nicht sicher zu sagen, ob",
    ),
    "fr": (
        "je ne peux pas déterminer",
        "impossible de déterminer",
        "je ne peux pas poser",
        "ne peux pas établir",
        "impossible de conclure",
        "ne permet pas de conclure",
        "je ne peux pas donner",
        "je ne peux pas affirmer",
        "je ne peux pas affirmer qu'il s'agit d",
        "je ne peux pas affirmer qu'il s'agit de",
        "je ne peux pas confirmer qu'il s'agit d",
        "je ne peux pas confirmer qu'il s'agit de",
        "je ne peux pas dire s'il s'agit d",
        "je ne peux pas dire s'il s'agit de",
        "impossible d'affirmer",
        "je ne peux pas confirmer",
        "impossible de dire s'il s'agit",
        "je ne peux pas déterminer s'il s'agit",
    ),
}

REFUSALS = {
    lang: (*_REFUSALS[lang], *SPLIT_REFUSALS.get(lang, ()), *DIAGNOSIS_REFUSALS.get(lang, ()))
    for lang in _REFUSALS
}
REFUSALS["zh"] = (*REFUSALS["zh"], *ZH_SPLIT_REFUSALS)
