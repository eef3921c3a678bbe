"""What the Query tab says when the chosen model cannot be reached (no gradio).

The reachability check (vlm.reachability) decides; this turns its answer into the text shown
instead of a run: what failed, what to do, where the hand-written example answers are, and the
steps to connect a model.
"""

from __future__ import annotations

from vlm.examples import EXAMPLE_MODEL
from vlm.reachability import Reachability

CONNECT_STEPS = (
    "**To connect a model:**\n"
    "- local Ollama: `ollama serve`, then `ollama pull llava`, and pick `ollama/llava`;\n"
    "- local vLLM: `vllm serve Qwen/Qwen2.5-VL-7B-Instruct`, and pick "
    "`vllm/Qwen/Qwen2.5-VL-7B-Instruct`;\n"
    "- hosted endpoint: set `OPENAI_API_KEY` (or the variable named in `models.yaml`) and "
    "restart, then pick `openai/gpt-4o`; or choose **custom endpoint** and type its base URL, "
    "model and key."
)

EXAMPLES_OFFER = (
    f"Meanwhile, the demo cases have hand-written example answers (`{EXAMPLE_MODEL}`, not model "
    "output): select one under **Earlier runs on this case** to read and score it."
)


def unreachable_md(result: Reachability) -> str:
    """Status text for a model that cannot be queried now; nothing was sent or saved."""
    return (
        f"⚠️ {result.message}. Nothing was sent and no run was saved.\n\n"
        f"{EXAMPLES_OFFER}\n\n{CONNECT_STEPS}"
    )


def model_status_md(result: Reachability, name: str) -> str:
    """One line under the model picker after the check that runs when the model changes."""
    if result.ok:
        return f"✔ {name} is answering."
    return unreachable_md(result)
