"""A Dutch verb in the present tense written with a capital after a name's cue or a title, as
Dutch nursing notes and handovers do ("Dochter Komt Vanmiddag", "Mevrouw Slaapt Onrustig",
"Patiënt Wordt Opgenomen", "Dhr. Is Bekend met …", "Patiënt Mobiliseert Zelfstandig"): the
sentence's verb, not a name. A verb form of the third person ends in -t and is one of the
commonest words of Dutch text while the other languages hardly know it; Dutch surnames ending in
-t ("Smit", "Schut", "Brandt") are far rarer or common elsewhere too. Verbs in -eert
("mobiliseert", "reageert") are Dutch by their ending; a few short irregular forms are listed."""

from __future__ import annotations

from vlm.privacy.first_names import is_first_name
from vlm.privacy.rare_words import zipf

# Common in Dutch (Zipf 4.0: ten uses per million words), and at least 3 points (a thousand
# times) rarer in each of the other languages.
_OWN = 4.0
_GAP = 3.0
_OTHERS = ("en", "de", "fr", "es")
_IRREGULAR = frozenset({"is", "kan", "zal", "wil", "mag", "eet", "ligt", "zit", "ziet", "doet"})


def is_dutch_verb_form(word: str) -> bool:
    """`word` (capitalised after a cue) is a Dutch verb in the present tense."""
    low = word.casefold()
    if low in _IRREGULAR:
        return True
    if not low.endswith("t") or len(low) < 4 or is_first_name(word):
        return False
    if low.endswith("eert") and len(low) >= 7:
        return True
    own = zipf(low, "nl")
    return own >= _OWN and all(zipf(low, lang) <= own - _GAP for lang in _OTHERS)
