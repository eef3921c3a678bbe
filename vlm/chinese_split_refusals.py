"""Chinese refusals whose modal stands apart from the verb and its object: "我无法仅凭这张图像
做出诊断", "目前难以根据单一序列作出明确诊断". Models put the grounds between 无法 and the verb,
so the refusal is carried by the verb with its object (做出诊断); the diseases named beside it
("可能是A，也可能是B") were offered, not concluded. A commitment stated beside it still wins, as
with every refusal."""

from __future__ import annotations

ZH_SPLIT_REFUSALS: tuple[str, ...] = tuple(
    f"{verb}{kind}{noun}"
    for verb in ("做出", "作出", "给出")
    for kind in ("", "明确", "确切", "肯定")
    for noun in ("诊断", "判断")
    if (verb, kind, noun) != ("给出", "", "诊断")  # 无法给出诊断 is listed whole
)
