"""Inflected forms of the translated names, made when the table loads.

Folding drops a plural 's', which is all English and most French plurals need. German declines
the adjectives in front of a noun ('multiple Sklerose', 'bei multipler Sklerose', 'vereinbar mit
einer multiplen Sklerose', 'V. a. akuten Mediainfarkt') and forms plurals with -e/-en/-n
('Hirninfarkte', 'Gliome', 'Blutungen'); Spanish adds -es after a consonant ('infartos lacunares',
'tumores cerebrales'); French -al becomes -aux ('hématomes sous-duraux'). The translation files
hold each name once, in its dictionary form; these rules add the forms a clinician's sentence
puts it in, so that the table's names are read in running text.

Only the leading words of a name inflect (the adjectives before a German head noun, the words
before a Spanish or French preposition): a complement ('der multiplen Sklerose', 'de la arteria
cerebral media') keeps its form.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from scoring.rule.text import keys

Rules = Callable[[str], list[str]]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# German: lowercase words that end like a declined adjective but are articles, pronouns or
# prepositions
_DE_FUNCTION = _words(
    "der die das den dem des ein eine einer einem einen eines oder ohne aber über unter wegen "
    "gegen wie bei mit im vom zum zur"
)
_DE_ENDINGS = ("em", "en", "er", "es", "e")
_ES_FUNCTION = _words("de del en con por a al y e o u sin no tipo para contra sobre la el los las")
_ES_STRESSED_N = {"án": "a", "én": "e", "ín": "i", "ón": "o", "ún": "u"}
_FR_FUNCTION = _words("de du des d l la le les à au aux en et avec par sans sur non type")


def inflected_names(language: str, names: Iterable[str]) -> tuple[str, ...]:
    """The names followed by those of their inflected forms that fold to something new, for the
    languages that have rules; other languages' names come back as they are."""
    names = tuple(names)
    forms = _RULES.get(language)
    if forms is None:
        return names
    seen = {keys(n) for n in names}
    out = list(names)
    for name in names:
        for form in forms(name):
            if keys(form) not in seen:
                seen.add(keys(form))
                out.append(form)
    return tuple(out)


def german_forms(name: str) -> list[str]:
    """Every ending on the leading adjectives, with the head noun in singular or plural."""
    words = name.split()
    if len(words) < 2:
        return [f for f in (*_german_plurals(name), *_recurrence(name)) if f != name]
    adjectives = []
    for i, word in enumerate(words[:-1]):
        tail = word.split("-")[-1]
        if not tail[:1].islower():
            break
        if tail not in _DE_FUNCTION and _adjective_stem(tail):
            adjectives.append(i)
    if len(adjectives) + _leading_uninflected(words) < len(words) - 1:
        # a complement after the head noun ('Infarkt der Arteria cerebri media'): the head is
        # not the last word, so only the adjectives vary
        head_forms = [words[-1]]
    else:
        head_forms = [words[-1], *_german_plurals(words[-1])]
    out = []
    endings = _DE_ENDINGS if adjectives else ("",)
    for ending in endings:
        varied = list(words)
        for i in adjectives:
            head, _, tail = words[i].rpartition("-")
            stem = _adjective_stem(tail)
            varied[i] = (head + "-" if head else "") + stem + ending
        for noun in head_forms:
            form = " ".join([*varied[:-1], noun])
            if form != name:
                out.append(form)
    return out


def _recurrence(noun: str) -> list[str]:
    """A tumour's recurrence written as one compound ('Glioblastomrezidiv', 'Meningeomrezidive')
    is that tumour."""
    if not noun[:1].isupper() or not noun.lower().endswith("om"):
        return []
    return [noun + "rezidiv", noun + "rezidive", noun + "rezidivs"]


def _leading_uninflected(words: list[str]) -> int:
    """Lowercase words in front of the head noun that do not decline ('sekundär progrediente')."""
    n = 0
    for word in words[:-1]:
        tail = word.split("-")[-1]
        if not tail[:1].islower() or tail in _DE_FUNCTION:
            break
        n += 0 if _adjective_stem(tail) else 1
    return n


