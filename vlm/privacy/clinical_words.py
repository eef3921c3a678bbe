"""Clinical vocabulary that is never a name or a place, even capitalised in a heading or a
report ("Thalamus", "Trombectomía", "Neurología", "Apixaban", "Signe de Lhermitte"): an offline
word list of our own (data/clinical_words.txt) and the endings that mark medical words and
drug names (WHO INN stems) in the six languages. Names that the lexicon of first names knows
never count as clinical words ("Signe", "Lyse" are first names too)."""

from __future__ import annotations

import re
from functools import lru_cache

from vlm.privacy.clinical_forms import is_clinical_form
from vlm.privacy.first_names import is_first_name, read_list

# Endings of medical words: inflammation, disease, surgery, imaging, specialties; the stem before
# them is at least four letters, so short names ("Otis", "Rose") never match.
_MEDICAL_ENDING = re.compile(
    r"(?i)[^\W\d_]{4,}(?:itis|itiden|itides|osis|oses|ismus|ismo|isme|pathie|pathy|patía|patia|"
    r"pathia|pathieën|algia|algie|algie|ectomy|ectomía|ectomie|ektomie|otomy|otomía|otomie|"
    r"plasty|plastie|plastia|plastiek|grafía|graphie|graphy|grafie|ographie|scopy|scopía|scopie|"
    r"skopie|logie|logía|logia|ology|plegia|plegie|plejía|paresis|parese|paresia|parésie|"
    r"trophie|trofia|trophy|trofie|kinesia|kinesie|kinésie|cinesia|ämie|émie|emia|aemia|"
    r"oedema|edema|ödem|œdème|cefalia|céphalie|cephaly|zephalie|encephalopathy|myelitis|"
    r"ological|ologisch|ologique|ológico|ológica|ologisch)"
)
# Drug names by their WHO INN stem, with the six languages' endings ("Atorvastatina",
# "Lévétiracétam", "Apixabán", "Erenumab").
_DRUG_STEM = re.compile(
    r"(?i)[^\W\d_]{2,}(?:mab|nib|parin|statin|pril|sartan|olol|dipin|azepam|azolam|triptan|"
    r"cillin|cilin|mycin|micin|floxacin|floxacino|ciclovir|prazol|azol|tidin|setron|"
    r"gliptin|gliflozin|teplase|xaban|xabán|gatran|racetam|racétam|trigin|peridol|péridol|zapin|"
    r"oxetin|pramin|triptylin|afil|ocaine|acaine|ocaína|acaína|ocaïne|dopa|profen|fenac|coxib|semid|thiazid|"
    r"tiazid|lukast|sonid|isolon|isolone|isolona|ximab|zumab|umab|mumab|cept|kinra|limod|zomib|"
    r"amide|amid|amida|tiapin|oxacin|pirid|gabalin|gabalina|bamat|bamato|lamid|"
    r"pentin|pentina|zepin|zépine|zepina|tiazem|ifen)(?:e|a|um|án|an)?"
)


@lru_cache(maxsize=1)
def clinical_words() -> frozenset[str]:
    """data/clinical_words.txt and data/drug_names.txt, casefolded, read once."""
    words = read_list("clinical_words.txt") | read_list("drug_names.txt")
    return frozenset(w.casefold() for w in words)


@lru_cache(maxsize=8192)
def is_clinical_word(word: str) -> bool:
    """A word of the clinical list, or one with a medical ending or a drug stem, that is not a
    known first name ("Neurología", "Hippocampus", "Rosuvastatin"; "Signe" stays a name)."""
    if len(word) < 4 or word.isupper():
        return False
    known = word.casefold() in clinical_words() or any(
        part.casefold() in clinical_words() for part in word.split("-") if len(part) > 3
    )
    if not (
        known
        or _MEDICAL_ENDING.fullmatch(word)
        or _DRUG_STEM.fullmatch(word)
        or is_clinical_form(word)
    ):
        return False
    return not is_first_name(word)
