"""Whole answers in the shapes chat models write them (findings, a bold differential, a closing
line; a disclaimer; a recommendation after the conclusion; a boxed answer), through the path a
scored sample takes."""

from __future__ import annotations

import pytest

from data.model import Reference
from scoring.correctness import SYNONYMS_FILE, load_matcher
from vlm.parse import parse_answer

STRUCTURED = """Based on the MRI provided, there are several T2/FLAIR hyperintense lesions in the \
periventricular and juxtacortical white matter, some oriented perpendicular to the lateral \
ventricles, and one lesion shows open-ring enhancement.

**Differential diagnosis:**
1. **Multiple sclerosis (MS):** lesion location and the open-ring sign are typical.
2. **Acute disseminated encephalomyelitis (ADEM):** usually monophasic and post-infectious.
3. **Neuromyelitis optica spectrum disorder (NMOSD):** tends to involve the optic nerves and cord.

**Conclusion:** The most likely diagnosis is multiple sclerosis, given dissemination in space \
and the open-ring enhancement.

*Note: this is not a substitute for a radiologist's report.*"""

FINDINGS_THEN_COMMIT = """Looking at these images, the key findings are:
- bilateral symmetric T2 hyperintensity of the posterior parietal and occipital subcortical \
white matter
- no restricted diffusion
- a blood pressure of 215/120 in the history

Bilateral PCA territory infarcts would restrict on DWI, and a venous infarct would follow a \
sinus. This pattern is most consistent with posterior reversible encephalopathy syndrome (PRES).

Other considerations would include hypertensive encephalopathy without PRES (less likely) and \
osmotic demyelination. Therefore, an MRI with contrast and a repeat study after blood pressure \
control are recommended."""

DISCLAIMER_FIRST = """As an AI, I cannot provide a definitive diagnosis, but I can describe what \
the images suggest. There is a thin, smooth ring of enhancement around a lesion in the left \
parietal lobe, with marked central restricted diffusion and surrounding oedema. A glioblastoma \
usually has a thicker, nodular wall. The findings point to a pyogenic brain abscess."""

TITLE_LINE = """**Creutzfeldt-Jakob disease (sporadic)**

The DWI shows cortical ribboning in both parietal lobes and restricted diffusion in the caudate \
heads, with a rapidly progressive dementia and myoclonus. Autoimmune encephalitis and hypoxic \
injury were considered, but the history and the distribution of the signal do not fit them as \
well, and the EEG shows periodic sharp wave complexes."""

BOXED = """Reasoning step by step: the lesion is extra-axial, broad-based on the dura, with a \
dural tail and a CSF cleft; a schwannoma would enter the internal auditory canal.

The final answer is $\\boxed{\\text{Meningioma}}$"""

CHINESE_LONG = """影像所见：右侧额叶见一环形强化病灶，壁厚薄不均，中心坏死，\
周围大片水肿并越过胼胝体膝部。

鉴别诊断：
1. 胶质母细胞瘤：环形强化、坏死、跨胼胝体生长。
2. 脑转移瘤：多发常见，本例单发。
3. 脑脓肿：壁薄光滑，中心弥散受限，本例不符合。

综合考虑，最可能的诊断为：胶质母细胞瘤。"""


@pytest.mark.parametrize(
    ("answer", "right", "wrong"),
    [
        (STRUCTURED, "Multiple sclerosis", "Acute disseminated encephalomyelitis"),
        (
            FINDINGS_THEN_COMMIT,
            "Posterior reversible encephalopathy syndrome",
            "Osmotic demyelination syndrome",
        ),
        (DISCLAIMER_FIRST, "Brain abscess", "Glioblastoma"),
        (TITLE_LINE, "Creutzfeldt-Jakob disease", "Autoimmune encephalitis"),
        (BOXED, "Meningioma", "Vestibular schwannoma"),
        (CHINESE_LONG, "Glioblastoma", "Brain abscess"),
    ],
)
def test_the_conclusion_of_a_long_answer_is_judged(answer: str, right: str, wrong: str) -> None:
    parsed = parse_answer(answer)
    matcher = load_matcher(SYNONYMS_FILE)
    verdict = matcher.match(parsed.final_diagnosis, Reference(diagnosis=right), parsed.language)
    assert verdict.correct is True, (parsed.final_diagnosis, verdict.reason)
    other = matcher.match(parsed.final_diagnosis, Reference(diagnosis=wrong), parsed.language)
    assert other.correct is False, (parsed.final_diagnosis, other.reason)
