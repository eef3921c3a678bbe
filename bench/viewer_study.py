"""A full-size study in the browser: 3 sequences of 512x512x200 int16 NIfTI, as a scanner writes.

The bench writes the study once (bench/out/study/, reused by later runs), starts the real app
with it as the cases folder, and in headless Chromium measures: choosing the case -> first
slice painted and -> whole volume held in the browser; the bytes of each volume sent against
its .nii.gz on disk; slice stepping (key -> next frame) and the synchronous handler + draw
time in each plane; the hover readout's update; and, on a second freshly started server, a
second browser stepping through the demo case while the first opens the study (does a big open
slow another user down?). Times run from the click on the case, by the page's clock. The volume
arrives in slabs nearest the shown slice first: the row "nearest slab" is when the slices
around it scroll from the browser.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.browser import CLIENT_STEP_JS
from bench.launch import CHROMIUM_ARGS, ROOT, chromium_path, running_app
from bench.table import Row, percentile

SHAPE = (512, 512, 200)
KINDS = ("T1", "T2", "FLAIR")
OUT = ROOT / "bench" / "out" / "study"
CASE_ID = "big-study"

STEP_DRAW_JS = """async ([n]) => {
  // key -> next animation frame, and the synchronous part (handler + draw) of each step
  const vp = document.querySelector('#nl-viewer .nlv-vp');
  vp.focus();
  const frame = [], sync = [];
  for (let i = 0; i < n; i++) {
    const key = (Math.floor(i / 20) % 2) ? 'ArrowUp' : 'ArrowDown';
    const t0 = performance.now();
    vp.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
    sync.push(performance.now() - t0);
    await new Promise(r => requestAnimationFrame(() => r()));
    frame.push(performance.now() - t0);
  }
  return [frame, sync];
}"""

HOVER_JS = """async ([n]) => {
  const c = document.querySelector('#nl-viewer .nlv-vp canvas');
  const ro = document.querySelector('#nl-viewer .nlv-readout');
  const box = c.getBoundingClientRect();
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = box.left + box.width * (0.3 + 0.4 * (i % 10) / 10);
    const y = box.top + box.height * (0.3 + 0.4 * Math.floor(i / 10) / 10);
    const before = ro.dataset.at;
    const t0 = performance.now();
    c.dispatchEvent(new MouseEvent('mousemove', {clientX: x, clientY: y, bubbles: true}));
    while (ro.dataset.at === before) {
      await new Promise(r => requestAnimationFrame(() => r()));
      if (performance.now() - t0 > 2000) break;
    }
    out.push(performance.now() - t0);
  }
  return out;
}"""

INTERACT_JS = """async ([kind, n]) => {
  // frames per second while the user drags the window, zooms with Ctrl + wheel, or plays cine:
  // one input per animation frame (cine: its own timer at 60 fps), over n frames
  const vp = document.querySelector('#nl-viewer .nlv-vp');
  const stage = vp.querySelector('.nlv-stage') || vp;
  const box = stage.getBoundingClientRect();
  const x0 = box.left + box.width / 2, y0 = box.top + box.height / 2;
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  if (kind === 'cine') {
    const fps = vp.querySelector('.nlv-fps'); fps.value = '60';
    const play = vp.querySelector('.nlv-play');
    play.click();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await frame();
    const seconds = (performance.now() - t0) / 1000;
    const frames = Number(vp.dataset.cineFrames || 0);
    play.click();
    return frames / seconds;
  }
  if (kind === 'drag') {
    stage.dispatchEvent(new MouseEvent('mousedown',
      {button: 2, clientX: x0, clientY: y0, bubbles: true}));
  }
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    if (kind === 'drag') {
      window.dispatchEvent(new MouseEvent('mousemove',
        {clientX: x0 + (i % 40), clientY: y0 - (i % 30), bubbles: true}));
    } else {
      stage.dispatchEvent(new WheelEvent('wheel', {deltaY: i % 2 ? -30 : 30, ctrlKey: true,
        clientX: x0, clientY: y0, bubbles: true, cancelable: true}));
    }
    await frame();
  }
  const fps = n / ((performance.now() - t0) / 1000);
  if (kind === 'drag') window.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
  return fps;
}"""

AROUND = """(c) => { const r = document.querySelector('#nl-viewer .nlv');
  const vp = r && r.nlv && r.nlv.vps[0];
  return r.dataset.case === c && !!(vp && vp.data && vp.data.vol); }"""
HELD = """(c) => { const r = document.querySelector('#nl-viewer .nlv');
  const vp = r && r.nlv && r.nlv.vps[0];
  return r.dataset.case === c && !!(vp && vp.data && vp.data.vol && vp.data.vol.complete); }"""
DEMO_HELD = """() => { const r = document.querySelector('#nl-viewer .nlv');
  const vp = r && r.nlv && r.nlv.vps[0];
  return !!(vp && vp.data && vp.data.vol && vp.data.vol.complete); }"""
SENT = """(c) => [...document.querySelector('#nl-viewer .nlv').nlv.volumes.entries()]
  .filter(([k, e]) => k.startsWith(c + '|') && e.vol && e.vol.complete)
  .map(([k, e]) => e.vol.bytes)"""
PAINTED = """(c) => { const r = document.querySelector('#nl-viewer .nlv');
  const b = r && r.querySelector('.nlv-vp');
  return r.dataset.case === c && b && b.dataset.painted; }"""

SERVER_SLICES_JS = """async ([n]) => {
  // another user's requests to the server: first-paint slices of the demo case, one at a time
  const S = document.querySelector('#nl-viewer .nlv').nlv;
  const vp = S.vps[0];
  const out = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await S.call('nl_slice', {case_id: S.spec.case_id, sequence_id: vp.seqId,
      plane: 'axial', index: (7 * i) % vp.data.count, window: {preset: vp.winName},
      convention: S.spec.convention});
    if (!r || r.error) throw new Error('nl_slice failed: ' + (r && r.error));
    out.push(performance.now() - t0);
  }
  return out;
}"""
CLICK_CLOCK = """() => { window.__clickAt = null;
  document.addEventListener('click', (e) => { window.__clickAt = e.timeStamp; },
    {capture: true, once: true}); }"""
SINCE_CLICK = """(what) => (what === 'paint'
  ? document.querySelector('#nl-viewer .nlv').nlv.paints.find(t => t >= window.__clickAt)
  : performance.now()) - window.__clickAt"""


def write_study(out: Path = OUT) -> Path:
    """The study (smooth anatomy-like signal plus noise, so it compresses like real MR)."""
    import nibabel as nib
    import numpy as np

    manifest = out / "manifest.yaml"
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(7)
    x, y, z = np.ogrid[-1 : 1 : SHAPE[0] * 1j, -1 : 1 : SHAPE[1] * 1j, -1 : 1 : SHAPE[2] * 1j]
    head = (x**2 + y**2 + (z * 1.2) ** 2) < 0.8
    for n, kind in enumerate(KINDS):
        target = out / f"{kind.lower()}.nii.gz"
        if target.is_file():
            continue  # written by an earlier run
        base = 400 + 300 * np.cos(6 * x + n) * np.sin(5 * y) + 200 * z
        data = np.where(head, base + rng.normal(0, 25, SHAPE), rng.normal(0, 4, SHAPE))
        image = nib.Nifti1Image(data.astype(np.int16), np.diag([0.45, 0.45, 0.9, 1.0]))
        nib.save(image, target)
    seqs = "\n".join(
        f"    - {{path: {k.lower()}.nii.gz, kind: {k}, name: Axial {k}}}" for k in KINDS
    )
    manifest.write_text(
        f"case:\n  id: {CASE_ID}\n  title: Full-size study (3 x 512x512x200)\n"
        f"  sequences:\n{seqs}\n  tasks:\n    - {{id: dx, family: differential_diagnosis, "
        "difficulty: direct, question: 'Most likely diagnosis?'}\n"
    )
    return out


def _open_study(page: Any) -> tuple[float, float, float]:
    """(ms to the first painted slice, to the first slab held (the slices around it scroll
    from the browser), to the whole volume held) from the click on the case, as the page's
    own clock saw it (Playwright's click and polling are not counted)."""
    cell = page.locator("#nl-case-list").get_by_text(CASE_ID, exact=True)
    cell.wait_for()
    page.evaluate(CLICK_CLOCK)
    cell.click()
    page.wait_for_function(PAINTED, arg=CASE_ID, timeout=120_000)
    painted = page.evaluate(SINCE_CLICK, "paint")
    page.wait_for_function(AROUND, arg=CASE_ID, timeout=300_000)
    around = page.evaluate(SINCE_CLICK, "now")
    page.wait_for_function(HELD, arg=CASE_ID, timeout=300_000)
    held = page.evaluate(SINCE_CLICK, "now")
    return painted, around, held


def _settle(page: Any) -> None:
    """Let the last action's tail pass (the viewer reports what is on screen to the server
    250 ms after a step, and the page re-renders its status line) before timing the next."""
    page.wait_for_timeout(600)


def _set_plane(page: Any, plane: str) -> None:
    page.evaluate(
        "(p) => { const s = document.querySelector('#nl-viewer .nlv-vp .nlv-plane');"
        " s.value = p; s.dispatchEvent(new Event('change')); }",
        plane,
    )
    page.wait_for_function(
        "(p) => { const vp = document.querySelector('#nl-viewer .nlv').nlv.vps[0];"
        " return vp.plane === p && vp.data && vp.data.vol; }",
        arg=plane,
        timeout=60_000,
    )


def _in_browser(url: str, exe: str, work: Any) -> Any:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            return work(browser, url)
        finally:
            browser.close()


def _app(study: Path) -> Any:
    import tempfile
    from contextlib import ExitStack

    stack = ExitStack()
    tmp = stack.enter_context(tempfile.TemporaryDirectory())
    env = {"NEUROLENS_CASES_DIR": str(study)}
    url, _ready = stack.enter_context(running_app(Path(tmp), timeout_s=180, extra_env=env))
    return stack, url


def _alone(browser: Any, url: str) -> tuple[tuple[float, float, float], dict[str, Any]]:
    """Open the study with nothing else going on, then step, hover and drag through it."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(url, timeout=120_000)
    page.wait_for_function(DEMO_HELD, timeout=120_000)
    opened = _open_study(page)
    sent = page.evaluate(SENT, CASE_ID)
    step: dict[str, tuple[list[float], list[float]]] = {}
    for plane in ("axial", "coronal", "sagittal"):
        _set_plane(page, plane)
        _settle(page)
        frame, sync = page.evaluate(STEP_DRAW_JS, [100])
        step[plane] = (frame, sync)
    _settle(page)
    hover = page.evaluate(HOVER_JS, [60])
    _set_plane(page, "axial")
    fps = {}
    for kind in ("drag", "zoom", "cine"):
        _settle(page)
        fps[kind] = page.evaluate(INTERACT_JS, [kind, 90])
    return opened, {"sent": sent, "step": step, "hover": hover, "fps": fps}


def _beside(browser: Any, url: str) -> dict[str, Any]:
    """A second browser steps through the demo case, and asks the server for its slices, while
    the first opens the study (on a freshly started server: nothing of the study is cached
    there)."""
    other = browser.new_page(viewport={"width": 1400, "height": 1000})
    other.goto(url, timeout=120_000)
    other.wait_for_function(DEMO_HELD, timeout=120_000)
    quiet = other.evaluate(CLIENT_STEP_JS, 120)
    quiet_server = other.evaluate(SERVER_SLICES_JS, [40])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(url, timeout=120_000)
    page.wait_for_function(DEMO_HELD, timeout=120_000)
    other.evaluate(
        "(n) => { window.__steps = (" + CLIENT_STEP_JS + ")(n);"
        " window.__server = (" + SERVER_SLICES_JS + ")([n / 10]); }",
        400,
    )
    painted, _around, _held = _open_study(page)
    busy = other.evaluate("() => window.__steps")
    busy_server = other.evaluate("() => window.__server")
    return {
        "quiet": quiet,
        "busy": busy,
        "painted": painted,
        "quiet_server": quiet_server,
        "busy_server": busy_server,
    }


def run() -> list[Row]:
    exe = chromium_path()
    if exe is None:
        return [Row("viewer study", 0.0, "", note="skipped: Chromium not installed")]
    study = write_study()
    on_disk = sum(f.stat().st_size for f in study.glob("*.nii.gz")) / len(KINDS)
    rows: list[Row] = []
    stack, url = _app(study)
    with stack:
        (painted, around, held), measured = _in_browser(url, exe, _alone)
    stack, url = _app(study)  # a second server: the study is cold again
    with stack:
        beside = _in_browser(url, exe, _beside)
    sent, step, hover, fps = (measured[k] for k in ("sent", "step", "hover", "fps"))
    rows.append(Row("study: choose case -> first slice painted", painted, "ms", None, "<= 150 ms"))
    rows.append(
        Row(
            "study: choose case -> nearest slab in the browser",
            around,
            "ms",
            None,
            "",
            "the slices around the first scroll from here on",
        )
    )
    rows.append(Row("study: choose case -> whole volume in the browser", held / 1000, "s"))
    biggest = max(sent) if sent else 0
    rows.append(
        Row(
            "study: bytes sent per sequence (largest)",
            biggest / 1e6,
            "MB",
            None,
            f"<= {on_disk / 1e6:.1f} MB (its .nii.gz)",
            f"{len(sent)} volume(s) streamed as binary slabs",
        )
    )
    for plane, (frame, sync) in step.items():
        rows.append(
            Row(
                f"study: {plane} step, key -> frame p95",
                percentile(frame, 95),
                "ms",
                None,
                "<= 17 ms",
            )
        )
        rows.append(
            Row(
                f"study: {plane} step, handler + draw p95",
                percentile(sync, 95),
                "ms",
                None,
                "<= 2 ms",
            )
        )
    rows.append(
        Row("study: hover readout update p95", percentile(hover, 95), "ms", None, "<= 17 ms")
    )
    for kind, label in (
        ("drag", "window/level drag"),
        ("zoom", "zoom (Ctrl + wheel)"),
        ("cine", "cine at 60 fps asked"),
    ):
        rows.append(Row(f"study: {label}", fps[kind], "fps", None, ">= 30 fps"))
    rows.append(
        Row(
            "other browser: step p95 while the study opens",
            percentile(beside["busy"], 95),
            "ms",
            percentile(beside["quiet"], 95),
            "<= 17 ms",
            "naive column: the same stepping with nothing else going on",
        )
    )
    rows.append(
        Row(
            "study: first slice painted while the other browser steps",
            beside["painted"],
            "ms",
            None,
            "",
            "the same open as the first row, sharing the 2 cores",
        )
    )
    rows.append(
        Row(
            "other browser: its server slice request p95 while the study opens",
            percentile(beside["busy_server"], 95),
            "ms",
            percentile(beside["quiet_server"], 95),
            "",
            "naive column: the same requests with nothing else going on",
        )
    )
    return rows


if __name__ == "__main__":
    from bench.table import format_table

    print(format_table(run()))
