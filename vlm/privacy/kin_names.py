"""Names after words of kinship that the common relation cues leave out: in-laws, steps,
great-grandchildren, uncles, aunts and cousins in the six languages ("her stepmother Renate",
"der Schwager Horst", "sa belle-sœur Josiane", "su suegra Amparo", "schoonzus Riet"); a name in
lower case in brackets after any relation ("grandson (lewis)"); and in Chinese, a relative's
name after the kinship word ("外孙刘洋", "媳婦梁太", "孫仔阿明"). A noun, a verb or a clinical
word after the kinship word is no name ("Onkel mütterlicherseits", "Tante: Migräne")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.chinese import SURNAMES
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.first_names import function_words, is_first_name
from vlm.privacy.name_cues import RELATION, RELATION_WORD
from vlm.privacy.name_words import is_common
from vlm.privacy.not_places import not_a_place
from vlm.privacy.past_verbs import is_past_verb, noun_after_cue
from vlm.privacy.patterns import CAP, HAN
from vlm.privacy.present_verbs import is_present_verb
from vlm.privacy.spans import Span, regex_spans

# Family names of two characters (a given name follows them whole: "歐陽志明").
_COMPOUND_SURNAMES = (
    "歐陽|欧阳|司徒|上官|諸葛|诸葛|司馬|司马|東方|东方|皇甫|尉遲|尉迟|公孫|公孙|令狐|慕容|夏侯|"
    "長孫|长孙|宇文|軒轅|轩辕"
)
_KIN_WORDS = (
    "stepmother stepfather stepson stepdaughter stepchild stepbrother stepsister step-mother "
    "step-father step-son step-daughter step-child step-brother step-sister father-in-law "
    "mother-in-law great-grandson great-granddaughter great-grandchild great-niece great-nephew "
    "half-brother half-sister ex-wife ex-husband ex-partner godmother godfather godchild "
    "grandniece grandnephew grandchild grandma grandpa "
    "schwager schwägerin onkel tante cousine cousin großvater großmutter grossvater grossmutter "
    "opa oma schwiegermutter schwiegervater urenkel urenkelin stiefsohn stieftochter stiefvater "
    "stiefmutter großneffe großnichte patenkind patentante lebenspartner lebenspartnerin "
    "beau-frère belle-sœur belle-soeur beau-fils belle-mère beau-père oncle grand-mère "
    "grand-père arrière-petit-fils arrière-petite-fille petit-neveu petite-nièce filleul "
    "filleule concubin concubine "
    "suegro suegra tío tía primo prima abuelo abuela bisnieto bisnieta hijastro hijastra "
    "padrastro madrastra ahijado ahijada "
    "zwager schoonzus schoonmoeder schoonvader schoonbroer oom kleinkind achterkleinzoon "
    "achterkleindochter stiefzoon stiefdochter stiefvader stiefmoeder petekind levenspartner"
)
KIN_SET = frozenset(_KIN_WORDS.split())
# The longest first, so that "cousine" is not read as "cousin" and a name.
KIN = "(?:" + "|".join(re.escape(w) for w in sorted(KIN_SET, key=len, reverse=True)) + ")"
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_AFTER_KIN = re.compile(
    rf"(?<![\w-])(?i:{KIN})(?![\w-])[ \t]*,?[ \t]*(?:\([ \t]*)?"
    rf"(?P<id>{CAP}(?:[ \t]+(?:(?:van|de|von|van der|le|la|del)[ \t]+)?{CAP})?)"
)
_LOWER_IN_BRACKETS = re.compile(
    rf"(?<![\w-])(?i:{KIN}|{RELATION})[ \t]*\([ \t]*(?P<id>[a-zà-ÿ][a-zà-ÿ'’-]+)[ \t]*\)"
)
_BRACKETED_LOWER = re.compile(r"\([ \t]*[a-zà-ÿ][a-zà-ÿ'’-]+[ \t]*\)")
_LOWER_AFTER_KIN = re.compile(rf"(?<![\w-])(?i:{KIN})[ \t]+(?P<id>[a-zà-ÿ][a-zà-ÿ'’-]+)(?![\w-])")
_CHINESE_KIN = (
    "外孫女|外孫仔|外孫|外孙女|外孙|孫女|孙女|孫仔|孫兒|孙子|孫子|媳婦|媳妇|兒媳|儿媳|女婿|"
    "姨甥女|姨甥|外甥女|外甥|姪女|侄女|姪仔|侄子|契女|契仔|老伴|嫂子|弟婦|弟媳|姑丈|姨丈|"
    "表姐|表妹|表哥|表弟|堂兄|堂弟|堂姐|堂妹|孫婿|孙婿|曾孫|曾孙"
)
# After the kinship word: "阿" and a given name, a family name and a word of address, or a
# family name and a given name of one or two characters, up to a word that follows a name.
_STOP = "陪到来來探同及和与與的在是说說称稱每今昨前后後已于於亦也都因为為"
# A nickname of "阿" and one character ends where a word that follows a name or no Chinese
# starts ("阿玲陪同", "阿欣到訪"): "阿司匹林" (aspirin) goes on.
_NICK_END = rf"(?=[{_STOP}]|[^{HAN}]|$)"
# Everyday relatives and helpers: only a nickname ("女兒阿玲"), a family name with a word of
# address ("鄰居關姨") or a name in Latin letters ("外傭Maria") is taken after them, since a
# family name and the characters after it may be a verb ("兒子陳述").
_EVERYDAY_KIN = (
    "女兒|女儿|兒子|儿子|太太|丈夫|妻子|老婆|老公|媽媽|妈妈|爸爸|哥哥|姐姐|妹妹|弟弟|家姐|細佬|"
    "鄰居|邻居|朋友|外傭|外佣|家傭|傭人|佣人|工人|姨媽|姑媽|親戚|亲戚"
)
_EVERYDAY = re.compile(
    rf"(?:{_EVERYDAY_KIN}|{_CHINESE_KIN})(?:[ \t]*)(?P<id>[阿亞][{HAN}]{_NICK_END}"
    rf"|[{SURNAMES}](?=[姨姐伯叔婆嬸太生哥])"
    r"|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)"
)
_CHINESE = re.compile(
    rf"(?:{_CHINESE_KIN})(?P<id>[阿亞][{HAN}]{_NICK_END}|[{SURNAMES}](?:太|生|先生|小姐|女士|姨|姐|伯|叔|婆)"
    rf"|(?:{_COMPOUND_SURNAMES})[^{_STOP}\W\d_a-zA-Z]{{1,2}}"
    rf"|[{SURNAMES}][^{_STOP}\W\d_a-zA-Z]{{1,2}})"
)


def kin_name_spans(text: str) -> Iterator[Span]:
    """Names after the kinship words above, in six languages."""
    kin = not KIN_SET.isdisjoint(_TOKEN.findall(text.casefold()))  # one cheap pass first
    for m in matches(_AFTER_KIN, text) if kin else ():
        words = m.group("id").split()
        if not _reads_as_name(words[0]):
            continue
        end = (
            m.end("id")
            if all(_reads_as_name(w) for w in words[1:] if w[0].isupper())
            else (m.start("id") + len(words[0]))
        )
        yield Span(m.start("id"), end, "name")
    patterns = [_LOWER_AFTER_KIN] if kin else []
    if _BRACKETED_LOWER.search(text):
        patterns.append(_LOWER_IN_BRACKETS)
    for pattern in patterns:
        for m in matches(pattern, text):
            word = m.group("id")
            if is_first_name(word.title()) and not is_common(word) and _reads_as_name(word.title()):
                yield Span(m.start("id"), m.end("id"), "name")
    if re.search(f"[{HAN}]", text):
        yield from regex_spans(text, "name", (_CHINESE, _EVERYDAY))


def _reads_as_name(word: str) -> bool:
    return not (
        not_a_place(word)
        or is_clinical_word(word)
        or RELATION_WORD.fullmatch(word)
        or word.casefold() in KIN_SET
        or word.casefold() in function_words()
        or is_past_verb(word)
        or is_present_verb(word)
        or noun_after_cue(word)
        or is_common(word)
    )
