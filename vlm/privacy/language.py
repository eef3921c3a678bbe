"""Whether the gate can read a text: its detectors cover English, German, French, Spanish, Dutch
and Chinese. A text written mostly in another script (Cyrillic, Arabic, Greek, Japanese kana,
Korean, ...) or whose common words are another Latin-script language's (Italian, Portuguese,
Polish, ...) is one it cannot read, and is withheld until the user releases it.

Telegraphic notes ("Pt 45F. MRI: T2 lesions") carry few common words of any language; they are
read, since the gate's patterns and names apply to them. Only positive evidence of another
language withholds a text: common words counted against short lists (no model, no download).
vlm/language.py differs on purpose: it names an answer's language (langid) and may be unsure.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

READ = ("en", "de", "fr", "es", "nl", "zh")

# Frequent function words; a word shared by several languages counts for each.
_COMMON = {
    "en": "the and of to in is was with for on at by from has have had she he her his him "
    "they this that which were not but are been no after over since who there also",
    "de": "der die das und ist mit von zu den dem des ein eine einer einem nicht sich auf "
    "für wurde war wir sie er bei nach seit ihr ihre ihm sowie noch keine",
    "fr": "le la les des et est un une du dans pour avec par sur au aux pas qui que il elle "
    "ses son sa été depuis ne chez lui cette plus",
    "es": "el la los las y es un una del en con por para que se no su sus al lo como desde "
    "fue ha le está pero sin hace",
    "nl": "de het een en van is met op te voor bij niet zijn werd haar hij zij ze er dat die "
    "naar ook geen heeft had wordt sinds",
    "it": "il lo gli della delle degli nel nella con per che non sono stato stata una uno "
    "anche dal dalla alla ai sul sua suo ha hanno è",
    "pt": "o os as um uma do da dos das em no na com por para que não foi está pelo pela "
    "seu sua ao à são também há",
    "pl": "i w z na do nie się jest że od po przez oraz jak ale był była jego jej są dla "
    "przy bez lat pacjent",
    "sv": "och att det som en av för med till den är på inte har var hon han efter sedan",
    "da": "og at det som en af for med til den er på ikke har var hun han efter siden",
    "tr": "ve bir bu ile için da de olan olarak ama çok daha sonra hasta yaşında",
    "ro": "și în cu de la pe este sunt un o din care nu pentru după",
    "cs": "a v na se je že s z do to jako ale po pro byl byla není",
    "hu": "a az és egy hogy nem is van volt meg mint csak után",
    "id": "dan yang di ke dari dengan untuk tidak ini itu pada adalah sejak",
}
_WORDS = {lang: frozenset(words.split()) for lang, words in _COMMON.items()}
_NAMES = {
    "it": "Italian",
    "pt": "Portuguese",
    "pl": "Polish",
    "sv": "Swedish",
    "da": "Danish",
    "tr": "Turkish",
    "ro": "Romanian",
    "cs": "Czech",
    "hu": "Hungarian",
    "id": "Indonesian",
}
_TOKEN = re.compile(r"[^\W\d_]+")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_MIN_EVIDENCE = 3  # common words of another language needed before a text is withheld


def common_words(languages: tuple[str, ...]) -> frozenset[str]:
    """The common-word lists of these languages (lower case), for other detectors."""
    return frozenset(w for lang in languages if lang in _WORDS for w in _WORDS[lang])


@lru_cache(maxsize=256)
def unread_language(text: str) -> str | None:
    """None when the gate can read `text`; otherwise what it looks like ("Polish", "Cyrillic
    script"), for the preview."""
    script = _foreign_script(text)
    if script:
        return script
    words = [w.casefold() for w in _TOKEN.findall(_HAN.sub(" ", text))]
    if not words:
        return None
    counts = {lang: sum(w in vocab for w in words) for lang, vocab in _WORDS.items()}
    best_read = max(counts[lang] for lang in READ if lang in counts)
    other, hits = max(((k, v) for k, v in counts.items() if k not in READ), key=lambda kv: kv[1])
    if hits >= _MIN_EVIDENCE and hits > 1.5 * best_read:
        return _NAMES.get(other, other)
    return None


@lru_cache(maxsize=4096)
def _script(ch: str) -> str:
    """ "read" for a Latin or Han letter, else its script's name ("Cyrillic")."""
    name = unicodedata.name(ch, "")
    if name.startswith(("LATIN", "CJK", "FULLWIDTH LATIN", "MODIFIER")):
        return "read"
    return name.split(" ")[0].title() if name else "Unknown"


def _foreign_script(text: str) -> str | None:
    """The script of most letters when it is neither Latin nor Han ("Cyrillic script")."""
    if text.isascii():
        return None  # every ASCII letter is Latin
    scripts: dict[str, int] = {}
    # each distinct character once, in the order it first stands (ties go to the first script)
    for ch, count in Counter(text).items():
        if not ch.isalpha():
            continue
        script = _script(ch)
        scripts[script] = scripts.get(script, 0) + count
    if not scripts:
        return None
    letters = sum(scripts.values())
    foreign = {k: v for k, v in scripts.items() if k != "read"}
    if foreign and sum(foreign.values()) >= max(3, 0.2 * letters):
        return f"{max(foreign, key=lambda k: foreign[k])} script"
    return None
