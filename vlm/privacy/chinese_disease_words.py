"""Chinese disease names that the tagger cuts into a "person" and the rest: a transliterated
eponym or a germ before its disease word ("李斯特" + "菌菱脑炎", Listeria rhombencephalitis;
"高安" + "动脉炎", Takayasu arteritis). And the other way round: 病 after a real person's name
is often the person's illness ("张伟病情加重", "陈建国病重入院"), not the end of a disease's
name, so it no longer shields the name before it."""

from __future__ import annotations

import re

# What follows a "person" word in a disease's name and never follows a person's name.
_DISEASE_AFTER = re.compile(r"(?:菌|动脉炎|動脈炎)")
# 病 starting a word about someone's illness: condition, grave, critical, history, sick leave,
# ward, bed, case record, fellow patient, died of, recovered, fell ill ...
_ILLNESS_AFTER = re.compile(r"病[情重危史假房床历歷例友逝故愈倒了休程况況榻]")


def disease_word_after(text: str, end: int) -> bool:
    """Whether a germ's or an artery's disease word follows the word ending at `end`."""
    return bool(_DISEASE_AFTER.match(text, end))


def illness_after(text: str, end: int) -> bool:
    """Whether the 病 at `end` opens a word about a person's illness ("病情", "病重")."""
    return bool(_ILLNESS_AFTER.match(text, end))
