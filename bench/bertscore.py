"""BERTScore throughput (offline model, 100-token rationales): one shared scorer batched vs
calling bert_score.score afresh per pair (which rebuilds the model every call; bounded to 5
pairs); and LLM-grader throughput at concurrency 8 vs one at a time against the local fake
OpenAI-compatible server (50 ms per reply)."""

from __future__ import annotations

import random
import time

from bench.table import Row

VOCABULARY = """
periventricular juxtacortical infratentorial ovoid FLAIR hyperintense lesions enhancing gadolinium
T2 signal white matter corpus callosum Dawson fingers dissemination space time relapsing remitting
optic neuritis brainstem cerebellar spinal cord oligoclonal bands cerebrospinal fluid young woman
weakness numbness diplopia ataxia acute subacute chronic vasogenic oedema mass effect midline shift
restricted diffusion ADC hypointense haemorrhage necrosis ring enhancement glioblastoma metastasis
abscess lymphoma infarct middle cerebral artery territory cortical ribbon hydrocephalus gait
incontinence cognitive decline hippocampal atrophy temporal parietal
"""
WORDS = tuple(VOCABULARY.split())


def rationale(rng: random.Random, tokens: int = 100) -> str:
    """About `tokens` word-piece tokens of clinical-looking text (MiniLM splits long words)."""
    return " ".join(rng.choice(WORDS) for _ in range(int(tokens * 0.45))) + "."


def _bertscore_rows() -> list[Row]:
    from bert_score import score as bert_score_fn

    from scoring.bertscore import BertScoreEngine, offline_model_path

    rng = random.Random(0)
    pairs = 128
    cands = [rationale(rng) for _ in range(pairs)]
    refs = [rationale(rng) for _ in range(pairs)]
    engine = BertScoreEngine()
    engine.score(cands[:8], refs[:8])  # load once, as the app does in the background
    tok = engine._scorer._tokenizer
    mean_tokens = sum(len(tok.tokenize(c)) for c in cands) / pairs
    started = time.perf_counter()
    engine.score(cands, refs)
    ours_ms = 1000 * (time.perf_counter() - started) / pairs
    # Run-shaped: k = 5 samples of a task share one reference rationale (bert_score encodes
    # each distinct sentence once), 25 tasks.
    shared_refs = [refs[i // 5] for i in range(125)]
    started = time.perf_counter()
    engine.score(cands[:125], shared_refs)
    run_ms = 1000 * (time.perf_counter() - started) / 125

    naive_pairs = 5
    path = str(offline_model_path())
    started = time.perf_counter()
    for c, r in zip(cands[:naive_pairs], refs[:naive_pairs], strict=True):
        bert_score_fn([c], [r], model_type=path, num_layers=6, lang="en")
    naive_ms = 1000 * (time.perf_counter() - started) / naive_pairs
    note = f"{mean_tokens:.0f} tokens each; = {{:.1f}} pairs/s; naive = bert_score.score per pair"
    return [
        Row(
            f"BERTScore offline MiniLM, {pairs} distinct pairs batched",
            ours_ms,
            "ms/pair",
            naive=naive_ms,
            target=">= 80 pairs/s (12.5 ms/pair)",
            note=note.format(1000 / ours_ms) + f" ({naive_pairs} pairs)",
        ),
        Row(
            "BERTScore offline MiniLM, 25 runs x 5 samples (shared reference)",
            run_ms,
            "ms/pair",
            naive=naive_ms,
            target=">= 80 pairs/s (12.5 ms/pair)",
            note=note.format(1000 / run_ms),
        ),
    ]


def _grader_rows() -> list[Row]:
    import json

    from data.model import Reference
    from devtools.fake_openai import FakeOpenAI, Reply
    from scoring.grader import Grader, GraderConfig
    from vlm.parse import ParsedAnswer

    reply = json.dumps(
        {
            "scores": {
                "diagnosis": 4,
                "differential": 3,
                "lesion": 3,
                "reasoning": 3,
                "hallucination": 4,
            },
            "verdict": "correct",
            "justification": "Names the reference diagnosis.",
        }
    )
    fake = FakeOpenAI(Reply(text=reply, delay=0.05)).start()
    try:
        grader = Grader(GraderConfig(model="fake/grader", base_url=fake.base_url))
        ref = Reference(diagnosis="Multiple sclerosis", rationale="ovoid lesions")
        answer = ParsedAnswer(final_diagnosis="MS", rationale="ovoid periventricular lesions")
        grader.grade(answer, ref)  # provider and connection set up
        total = 64
        started = time.perf_counter()
        grades = grader.grade_many([answer] * total, [ref] * total, concurrency=8)
        ours = 1000 * (time.perf_counter() - started) / total
        seq = 16
        started = time.perf_counter()
        grader.grade_many([answer] * seq, [ref] * seq, concurrency=1)
        naive = 1000 * (time.perf_counter() - started) / seq
        ok = sum(g.status == "graded" for g in grades)
    finally:
        fake.stop()
    return [
        Row(
            "LLM grading, concurrency 8 (fake server, 50 ms/reply)",
            ours,
            "ms/grade",
            naive=naive,
            target="ideal 6.25 ms/grade (8 x 50 ms in flight)",
            note=f"{ok}/{total} graded and validated; = {1000 / ours:.0f} grades/s; "
            f"naive = one at a time ({seq})",
        )
    ]


def run() -> list[Row]:
    return _bertscore_rows() + _grader_rows()
