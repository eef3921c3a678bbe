"""Whether a span names something disease-like, in the five languages the verdict reads.

The conclusion finder and the rule both need it to tell a diagnosis ("a demyelinating
disease") from advice or a finding ("Therefore, a contrast study is advised")."""

from __future__ import annotations

import re

_DISEASE = re.compile(
    r"\w(?:oma|omas|ome|om|itis|ite|osis|ose|pathy|patía|pathie|plasia|trophy|trofia|trophie|"
    r"emia|ämie|émie|ism|ismo|isme)\b|"
    r"\b(?:\w*(?:disease|syndrome|disorder|infarct\w*|stroke|h(?:a)?emorrhage|h(?:a)?ematoma|"
    r"sclerosis|dementia|palsy|ataxia|malformation|tumou?r|neoplasm|abscess|cyst|thrombosis|"
    r"aneurysm|injury|encephal\w*|myel\w*|mening\w*|leuk\w*|metasta\w*|hydroceph\w*|"
    r"enfermedad|síndrome|infarto|hemorragia|hematoma|esclerosis|demencia|absceso|trombosis|"
    r"\w*(?:krankheit|erkrankung|syndrom|infarkt|blutung|sklerose|abszess|thrombose|zyste|"
    r"schlaganfall|entzündung)|demenz|"
    r"maladie|infarctus|hémorragie|sclérose|démence|thrombose|AVC|ictus|abcès|hématomes?|"
    r"dissection|disecci[oó]n|dissektion|axonal\w*|quiste|kyste|zyste|aneurisma|anévrisme|"
    r"tumeur|met[aá]stasis|métastases?|metastasen?|hidrocefalia|hydrocéphalie|hydrozephalus|"
    r"encefal\w*|enzephal\w*|encéphal\w*|malformaci[oó]n|fehlbildung))\b",
    re.I,
)
_ACRONYM = re.compile(r"\b[a-z]{0,2}[A-Z][A-Za-z]?[A-Z]{1,5}\b")  # MS, sCJD, bvFTD
_NOT_DIAGNOSES = {
    *("MRI", "MR", "CT", "DWI", "ADC", "FLAIR", "SWI", "GRE", "EEG", "EMG", "CSF", "MRA", "CTA"),
    *("PET", "SPECT", "DSA", "AI", "WHO", "CNS", "IDH", "LP", "ICU", "ED", "IV", "BP", "HR"),
    *("DTI", "MRS", "PCR", "NCS", "VEP", "OCT", "DAT", "USA", "UK", "NB", "PS", "OK"),
    *("mRNA", "eGFR", "qPCR", "rtPA", "tPA", "mRS"),
    # imaging and fluids as Spanish, French and German write them
    *("IRM", "TDM", "RM", "RMN", "TC", "TAC", "LCR", "LCS", "MRT", "CCT", "EEG", "PL"),
}
_ZH_DISEASE = re.compile(
    r"病|症|瘤|炎|梗死|梗塞|出血|血肿|畸形|中毒|变性|硬化|积水|卒中|脓肿|囊肿|血栓|痴呆|萎缩"
)


def looks_like_diagnosis(text: str) -> bool:
    """Whether a span names something disease-like: a disease word's ending or head noun in
    one of the five languages read, an acronym (MS, PRES), or a Chinese disease character."""
    acronyms = {m.group() for m in _ACRONYM.finditer(text)} - _NOT_DIAGNOSES
    return bool(_DISEASE.search(text) or acronyms or _ZH_DISEASE.search(text))
