"""A batch's prompts, with each case's images rendered once for all of its tasks.

Every task of a case sends the same images (they depend on the case and the image settings,
never on the question), and rendering them (windowing, side letters, PNG) is most of the
work of building a prompt: a batch renders them for a case's first task and reuses them for
the rest; so too the case's text as the privacy gate lets it go. Only the latest case is
kept, since a batch asks a case's tasks one after another and holds one case at a time.
"""

from __future__ import annotations

from data.model import Case, Task
from vlm.privacy import CleanText, Confirmations, Deidentifier
from vlm.prompt import (
    Ablation,
    CaseImage,
    ImageOptions,
    Prompt,
    build_prompt,
    gate_case_text,
    select_images,
)


class CasePrompts:
    """build(case, task) as vlm.prompt.build_prompt, the images rendered once per case."""

    def __init__(
        self,
        images: ImageOptions,
        ablation: Ablation,
        confirmations: Confirmations,
        template: str,
    ) -> None:
        self.options = images
        self.ablation = ablation
        self.confirmations = confirmations
        self.template = template
        self._case: Case | None = None
        self._text: tuple[Deidentifier, CleanText] | None = None
        self._rendered: tuple[list[CaseImage], list[str]] = ([], [])

    def build(self, case: Case, task: Task) -> Prompt:
        """The task's prompt; raises what build_prompt raises (a failure is not kept)."""
        if case is not self._case:
            self._case = None
            self._text = gate_case_text(case, self.confirmations)
            if self.ablation is not Ablation.TEXT_ONLY:
                self._rendered = select_images(case, self.options, self.confirmations)
            self._case = case
        images, held = self._rendered
        return build_prompt(
            case,
            task,
            self.options,
            self.ablation,
            self.confirmations,
            self.template,
            images=images,
            held_back=held,
            case_text=self._text,
        )
