"""The viewer's server half: specs, plane payloads, first-paint slices, stacks, montages."""

from __future__ import annotations

import base64
import io

import numpy as np
import pytest
from PIL import Image

from data.errors import NeuroLensError
from explorer.payload import decode_plane_payload
from tests.support.viewer_cases import first_slice_grey, viewer_library
from ui.assets import viewer_script
from ui.explore.montage import montage_html
from ui.viewer.requests import resolve_window
from ui.viewer.service import ViewerService
from ui.viewer.view_state import ViewState
from ui.viewer.widget import parse_reports, reported_viewed


@pytest.fixture
def service() -> ViewerService:
    return ViewerService(viewer_library(), prewarm=False)


def _png(url: str) -> np.ndarray:
    assert url.startswith("data:image/png;base64,")
    return np.asarray(Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))))


def test_spec_lists_sequences_with_windows_and_a_fresh_nonce(service: ViewerService) -> None:
    spec = service.spec("vc_mri")
    again = service.spec("vc_mri")
    assert spec["nonce"] != again["nonce"]  # gradio ignores an identical value
    assert [s["id"] for s in spec["sequences"]] == ["t1", "flair"]
    t1 = spec["sequences"][0]
    assert t1["synthetic"] and "SYNTHETIC" in t1["label"]
    assert t1["default_window"] == "MR auto" and not t1["is_stack"]
    ct = service.spec("vc_ct")["sequences"][0]
    assert ct["default_window"] == "header" and "CT bone" in ct["windows"]


def test_spec_for_unknown_case_carries_a_message(service: ViewerService) -> None:
    spec = service.spec("nope")
    assert spec["sequences"] == [] and "nope" in spec["error"]


def test_plane_payload_decodes_to_the_windowed_volume(service: ViewerService) -> None:
    r = service.plane(
        {"case_id": "vc_ct", "sequence_id": "ct", "plane": "axial", "window": {"preset": "header"}}
    )
    assert "error" not in r
    frames = decode_plane_payload(r["payload"])
    ct = viewer_library().get("vc_ct").sequence("ct").volume
    assert ct is not None
    assert frames.shape == (36, 48, 40)  # axial: slices along S, rows A->P, cols R->L
    assert r["window"] == [40.0, 80.0] and r["letters"] == {
        "top": "A",
        "bottom": "P",
        "left": "R",
        "right": "L",
    }
    # the brightest slice is the most superior one with content; window maps 80 HU..: check one
    k = 20
    expected = np.clip((ct.data[:, :, k].astype(float) - 0) * 255 / 80 + 0.5, 0, 255)
    shown = frames[k][::-1, ::-1].T  # undo display orientation -> (x, y)
    assert np.array_equal(shown, expected.astype(np.uint8))
    assert r["index"] == 18  # the middle slice unless asked


def test_plane_request_index_and_position_choose_the_slice(service: ViewerService) -> None:
    base = {"case_id": "vc_mri", "sequence_id": "flair", "plane": "axial"}
    assert service.plane({**base, "index": 99})["index"] == 11  # clamped
    r = service.plane({**base, "position_mm": 9.4})
    pos = r["payload"]["positions_mm"]
    assert abs(pos[r["index"]] - 9.4) <= 3.0  # nearest 6 mm slice


def test_custom_window_and_bad_window(service: ViewerService) -> None:
    base = {"case_id": "vc_mri", "sequence_id": "t1", "plane": "coronal"}
    r = service.plane({**base, "window": {"center": 100, "width": 50}})
    assert r["window"] == [100.0, 50.0]
    bad = service.plane({**base, "window": {"center": 100, "width": 0}})
    assert "width" in bad["error"]
    missing = service.plane({**base, "window": {"preset": "header"}})
    assert "no window in its header" in missing["error"]


def test_errors_are_messages_not_exceptions(service: ViewerService) -> None:
    assert "no sequence" in service.plane({"case_id": "vc_mri", "sequence_id": "x"})["error"]
    r = service.plane({"case_id": "vc_mri", "sequence_id": "t1", "plane": "oblique"})
    assert "unknown plane" in r["error"]
    assert "error" in service.first_slice({"case_id": "vc_page", "sequence_id": "img1"})


def test_first_slice_equals_the_payload_slice(service: ViewerService) -> None:
    req = {"case_id": "vc_mri", "sequence_id": "t1", "plane": "sagittal", "index": 7}
    first = service.first_slice(req)
    plane = service.plane(req)
    assert first["index"] == plane["index"] == 7
    pixels = first_slice_grey(first)
    assert pixels.shape == (first["height"], first["width"])
    assert np.array_equal(pixels, decode_plane_payload(plane["payload"])[7])  # lossless


