"""Everyday ways a reasoned answer commits after weighing others, beside those of
vlm/everyday_conclusions.py: "... makes lymphoma the better answer", "the more plausible
diagnosis", "I'll say PRES", "that leaves ALS", "... make it progressive supranuclear palsy",
"On reflection, ... this is a vestibular schwannoma", "we're looking at X",
"abscess is the answer I would give"; "hacen que la respuesta más plausible sea X", "es handelt
sich letztlich um X", "il s'agit finalement d'un X".

COMMITS make their sentence the answer (the last such sentence, read after its turn: "X?
Possibly, but ... makes Y the better fit" judges Y). PHRASES open a conclusion, and one that
closes its sentence judges what stands before it ("X is the answer I'd give"). "It's actually
X: ..." is left out: the findings after its colon read as further names."""

from __future__ import annotations

BETTER_COMMITS: dict[str, tuple[str, ...]] = {
    "en": (
        "the better answer",
        "the better fit",
        "the better diagnosis",
        "the better explanation",
        "the more plausible answer",
        "the more plausible diagnosis",
        "the more plausible explanation",
        "the more likely answer",
        "the more likely diagnosis",
        "i'll say",
        "i will say",
        "that leaves",
        "leaves one answer standing",
        "leave one answer standing",
        "the leading consideration",
        "the leading candidate",
        "the front-runner",
        "the frontrunner",
        "top of my list",
        "on reflection",
        "on second thought",
        "on second thoughts",
        "on closer inspection",
        "on closer look",
        "we're looking at",
        "we are looking at",
        "we're dealing with",
        "we are dealing with",
        "makes it",
        "make it",
        "makes this",
        "make this",
    ),
    "es": (
        "la respuesta más plausible",
        "el diagnóstico más plausible",
        "en realidad se trata de",
        "finalmente se trata de",
    ),
    "de": (
        "es handelt sich letztlich um",
        "handelt es sich letztlich um",
        "die plausibelste antwort",
        "die plausibelste diagnose",
    ),
    "fr": (
        "il s'agit finalement d",
        "il s agit finalement d",
        "il s'agit en réalité d",
        "la réponse la plus plausible",
        "le diagnostic le plus plausible",
    ),
    "zh": ("最后考虑", "最终诊断为", "实际上是"),
}

BETTER_PHRASES: dict[str, tuple[str, ...]] = {
    "en": (
        "the answer i would give",
        "the answer i'd give",
    ),
}