def _adjective_stem(word: str) -> str:
    """'ischämischer' -> 'ischämisch', 'multiple' -> 'multipl'; '' when it is no declined form."""
    for ending in _DE_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return ""


def _german_plurals(noun: str) -> list[str]:
    """Plural (and dative plural) of a German head noun, by its ending."""
    low = noun.lower()
    if not noun[:1].isupper() or (sum(ch.isupper() for ch in noun) >= 2 and "-" not in noun):
        return []  # an abbreviation or not a noun
    if low.endswith(("ung", "ion", "heit", "keit", "schaft", "tät")):
        return [noun + "en"]
    if low.endswith("ss"):
        return [noun + "e", noun + "en"]
    if low.endswith("en"):
        return []  # already a plural (Hirnmetastasen)
    if low.endswith(("e", "el", "er", "ie")):
        return [noun + "n"]
    if low.endswith(("s", "x", "z", "a", "i", "o", "u", "y")):
        return []  # Latin and Greek endings (Enzephalitis, Hydrozephalus) or no plural rule
    return [noun + "e", noun + "en"]


def spanish_forms(name: str) -> list[str]:
    """The plural of the words before the first preposition ('infartos lacunares')."""
    words = name.split()
    out = []
    for word in words:
        if word.lower() in _ES_FUNCTION:
            break
        out.append(_spanish_plural(word))
    form = " ".join([*out, *words[len(out) :]])
    return [form] if form != name else []


def _spanish_plural(word: str) -> str:
    head, _, tail = word.rpartition("-")
    if not tail.isalpha() or not tail[:1].islower():
        return word  # a proper noun, an abbreviation, a number
    low = tail.lower()
    if low.endswith(("s", "x")):
        plural = tail
    elif low.endswith("z"):
        plural = tail[:-1] + "ces"
    elif low[-2:] in _ES_STRESSED_N:
        plural = tail[:-2] + _ES_STRESSED_N[low[-2:]] + "nes"  # lesión -> lesiones
    elif low[-1] in "aeiouáéó":
        plural = tail + "s"
    else:
        plural = tail + "es"
    return (head + "-" if head else "") + plural


def french_forms(name: str) -> list[str]:
    """The plural of the words before the first preposition ('hématomes sous-duraux')."""
    words = name.split()
    out = []
    for word in words:
        if word.lower() in _FR_FUNCTION or "'" in word:
            break
        out.append(_french_plural(word))
    form = " ".join([*out, *words[len(out) :]])
    return [form] if form != name else []


def _french_plural(word: str) -> str:
    head, _, tail = word.rpartition("-")
    if not tail.isalpha() or not tail[:1].islower():
        return word  # a proper noun, an abbreviation, a number
    low = tail.lower()
    if low.endswith(("s", "x", "z")):
        plural = tail
    elif low.endswith("al"):
        plural = tail[:-2] + "aux"
    elif low.endswith("eau"):
        plural = tail + "x"
    else:
        plural = tail + "s"
    return (head + "-" if head else "") + plural


def swapped_adjectives(name: str, function_words: frozenset[str]) -> list[str]:
    """A noun with two adjectives after it, in the other order ('encefalopatía arteriosclerótica
    subcortical' = 'encefalopatía subcortical arteriosclerótica'): Spanish and French write
    both."""
    words = name.split()
    if len(words) != 3 or not all(w.isalpha() and w[:1].islower() for w in words):
        return []
    if any(w.lower() in function_words for w in words):
        return []
    return [" ".join((words[0], words[2], words[1]))]


def _romance(forms: Callable[[str], list[str]], function_words: frozenset[str]) -> Rules:
    def both_orders(name: str) -> list[str]:
        swapped = swapped_adjectives(name, function_words)
        return [*forms(name), *swapped, *(f for s in swapped for f in forms(s))]

    return both_orders


_RULES: dict[str, Rules] = {
    "de": german_forms,
    "es": _romance(spanish_forms, _ES_FUNCTION),
    "fr": _romance(french_forms, _FR_FUNCTION),
}
