import base64
import io
import json
from dataclasses import replace

import numpy as np
from PIL import Image

from data.formats.dicom import load_dicom_folder
from data.formats.dicom_write import write_series
from data.model import SequenceKind
from explorer.geometry import extract_slice
from explorer.side_letters import margin_px
from explorer.window import Window, apply_window
from tests.support.vlm_cases import memory_case, small_volume
from vlm.privacy import Confirmations
from vlm.prompt import (
    Ablation,
    ImageMode,
    ImageOptions,
    SliceView,
    build_prompt,
    preview_messages,
    request_hash,
)


def _decode(url: str) -> np.ndarray:
    assert url.startswith("data:image/png;base64,")
    return np.asarray(Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))))


def test_slices_in_view_are_lossless_labelled_and_in_order():
    case = memory_case()
    views = (SliceView("s-t2", "axial", 3, (600.0, 1200.0)), SliceView("s-flair", "axial", 5))
    prompt = build_prompt(case, case.tasks[0], ImageOptions(views=views))
    parts = prompt.messages()[1]["content"]
    images = [i for i, p in enumerate(parts) if p["type"] == "image_url"]
    assert len(images) == 2
    # each image is preceded by its label: sequence, plane, slice position
    first_label = parts[images[0] - 1]["text"]
    assert "Image 1 of 2" in first_label and "T2" in first_label and "axial" in first_label
    assert "slice 4 of 8" in first_label and "+6.0 mm" in first_label
    assert (
        "FLAIR" in parts[images[1] - 1]["text"] and "slice 6 of 8" in parts[images[1] - 1]["text"]
    )
    assert "the patient's left (L) on the image's right" in first_label  # radiological default
    # lossless: inside its side-letter margin the PNG is exactly the windowed slice on screen
    expected = apply_window(
        extract_slice(case.sequence("s-t2").volume, "axial", 3), Window(600.0, 1200.0)
    )
    m = margin_px(1)
    sent = _decode(parts[images[0]]["image_url"]["url"])
    assert sent.shape == (expected.shape[0] + 2 * m, expected.shape[1] + 2 * m)
    assert np.array_equal(sent[m:-m, m:-m], expected)
    assert prompt.images[0].record()["slice"] == 3
    # order: EHR and notes before images, task question last
    kinds = [p["text"].split("\n")[0] if p["type"] == "text" else "IMG" for p in parts]
    assert kinds.index("Structured record (EHR):") < images[0]
    assert parts[-1]["text"].startswith("Task:") and "final_diagnosis" in parts[-1]["text"]


def test_even_key_montage_modes_and_limits():
    case = memory_case()
    even = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=3))
    assert len(even.images) == 6 and {i.sequence_id for i in even.images} == {"s-t2", "s-flair"}
    capped = build_prompt(
        case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=3, max_images=4, max_size=40)
    )
    assert len(capped.images) == 4
    assert max(_decode(capped.images[0].data_url()).shape) == 40  # side-letter margin included
    key = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.KEY, count=1))
    assert key.images[0].slice_index == 3  # the slice holding the bright lesion
    montage = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.MONTAGE, count=4))
    assert len(montage.images) == 2 and montage.images[0].montage_of


def test_ablations():
    case = memory_case()
    opts = ImageOptions(mode=ImageMode.EVEN, count=2)
    text_only = build_prompt(case, case.tasks[0], opts, Ablation.TEXT_ONLY)
    parts = text_only.messages()[1]["content"]
    assert not text_only.images and all(p["type"] == "text" for p in parts)
    assert any("Structured record" in p["text"] for p in parts)
    images_only = build_prompt(case, case.tasks[0], opts, Ablation.IMAGES_ONLY)
    texts = " ".join(p.get("text", "") for p in images_only.messages()[1]["content"])
    assert "Structured record" not in texts and "optic neuritis" not in texts
    assert len(images_only.images) == 4


def test_multi_round_keeps_earlier_answers_in_order():
    case = memory_case(turns=("New: OCBs positive.", "New: MOG antibodies negative."))
    prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1))
    assert prompt.rounds == 3
    msgs = prompt.messages(["answer one", "answer two"])
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert msgs[2]["content"] == "answer one" and "OCBs positive" in msgs[3]["content"]
    assert "round 2 of 3" in msgs[3]["content"] and "round 3 of 3" in msgs[5]["content"]


def test_burned_in_held_back_and_request_hash_is_stable():
    case = memory_case(burned_in=True)
    opts = ImageOptions(mode=ImageMode.EVEN, count=2)
    held = build_prompt(case, case.tasks[0], opts)
    assert {i.sequence_id for i in held.images} == {"s-t2"} and held.held_back
    allowed = build_prompt(
        case, case.tasks[0], opts, confirmations=Confirmations(burned_in_images=True)
    )
    assert {i.sequence_id for i in allowed.images} == {"s-t2", "s-flair"}
    params = {"temperature": 0.7, "top_p": 0.95, "n": 5}
    h1 = request_hash(held, "a/b", "http://x/v1", params)
    assert h1 == request_hash(
        build_prompt(case, case.tasks[0], opts), "a/b", "http://x/v1", {**params, "n": 2}
    )
    assert h1 != request_hash(held, "a/b", "http://x/v1", {**params, "temperature": 0.2})
    assert "characters)" in preview_messages(held.messages())


def test_header_text_never_reaches_the_prompt(tmp_path):
    """A SeriesDescription with a name and a date: the prompt names the sequence by kind only."""
    description = "Dr Smith protocol 2024-03-01"
    folders = []
    for number, text in enumerate((f"AX FLAIR {description}", f"FLAIR {description} repeat"), 1):
        folder = tmp_path / f"series{number}"
        write_series(small_volume(seed=number), folder, series_description=text)
        folders.append(folder)
    seqs = [load_dicom_folder(f, 10**9)[0] for f in folders]
    assert all(description in s.name for s in seqs)  # the header text is really there
    assert all(s.kind is SequenceKind.FLAIR for s in seqs)
    case = replace(memory_case(), sequences=tuple(seqs))
    for mode in (ImageMode.EVEN, ImageMode.MONTAGE):
        prompt = build_prompt(case, case.tasks[0], ImageOptions(mode=mode, count=2))
        text = json.dumps(prompt.messages())
        for needle in ("Smith", "2024-03-01", "protocol", "repeat"):
            assert needle not in text
        labels = [p["text"] for p in prompt.messages()[1]["content"] if p["type"] == "text"]
        assert any("FLAIR 1, axial" in t for t in labels)
        assert any("FLAIR 2, axial" in t for t in labels)
    flagged = (seqs[0], replace(seqs[1], burned_in_annotation=True))
    held = build_prompt(
        replace(case, sequences=flagged), case.tasks[0], ImageOptions(mode=ImageMode.EVEN, count=1)
    )
    assert held.held_back == ("FLAIR 2",)


def test_template_v2_states_the_convention_and_v1_still_loads():
    case = memory_case()
    opts = ImageOptions(mode=ImageMode.EVEN, count=1, convention="neurological")
    v2 = build_prompt(case, case.tasks[0], opts)
    assert v2.template_version == "neurology_v2"
    assert "neurological convention" in v2.system and "{display}" not in v2.system
    assert "patient's right is on the image's right" in v2.system
    v1 = build_prompt(case, case.tasks[0], opts, template="neurology_v1")
    assert v1.template_version == "neurology_v1" and "convention" not in v1.system
    assert request_hash(v1, "a/b", "http://x", {}) != request_hash(v2, "a/b", "http://x", {})