def test_a_case_first_slice_names_the_view_it_is_and_refuses_what_it_cannot_open(
    service: ViewerService,
) -> None:
    """What a press on the case list asks for (nl_first): the view the viewer opens the case
    on, pixel for pixel; an error, never an exception, for what has no such view."""
    seq = service.spec("vc_mri")["sequences"][0]
    early = service.case_first_slice({"case_id": "vc_mri", "convention": "neurological"})
    assert (early["sequence_id"], early["preset"]) == (seq["id"], seq["default_window"])
    asked = service.first_slice(
        {
            "case_id": "vc_mri",
            "sequence_id": seq["id"],
            "plane": "axial",
            "window": {"preset": seq["default_window"]},
            "convention": "neurological",
        }
    )
    assert (
        np.array_equal(first_slice_grey(early), first_slice_grey(asked))
        and early["index"] == asked["index"]
    )
    for bad in ({"case_id": "no-such-case"}, {"case_id": "vc_page"}, {}, {"case_id": 7}):
        assert set(service.case_first_slice(bad)) == {"error"}, bad


def test_plane_payloads_are_cached_and_bounded() -> None:
    service = ViewerService(viewer_library(), prewarm=False, cache_bytes=1)
    req = {"case_id": "vc_mri", "sequence_id": "t1", "plane": "axial"}
    a = service.plane(req)
    b = service.plane(req)
    assert a["payload"] is b["payload"]  # served from the cache
    service.plane({**req, "plane": "coronal"})
    assert len(service._cache) == 1  # over budget: the oldest entry went


def test_stack_frames_as_png_and_split_into_tiles(service: ViewerService) -> None:
    whole = service.plane({"case_id": "vc_page", "sequence_id": "img1"})
    assert len(whole["frames"]) == 1 and whole["plane"] is None
    assert _png(whole["frames"][0]).shape == (42, 76)
    tiles = service.plane({"case_id": "vc_page", "sequence_id": "img1", "tiles": True})
    assert len(tiles["frames"]) == 6
    assert _png(tiles["frames"][0]).shape == (20, 24)
    assert service.spec("vc_page")["sequences"][0]["grid"] == [2, 3]


def test_montage_of_the_viewed_plane(service: ViewerService) -> None:
    view = ViewState("vc_mri", "t1", "axial", 10, 36, 0.0, (300.0, 600.0))
    montage = service.montage(view, 4)
    image = _png(montage.url)
    assert image.ndim == 2 and image.shape[0] > 48 and image.shape[1] > 40
    assert len(montage.indices) == 4 and (montage.cols, montage.rows) == (2, 2)
    assert montage.plane == "axial" and montage.sequence
    html = montage_html(montage, "t1 <b>")
    # one label per tile, naming the plane and the 1-based slice; text escaped
    for i in montage.indices:
        assert f"axial {i + 1}</span>" in html
    assert html.count("<span>") == 4 and "t1 &lt;b&gt;" in html and "<b>" not in html
    assert f"slices {', '.join(str(i + 1) for i in montage.indices)}" in html
    with pytest.raises(NeuroLensError):
        service.montage(ViewState("vc_page", "img1", None, 0, 1), 4)


def test_resolve_window_default_is_header_then_percentile() -> None:
    lib = viewer_library()
    ct = lib.get("vc_ct").sequence("ct")
    assert (resolve_window(ct, {}).center, resolve_window(ct, {}).width) == (40.0, 80.0)
    t1 = lib.get("vc_mri").sequence("t1")
    auto = resolve_window(t1, {"preset": "MR auto"})
    assert auto.width > 0


def test_parse_reports_drops_bad_entries() -> None:
    good = {"case_id": "c", "sequence_id": "s", "plane": "axial", "index": 1, "count": 3}
    views = parse_reports({"views": [good, {"case_id": "c"}]})
    assert len(views) == 1 and views[0].index == 1
    assert parse_reports(None) == [] and parse_reports({"views": "x"}) == []
    # the report says whether the user has touched the images; one that does not say: viewed
    assert reported_viewed({"views": [good], "viewed": False}) is False
    assert reported_viewed({"views": [good], "viewed": True}) is True
    assert reported_viewed({"views": [good]}) is True and reported_viewed(None) is True


def test_viewer_script_embeds_the_constants_and_the_payload_decoders() -> None:
    js = viewer_script()
    assert js.startswith("const C = {") and '"custom_window":"custom"' in js
    assert "async function decodePlanePayload" in js and "function paletteLut" in js
    assert "'view'" in js and "passive: false" in js and "preventDefault" in js


