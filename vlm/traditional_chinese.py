"""Traditional Chinese characters read as simplified ones, so answers written in either script
meet the same names and cues (診斷 = 诊断, 腦膿瘍 = 脑脓疡, 癲癇 = 癫痫).

The map is one character to one character, so a folded text keeps every offset of the text it
came from; it holds the characters of clinical answers (findings, diseases, conclusion,
negation and hedging words), not the whole script. A character also written the same way in
simplified text is left as it is.
"""

from __future__ import annotations

import re

_TRADITIONAL = (
    "並亂亞來個們側傳傷傾價儀兒內兩凍別則創動區問單嗎嘔嚴圍圖團報塊壓壞夠婦嬰實寫寬將"
    "對導層屬島師帶幫幹幾庫廣張強彈彌後從復徵惡愛態慮憂憶應懷戰掃損擇擊據擴數斷於時暈"
    "書會東條極標樣橋檢歐歲歷歸殘殼沒減測準滅漸濃濕瀰為無煙熱燈燒營爭爾狀猶獨現環產異"
    "當痺瘍瘓瘺瘻療癇癒癡癱癲發確礙種稱積穩竇節範紀紅紋級細結絕絡給經綜綠綫維網綿緊線"
    "緞緣緩縮總繼續纖聯聲聽脈脫腎腦腫腳膚膠膽膿臉臟與舉舊茲萊葉蒼蓋藍藥蘭處號蟲術衛衝"
    "裏裡見規視覺觀訊記許診話該誌認誘語誤說請論講謝證識議護讀變讓貓賈質軟較輕轉這進運"
    "過達遞適選遺還邊鄰醫鈉鈣鉀鉛銅錐錯錳鏡鐘鐵鑑鑒長門開間關陣陰陳陽階際險隱雖雙雜難"
    "雲霧靜韋頂項頓頭頸頻顆題額類顫顯顱顳飄養餘驗驚體髮鬆鬱鮮鳥麼黃點黴齒齡龍"
    "風"
)
_SIMPLIFIED = (
    "并乱亚来个们侧传伤倾价仪儿内两冻别则创动区问单吗呕严围图团报块压坏够妇婴实写宽将"
    "对导层属岛师带帮干几库广张强弹弥后从复征恶爱态虑忧忆应怀战扫损择击据扩数断于时晕"
    "书会东条极标样桥检欧岁历归残壳没减测准灭渐浓湿弥为无烟热灯烧营争尔状犹独现环产异"
    "当痹疡痪瘘瘘疗痫愈痴瘫癫发确碍种称积稳窦节范纪红纹级细结绝络给经综绿线维网绵紧线"
    "缎缘缓缩总继续纤联声听脉脱肾脑肿脚肤胶胆脓脸脏与举旧兹莱叶苍盖蓝药兰处号虫术卫冲"
    "里里见规视觉观讯记许诊话该志认诱语误说请论讲谢证识议护读变让猫贾质软较轻转这进运"
    "过达递适选遗还边邻医钠钙钾铅铜锥错锰镜钟铁鉴鉴长门开间关阵阴陈阳阶际险隐虽双杂难"
    "云雾静韦顶项顿头颈频颗题额类颤显颅颞飘养余验惊体发松郁鲜鸟么黄点霉齿龄龙"
    "风"
)
_TABLE = str.maketrans(_TRADITIONAL, _SIMPLIFIED)
_ANY_TRADITIONAL = re.compile(f"[{_TRADITIONAL}]")


def to_simplified(text: str) -> str:
    """`text` with its traditional characters written simplified; same length, same offsets."""
    return text.translate(_TABLE) if _ANY_TRADITIONAL.search(text) else text
