"""A Chinese drug name that jieba cuts into a "name" and the rest ("氟" + "桂利" + "嗪5mg"): the
rest ends in a character that Chinese drug names end with (transliterated INN endings: 嗪, 平,
胺, 酮, 汀, 坦, 唑…), perhaps a dosage form, then a dose. A name is never followed by that."""

from __future__ import annotations

import re

from vlm.privacy.patterns import HAN

# One more character of the drug at most, its last character, a dosage form, then the dose.
DRUG_TAIL_DOSE = re.compile(
    rf"[{HAN}]?[嗪平胺酮醇酸素林汀坦唑酯松泮仑侖尔爾芬因定啶宁寧钠鈉钾鉀莫司肼巴]"
    r"(?:胶囊|膠囊|缓释片|緩釋片|控释片|控釋片|片|注射液|颗粒|顆粒|滴丸|口服液)?"
    r"(?:\s*[（(][^）)\n]{1,12}[）)])?"  # its brand in brackets: "拉考沙胺（维派特）100mg"
    r"\s*\d+(?:\.\d+)?\s*(?:mg|g|ml|mcg|μg|ug|iu|毫克|克|毫升|微克|单位|單位)",
    re.I,
)