def test_volume_payload_carries_every_plane_and_the_resolved_windows(
    service: ViewerService,
) -> None:
    from explorer.volume_payload import slice_from_indices, window_palette
    from explorer.volume_slabs import decode_stream
    from explorer.window import Window
    from tests.explorer.test_volume_payload import whole_stream

    r = service.volume({"case_id": "vc_ct", "sequence_id": "ct"})
    meta = r["volume"]
    assert "data" not in meta  # the voxels come from their own binary URL
    route, token = meta["url"].rsplit("/", 1)
    assert route == "nl/volume" and len(token) >= 20
    slabs = service.volume_slabs(token, 3)
    assert slabs is not None and meta["slabs"]["count"] == len(slabs.ranges)
    assert service.volume_slabs("not-a-token") is None and service.volume_slabs("../ct") is None
    indices = decode_stream(meta, whole_stream(slabs, 3))
    payload = meta
    assert payload["windows"]["header"] == [40.0, 80.0] and "CT bone" in payload["windows"]
    palette = np.frombuffer(base64.b64decode(payload["palette"]), "<f4")
    req = {"case_id": "vc_ct", "sequence_id": "ct", "plane": "coronal", "index": 9}
    for window in ({"preset": "CT bone"}, {"center": 55.5, "width": 123.0}):
        served = decode_plane_payload(service.plane({**req, "window": window})["payload"])[9]
        c, w = r["volume"]["windows"]["CT bone"] if "preset" in window else (55.5, 123.0)
        lut = window_palette(palette, Window(c, w))
        assert np.array_equal(lut[slice_from_indices(indices, payload, "coronal", 9)], served)
    assert "unavailable" in service.volume({"case_id": "vc_page", "sequence_id": "img1"})
    assert "error" in service.volume({"case_id": "vc_ct", "sequence_id": "nope"})


def test_crosshairs_follow_the_world_point_across_planes_and_sequences(
    service: ViewerService,
) -> None:
    from explorer.geometry import world_point

    lib = viewer_library().get("vc_mri")
    t1, flair = lib.sequence("t1").volume, lib.sequence("flair").volume
    assert t1 is not None and flair is not None
    src = {"sequence_id": "t1", "plane": "axial", "index": 20, "row": 10.0, "col": 30.0}
    r = service.crosshairs(
        {
            "case_id": "vc_mri",
            "source": src,
            "targets": [
                {"sequence_id": "t1", "plane": "sagittal"},
                {"sequence_id": "flair", "plane": "coronal"},
            ],
        }
    )
    sag, cor = r["targets"]
    # Radiological axial: column c is voxel x = 39 - c, row r is y = 47 - r, the slice is z.
    # Sagittal: the slice is x, rows run z from the top (35 - z), columns y from the front.
    assert (sag["index"], sag["plane"]) == (39 - 30, "sagittal")
    assert sag["row"] == pytest.approx(35 - 20) and sag["col"] == pytest.approx(47 - (47 - 10))
    here = world_point(t1, "axial", 20, 10.0, 30.0)
    there = world_point(flair, "coronal", cor["index"], cor["row"], cor["col"])
    assert there[0] == pytest.approx(here[0]) and there[2] == pytest.approx(here[2])
    assert abs(there[1] - here[1]) <= 1.0  # nearest coronal slice (2 mm apart)
    bad = service.crosshairs({"case_id": "vc_mri", "source": src})
    assert "targets" in bad["error"]
    assert "error" in service.crosshairs({"case_id": "vc_mri", "source": {}, "targets": []})


def test_a_case_with_a_key_slice_opens_there(service: ViewerService) -> None:
    """The spec names the key slice (tag key_slice:<sequence>:<plane>:<index>) and a press on
    the case list asks for exactly that slice; a bad or foreign tag is ignored."""
    import dataclasses

    library = service.library
    case = library.get("vc_mri")
    assert service.spec("vc_mri")["open"] is None  # no key slice: the middle of the first
    tags = ("key_slice:nope:axial:3", "key_slice:flair:axial:999", "key_slice:flair:axial:2")
    keyed = dataclasses.replace(case, case_id="vc_key", tags=(*case.tags, *tags))
    keyed_service = ViewerService(type(library)(cases=(keyed,), messages=()), prewarm=False)
    spec = keyed_service.spec("vc_key")
    assert spec["open"]["sequence_id"] == "flair" and spec["open"]["index"] == 2
    assert spec["open"]["plane"] == "axial"
    early = keyed_service.case_first_slice({"case_id": "vc_key"})
    assert early["sequence_id"] == "flair" and early["index"] == 2
    assert early["position_mm"] == spec["open"]["position_mm"]
