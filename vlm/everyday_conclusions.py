"""Everyday ways a long answer closes on its diagnosis, beside the labels and phrases of
vlm/conclusion_markers.py: "Putting it all together, I'd land on X", "TL;DR: X", "my money is
on X", "me inclino por X", "ich tippe auf X", "je pencherais pour X". Each is a commitment
wherever it stands, so it is a conclusion phrase: what follows it up to the sentence's end is
the answer, and a disease named earlier in the reasoning is not. "Until proven otherwise" opens
a conclusion in es/de/fr only before its comma ("Hasta que se demuestre lo contrario, es X"):
closing a sentence it leaves nothing after it, and in English it follows the name (a commit)."""

from __future__ import annotations

EVERYDAY_PHRASES: dict[str, tuple[str, ...]] = {
    "en": (
        "i'd land on",
        "i would land on",
        "i'll land on",
        "i land on",
        "i'd settle on",
        "i would settle on",
        "i'll settle on",
        "tl;dr",
        "tldr",
        "my pick is",
        "my pick would be",
        "my money is on",
        "my money would be on",
        "my best guess is",
        "my best guess would be",
        "my working diagnosis is",
        "my working diagnosis would be",
        "the unifying diagnosis is",
    ),
    "zh": (
        *("最终印象", "最终结论", "最终判断"),
        *("我的答案是", "我的诊断是", "我的判断是", "我的结论是"),
    ),
    "es": (
        "hasta que se demuestre lo contrario,",
        "mientras no se demuestre lo contrario,",
        "me inclino por",
        "me quedo con",
        "me decanto por",
        "en definitiva",
        "en síntesis",
        "se concluye",
        "mi diagnóstico es",
        "mi diagnóstico más probable es",
    ),
    "de": (
        "bis zum beweis des gegenteils,",
        "ich tippe auf",
        "alles in allem",
        "in der zusammenschau",
        "in der gesamtschau",
        "ich lege mich fest auf",
        "unterm strich",
        "letztlich spricht alles für",
        "meine diagnose lautet",
        "meine diagnose ist",
    ),
    "fr": (
        "jusqu'à preuve du contraire,",
        "je pencherais pour",
        "je penche pour",
        "en définitive",
        "tout bien considéré",
        "en somme",
        "au final",
        "mon diagnostic est",
        "mon diagnostic serait",
    ),
}

# commitments inside a sentence (the last one's sentence is the answer when nothing is labelled)
EVERYDAY_COMMITS: dict[str, tuple[str, ...]] = {
    "en": ("until proven otherwise", "by far the most likely", "the clear favourite"),
}
