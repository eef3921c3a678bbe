"""How common a word is in a language, from the word lists that ship inside the `wordfreq`
package (no download at run time): a capitalised word the note's language rarely uses is more
likely a proper noun (a place, an institution, a person) than an everyday word ("in Ruhe",
"à Domicile", "in Follow-up"). Clinical jargon is rare too ("Dysarthrie", "Babinski"), so this
signal is only used beside the clinical vocabulary and in a slot that names a place.

`wordfreq` is imported on the first lookup (each language's list loads once, under a second)."""

from __future__ import annotations

import re
from functools import lru_cache

# Zipf frequency (log10 of uses per billion words) under which a word counts as rare: everyday
# nouns and adjectives of the five languages sit above 3.5, most towns, hospitals and surnames
# under 3 ("Purpan" 2.2, "Frimley" 1.9), and large cities above ("Hamburg" 5.2).
RARE_ZIPF = 3.0
_LATIN = ("en", "de", "fr", "es", "nl")
_TOKEN = re.compile(r"[^\W\d_]+")
# Words that mark one of the five languages and no other (shared ones such as "de", "en", "in"
# would tip a Spanish note towards Dutch).
_MARKERS = {
    "en": "the and of with was to is for has her his she he on after",
    "de": "der die das und mit ist wurde von bei nach zu eine ein seit sich nicht",
    "fr": "le la les et est une du des avec pour au aux dans été sur par",
    "es": "el la los las y con por para del una fue desde se está sin",
    "nl": "het en van een met is werd bij naar voor zijn op uit heeft niet",
}
_MARKER_SETS = {lang: frozenset(words.split()) for lang, words in _MARKERS.items()}


@lru_cache(maxsize=16384)
def zipf(word: str, lang: str) -> float:
    """wordfreq's Zipf frequency of `word` in `lang` (0.0 for an unknown word)."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, lang))


def is_rare(word: str, lang: str) -> bool:
    """Rare both in the note's language and in English (notes borrow English words)."""
    return zipf(word, lang) < RARE_ZIPF and (lang == "en" or zipf(word, "en") < RARE_ZIPF)


@lru_cache(maxsize=8)
def note_language(text: str) -> str | None:
    """The Latin-script language among the five whose function words the text uses most; None
    for a text with fewer than two of them (telegraphic notes, Chinese). Kept for the few texts
    being scrubbed now: several detectors ask for each text."""
    counts = dict.fromkeys(_LATIN, 0)
    for token in _TOKEN.findall(text.casefold()):
        for lang in _LATIN:
            if token in _MARKER_SETS[lang]:
                counts[lang] += 1
    best = max(_LATIN, key=lambda lang: counts[lang])
    return best if counts[best] >= 2 else None
