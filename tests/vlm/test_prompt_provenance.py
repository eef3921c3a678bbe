"""Nothing of a case's provenance reaches a model.

A note saying "the infarct was painted on" tells the model what to find and contaminates every
score of the case. Every prompt of every bundled and catalogued case (each task, each ablation,
each round of a dialogue) is built through the real library and checked: no provenance field,
no item of its synthetic list, no disclaimer and no synthetic-marking word may appear in any
text the request carries.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from data.catalog.library import CaseLibrary, load_library
from data.model import Case
from settings import Settings
from tests.support.case_files import write_dicom_study, write_nifti, write_project_page
from vlm.prompt import Ablation, ImageMode, ImageOptions, build_prompt

# Words that mark a case as synthetic or fictitious to a reader. Clinical text has no use for
# them, so any of them in a prompt is a disclaimer that leaked.
MARKERS = re.compile(
    r"synthetic|fictitious|painted|not a real patient|demo case|\bMNI\b|ICBM|computed from",
    re.IGNORECASE,
)
DISCLAIMER = "Teaching case: the history was rewritten and the lesion edited"
SYNTHETIC_ITEM = "lesion outline retouched by hand"
OPTIONS = ImageOptions(mode=ImageMode.EVEN, count=1, max_images=6, max_size=128)
NOTICE = "(c) 2024 Example Teaching Hospital, reuse with attribution"


def _write_manifest_case(folder: Path) -> None:
    """A user's case whose provenance has every field filled, disclaimer included."""
    folder.mkdir(parents=True)
    write_nifti(folder / "flair.nii.gz")
    manifest = {
        "case": {
            "id": "mine-with-provenance",
            "title": "Teaching case with a full provenance block",
            "provenance": {
                "description": "Research scan from the teaching archive, consented",
                "licence": "CC-BY-4.0",
                "notice": NOTICE,
                "synthetic": [SYNTHETIC_ITEM],
                "disclaimer": DISCLAIMER,
            },
            "ehr": {"Age": 44, "Sex": "Male", "Presenting complaint": "Two weeks of headache"},
            "notes": ["Clinic letter: headache worse on waking, no fever."],
            "sequences": [
                {"path": "flair.nii.gz", "kind": "FLAIR", "name": "Axial FLAIR", "synthetic": True}
            ],
            "tasks": [
                {
                    "id": "dx",
                    "family": "differential_diagnosis",
                    "difficulty": "multi_round",
                    "question": "Most likely diagnosis?",
                    "turns": ["New information: CSF is normal. Revise?"],
                }
            ],
        }
    }
    (folder / "manifest.yaml").write_text(yaml.safe_dump(manifest), encoding="utf-8")


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> CaseLibrary:
    root = tmp_path_factory.mktemp("provenance")
    cases_dir = root / "cases"
    _write_manifest_case(cases_dir / "mine")
    write_dicom_study(cases_dir / "study")
    write_project_page(cases_dir / "direct-diagnosis.json", content=2, placeholders=0)
    settings = Settings(data_dir=root / "var", demo_cache_dir=root / "demo", cases_dir=cases_dir)
    return load_library(settings)


def _provenance_texts(case: Case) -> list[str]:
    p = case.provenance
    texts = [p.source, p.description, p.licence, p.notice, p.disclaimer, *p.synthetic]
    return [t for t in texts if t.strip()]


def _request_texts(case: Case) -> Iterator[tuple[str, str]]:
    """(where, text) of every text part of every message of every prompt of the case."""
    for task in case.tasks:
        for ablation in Ablation:
            prompt = build_prompt(case, task, OPTIONS, ablation=ablation)
            for answers in range(prompt.rounds):
                where = f"{case.case_id}/{task.task_id}/{ablation.value}/round {answers + 1}"
                for message in prompt.messages(["an earlier answer"] * answers):
                    content = message["content"]
                    for part in [content] if isinstance(content, str) else content:
                        yield where, part if isinstance(part, str) else part.get("text", "")


def test_the_library_holds_every_kind_of_case(library: CaseLibrary) -> None:
    """The test below covers the demo cases and each catalogued source, disclaimers included."""
    sources = {c.source for c in library.cases}
    assert "demo" in sources and len(sources) >= 4, sources
    assert len([c for c in library.cases if c.source == "demo"]) >= 3
    with_disclaimer = [c.case_id for c in library.cases if c.provenance.disclaimer]
    assert "mine-with-provenance" in with_disclaimer
    assert all(c.provenance.disclaimer for c in library.cases if c.source == "demo")


def test_no_provenance_or_synthetic_marking_reaches_a_prompt(library: CaseLibrary) -> None:
    checked = 0
    for summary in library.cases:
        case = library.get(summary.case_id)
        banned = _provenance_texts(case)
        for where, text in _request_texts(case):
            checked += 1
            found = MARKERS.search(text)
            assert found is None, f"{where}: {found.group(0)!r} in {text!r}"
            for item in banned:
                assert item not in text, f"{where}: provenance {item!r} sent"
    assert checked > 100
    with_images = [
        c.case_id
        for c in library.cases
        for t in library.get(c.case_id).tasks[:1]
        if build_prompt(library.get(c.case_id), t, OPTIONS).images
    ]
    assert len(with_images) >= 4, "image labels went unchecked"


def test_the_checks_would_catch_a_disclaimer_in_the_notes(library: CaseLibrary) -> None:
    """The check is not vacuous: the same disclaimer moved into the notes is found."""
    import dataclasses

    case = library.get("mine-with-provenance")
    leaky = dataclasses.replace(case, notes=(*case.notes, case.provenance.disclaimer))
    texts = [text for _, text in _request_texts(leaky)]
    assert any(DISCLAIMER in t for t in texts)
    demo = library.get(next(c.case_id for c in library.cases if c.source == "demo"))
    leaky_demo = dataclasses.replace(demo, notes=(demo.provenance.disclaimer,))
    assert any(MARKERS.search(t) for _, t in _request_texts(leaky_demo))


def test_the_request_preview_of_each_demo_case_shows_no_provenance(library: CaseLibrary) -> None:
    """The Query tab's preview is the request's JSON (vlm.prompt.preview_messages)."""
    from vlm.prompt import preview_messages

    demo = [library.get(c.case_id) for c in library.cases if c.source == "demo"]
    for case in demo:
        for task in case.tasks:
            prompt = build_prompt(case, task, OPTIONS)
            shown = preview_messages([{"model": "m", "messages": prompt.messages()}])
            assert '"image_url"' in shown and case.ehr[3][1] in shown
            assert MARKERS.search(shown) is None, (case.case_id, task.task_id)
            assert all(t not in shown for t in _provenance_texts(case))
