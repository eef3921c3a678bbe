"""Nicknames after the words that give them, in six languages: a name in quotes after "goes
by", "known to the family as", "surnommée", "la llaman", "apodado", "genannt", or before "genoemd"
("wordt 'Toos' genoemd", "wird „Resi“ genannt"); without quotes after "known to … as" and
"prefers to be called". What the quotes hold after those words is a name, whatever it is; so
are Chinese names in corner brackets after a word of calling ("叫「阿珍」") when they have a
name's shape, and after "名叫". Words that also introduce a term ("called", "dite", "appelée",
"conocido como") are left out."""

from __future__ import annotations

import re
from collections.abc import Iterator

from vlm.privacy.anchors import matches
from vlm.privacy.chinese import SURNAMES
from vlm.privacy.clinical_words import is_clinical_word
from vlm.privacy.patterns import CAP, HAN, HAS_HAN
from vlm.privacy.spans import Span, regex_spans

_OPEN = "\"'‘’“”«„‚"
_CLOSE = "\"'’“”»‘"
_QUOTED = (
    rf"[{_OPEN}][ \t ]*(?P<id>[^\W\d_][^\W\d_'’ -]{{0,20}}?(?:[ \t][^\W\d_]+){{0,2}})"
    rf"[ \t ]*[{_CLOSE}]"
)
_GIVERS = (
    r"(?:goes by|went by|known (?:to [\w ]{1,20}? )?as|(?:prefers|likes|wants) to be called|"
    r"nicknamed|aka|a\.k\.a\.|"
    r"genannt|Spitzname|Rufname|nennt (?:sich|ihn|sie)|nennen (?:ihn|sie)|"
    r"surnommée?|prénom d'usage|"
    r"(?:la|le|lo|les|los) (?:llaman|llamaban|dicen|decían)|apodad[oa]|"
    r"roepnaam|noemt (?:zich|hem|haar)|noemen (?:hem|haar))"
)
_AFTER_GIVER = re.compile(rf"(?<![\w-])(?i:{_GIVERS})[ \t]*:?[ \t]*{_QUOTED}")
_BEFORE_NAMED = re.compile(rf"{_QUOTED}[ \t]+(?i:genoemd|genannt|gerufen|nommée?|llamad[oa])\b")
_UNQUOTED = re.compile(
    rf"(?<![\w-])(?i:known to (?:the )?(?:family|friends|staff|everyone|all|us)(?: and \w+)? as|"
    rf"(?:prefers|likes|wants) to be called)[ \t]+(?P<id>{CAP})"
)


# Chinese: a name in corner brackets after a word of calling ("叫「阿珍」", "稱其孫女為「欣欣」",
# "花名「肥仔」"), and a full name after "名叫" ("名叫馬少芬").
_CHINESE_QUOTED = re.compile(
    r"(?:叫|稱|称|為|为|名叫|叫做|暱稱|昵称|小名|花名|綽號|绰号)[ \t]*[「『“\"][ \t]*"
    r"(?P<id>[^」』”\"\s]{1,6})[ \t]*[」』”\"]"
)
# A nickname ("阿珍", "小明"), a doubled character ("欣欣"), a full name or a name in Latin letters:
# "稱為「腦退化症」" (a term) and "叫「痛」" (a cry) are none.
_NAME_SHAPE = re.compile(rf"[阿亞小老][{HAN}]|([{HAN}])\1|[{SURNAMES}][{HAN}]{{1,2}}|[A-Z][a-z]+")
_CHINESE_NAMED = re.compile(
    rf"(?:名叫|名為|名为|叫做)(?P<id>[{SURNAMES}][{HAN}]{{1,2}})(?=[^{HAN}]|$)"
)


def nickname_spans(text: str) -> Iterator[Span]:
    """A nickname in quotes after (or before) a word that gives it; one unquoted after "known
    to the family as"."""
    yield from regex_spans(text, "name", (_AFTER_GIVER, _BEFORE_NAMED))
    if HAS_HAN.search(text):
        for pattern in (_CHINESE_QUOTED, _CHINESE_NAMED):
            for m in pattern.finditer(text):
                if _NAME_SHAPE.fullmatch(m.group("id")):
                    yield Span(m.start("id"), m.end("id"), "name")
    for m in matches(_UNQUOTED, text):
        if not is_clinical_word(m.group("id")):
            yield Span(m.start("id"), m.end("id"), "name")
