"""Where an address read as "the rest of the clause after a cue" really ends: before a dose or a
count after a comma ("Lives at 12 Orchard Road, 5000 units of …"), before a department or a
clinical word after a comma ("… Lane, Neurology informed"), and before the person someone lives
with or what they do ("wohnt in Neustadt bei seiner Tochter", "habite à Sées chez sa fille",
"vive en Getafe con su hijo", "lives at 4 Elm Row and walks daily"). A town joined by the same
words stays whole ("Neustadt bei Coburg", "Stratford-upon-Avon")."""

from __future__ import annotations

import re

from vlm.privacy.clinical_words import is_clinical_word

# A comma, then a number and what it counts.
_COUNT_AFTER_COMMA = re.compile(
    r",[ \t]*\d[\d.,]*[ \t]*(?i:units?|iu|ie|ui|mg|mcg|µg|g|ml|l|tablets?|tabs?|caps?|puffs?|"
    r"days?|weeks?|hours?|times|x|Tage|Wochen|Stunden|jours|semaines|heures|fois|d[ií]as|"
    r"semanas|horas|veces|dagen|weken|uur|keer|mmol|kg|cm|mm)\b"
)
# A comma, then a capitalised word: cut there when it is a clinical word or a department.
_CAPITAL_AFTER_COMMA = re.compile(r",[ \t]*(?P<w>[A-ZÀ-Þ][a-zà-ÿ]+)")
# A word that joins a person or an activity to the address, before a lower-case word.
_JOIN = re.compile(
    r"[ \t]+(?:bei|mit|und|seit|chez|avec|et|depuis|con|y|desde|bij|met|sinds|with|and|since)"
    r"[ \t]+(?=[a-zß-ÿ])"
)


def address_clause_end(text: str, start: int, end: int) -> int:
    """The end of the address read from `start` to `end`, cut before what follows it."""
    clause = text[start:end]
    cut = len(clause)
    for m in (_COUNT_AFTER_COMMA.search(clause), _JOIN.search(clause)):
        if m and m.start() > 0:
            cut = min(cut, m.start())
    for m in _CAPITAL_AFTER_COMMA.finditer(clause, 0, cut):
        if is_clinical_word(m.group("w")):
            cut = min(cut, m.start())
            break
    return start + len(clause[:cut].rstrip(" \t,"))


def is_clinical_start(name: str) -> bool:
    """A "town" after a street that starts with a clinical word or a department ("Neurology")."""
    return is_clinical_word(name.split()[0])
