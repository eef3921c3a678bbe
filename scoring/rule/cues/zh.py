"""Chinese cues (what each kind and place does: scoring/rule/cues/__init__.py)."""

from __future__ import annotations

from scoring.rule.cues.kinds import FIRST, HEDGED, LOOKALIKE, LOWER, NEGATED, PLAIN

CUES: dict[tuple[str, str], tuple[str, ...]] = {
    (NEGATED, "pre"): (
        "排除",
        "排除了",
        "已排除",
        "不考虑",
        "无",
        "没有",
        "不支持",
        "不符合",
        "不像",
        "除外",
        "而非",
        "而不是",
        "否定",
        "不是",
        "并非",
        "未见",
    ),
    (NEGATED, "adjacent"): ("非",),
    (NEGATED, "post"): (
        "可能性小",
        "可能性不大",
        "可能性较小",
        "可能性低",
        "可能性很小",
        "可能性极小",
        "不太可能",
        "不大可能",
        "可排除",
        "已排除",
        "被排除",
        "基本排除",
        "予以排除",
        "除外",
        "不考虑",
        "依据不足",
        "证据不足",
        "不支持",
        "不成立",
        # a name asked and answered no: "胶质母细胞瘤？不像。" ("不像" alone after a name is
        # "unlike" the next one, so only after the question mark)
        *("？不像", "？不太像", "？不是", "？不考虑", "?不像", "?不太像", "?不是"),
    ),
    # the primary tumour is what is still to be found, not the metastases named before it
    (PLAIN, "item"): ("原发灶待查", "原发灶不明", "原发灶未明", "原发灶待定", "原发病灶待查"),
    (HEDGED, "pre"): (
        *("无法排除", "难以排除", "尚不能排除", "不可排除", "无法除外", "难以除外"),
        "不除外",
        "不能排除",
        "不排除",
        "待排除",
        "需排除",
        "需除外",
        "不能除外",
    ),
    (HEDGED, "post"): (
        *("无法排除", "难以排除", "不可排除", "无法除外", "难以除外"),
        "不除外",
        "不能排除",
        "待排",
        "待排除",
        "不能除外",
        "待查",
    ),
    (LOOKALIKE, "pre"): (
        "类似",
        "类似于",
        "酷似",
        "模拟",
        "貌似",
        "模仿",
        "伪装成",
        "假性",
    ),
    (LOOKALIKE, "post"): (
        "样",
        "样病变",
        "样改变",
    ),
    (LOWER, "item"): (
        "其次",
        "次之",
        "次要考虑",
        "鉴别",
        "需与",
        "可能性次之",
        "亦需考虑",
        "也需考虑",
        "备选",
        "第二",
        "需鉴别",
        "亦可能",
        "也可能",
    ),
    (LOWER, "carry"): (
        "鉴别诊断",
        "鉴别诊断包括",
        "其次",
    ),
    (FIRST, "item"): (
        "首先考虑",
        "最可能",
        "最有可能",
        "可能性大",
        "可能性最大",
        "考虑为",
        "诊断为",
        "首选",
        "倾向",
        "倾向于",
        "符合",
        "考虑",
        "最终诊断",
        "诊断",
        "初步诊断",
        "主要诊断",
    ),
}

SPLITTERS = ("或者", "或", "而", "但是", "但", "还是")
EITHER_OR = ("或", "或者", "还是")
AND = ("和", "及", "与")
CONTINUATIONS = ("继发于", "所致", "引起", "伴", "伴有", "合并", "累及")
JOINERS = ("和", "及", "与")
CONNECTORS = ("或", "或者", "和")
