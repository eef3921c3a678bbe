"""Chinese disease names that the tagger cuts into a "person" and the rest: a transliterated
eponym or a germ before its disease word ("李斯特" + "菌菱脑炎", Listeria rhombencephalitis;
"高安" + "动脉炎", Takayasu arteritis). And the other way round: 病 after a real person's name
is often the person's illness ("张伟病情加重", "陈建国病重入院"), not the end of a disease's
name, so it no longer shields the name before it. A character of the sickness radical (疒: 疝
hernia, 瘤 tumour, 癫 epilepsy ...) is never part of a given name, so a "person" with one after
its family name ("孔" + "疝" of "枕骨大孔疝") is a piece of a disease's name."""

from __future__ import annotations

import re

# What follows a "person" word in a disease's name and never follows a person's name.
_DISEASE_AFTER = re.compile(r"(?:菌|动脉炎|動脈炎)")
# 病 starting a word about someone's illness: condition, grave, critical, history, sick leave,
# ward, bed, case record, fellow patient, died of, recovered, fell ill ...
# The characters of the sickness radical 疒 (U+7592-U+7675 in the unified block).
_SICKNESS = re.compile(r"[\u7593-\u7675]")
_ILLNESS_AFTER = re.compile(r"病[情重危史假房床历歷例友逝故愈倒了休程况況榻]")


def disease_word_after(text: str, end: int) -> bool:
    """Whether a germ's or an artery's disease word follows the word ending at `end`."""
    return bool(_DISEASE_AFTER.match(text, end))


def illness_after(text: str, end: int) -> bool:
    """Whether the 病 at `end` opens a word about a person's illness ("病情", "病重")."""
    return bool(_ILLNESS_AFTER.match(text, end))


def sickness_in_given_name(word: str) -> bool:
    """Whether a tagged "person" has a sickness character after its family name ("孔疝")."""
    return bool(_SICKNESS.search(word, 1))
