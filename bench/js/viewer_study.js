// The browser side of bench/viewer_study.py, installed in each page before it loads
// (page.add_init_script); the bench calls nlStudy[name](...args) through page.evaluate.
(() => {
  const frame = () => new Promise((r) => requestAnimationFrame((begun) => r(begun)));
  // A person's key or mouse move comes at any point of a frame, not just after one: wait a
  // frame, then a random 0-14 ms. An input shown at the next frame then measures < 16.7 ms;
  // one that misses it, more.
  const anyPhase = async () => {
    await frame();
    await new Promise((r) => setTimeout(r, Math.random() * 14));
  };
  const viewer = () => document.querySelector("#nl-viewer .nlv");
  const firstViewport = () => { const r = viewer(); return r && r.nlv && r.nlv.vps[0]; };
  const shows = (c) => { const r = viewer(); return !!r && (c === null || r.dataset.case === c); };

  async function steps(n, only) {
    // Per step: key -> the next frame by the frame's own clock (the time it began, which
    // requestAnimationFrame passes; 0 if it began before the key but drew it), key -> that
    // frame's callbacks running on the main thread, the synchronous part (handler + draw), the
    // drawing itself (paint.js: the plane walked through the LUT and put on the canvas), and
    // when it was sent (ms since the epoch, comparable across pages); nlStudy.stop() ends it.
    // `only`: send that key each time (one the viewer ignores times the browser's own frame)
    const vp = document.querySelector("#nl-viewer .nlv-vp");
    vp.focus();
    const frames = [], sync = [], sent = [], called = [], drawn = [];
    const state = viewer().nlv.vps[0];
    window.__nlStop = false;
    for (let i = 0; i < n && !window.__nlStop; i++) {
      const key = only || ((Math.floor(i / 20) % 2) ? "ArrowUp" : "ArrowDown");
      await anyPhase();
      const t0 = performance.now();
      vp.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      sync.push(performance.now() - t0);
      drawn.push(state.drawMs);
      const begun = await frame();
      called.push(performance.now() - t0);
      frames.push(Math.max(0, begun - t0));
      sent.push(performance.timeOrigin + t0);
    }
    return [frames, sync, sent, called, drawn];
  }

  async function hover(n) {
    const c = document.querySelector("#nl-viewer .nlv-vp canvas");
    const ro = document.querySelector("#nl-viewer .nlv-readout");
    const box = c.getBoundingClientRect();
    const out = [];
    for (let i = 0; i < n; i++) {
      const x = box.left + box.width * (0.3 + 0.4 * (i % 10) / 10);
      const y = box.top + box.height * (0.3 + 0.4 * Math.floor(i / 10) / 10);
      const before = ro.dataset.at;
      await anyPhase();
      const t0 = performance.now();
      c.dispatchEvent(new MouseEvent("mousemove", { clientX: x, clientY: y, bubbles: true }));
      while (ro.dataset.at === before) {
        await frame();
        if (performance.now() - t0 > 2000) break;
      }
      out.push(performance.now() - t0);
    }
    return out;
  }

  async function interact(kind, n) {
    // frames per second while the user drags the window, zooms with Ctrl + wheel, or plays
    // cine: one input per animation frame (cine: its own timer at 60 fps), over n frames
    const vp = document.querySelector("#nl-viewer .nlv-vp");
    const stage = vp.querySelector(".nlv-stage") || vp;
    const box = stage.getBoundingClientRect();
    const x0 = box.left + box.width / 2, y0 = box.top + box.height / 2;
    if (kind === "cine") {
      vp.querySelector(".nlv-fps").value = "60";
      const play = vp.querySelector(".nlv-play");
      play.click();
      const t0 = performance.now();
      for (let i = 0; i < n; i++) await frame();
      const seconds = (performance.now() - t0) / 1000;
      const frames = Number(vp.dataset.cineFrames || 0);
      play.click();
      return frames / seconds;
    }
    if (kind === "drag") {
      stage.dispatchEvent(new MouseEvent("mousedown",
        { button: 2, clientX: x0, clientY: y0, bubbles: true }));
    }
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      if (kind === "drag") {
        window.dispatchEvent(new MouseEvent("mousemove",
          { clientX: x0 + (i % 40), clientY: y0 - (i % 30), bubbles: true }));
      } else {
        stage.dispatchEvent(new WheelEvent("wheel", { deltaY: i % 2 ? -30 : 30, ctrlKey: true,
          clientX: x0, clientY: y0, bubbles: true, cancelable: true }));
      }
      await frame();
    }
    const fps = n / ((performance.now() - t0) / 1000);
    if (kind === "drag") window.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
    return fps;
  }

  async function serverSlices(n) {
    // another user's requests to the server: first-paint slices of the shown case, in turn
    const S = viewer().nlv;
    const vp = S.vps[0];
    const out = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const r = await S.call("nl_slice", { case_id: S.spec.case_id, sequence_id: vp.seqId,
        plane: "axial", index: (7 * i) % vp.data.count, window: { preset: vp.winName },
        convention: S.spec.convention });
      if (!r || r.error) throw new Error("nl_slice failed: " + (r && r.error));
      out.push(performance.now() - t0);
    }
    return out;
  }

  async function saves(n) {
    // another user's label saves in the Annotate tab (ui/static/annotate/keys.js): a category
    // key (1/2 in turn, its answer awaited), then s, timed until its answer is back (the store
    // has committed the label: "saved"); per save [ms, when it was sent (ms since the epoch)]
    const A = window.__nlAnn;
    const idle = () => !A.busy && !A.buf.length;
    const settled = async () => { while (!idle()) await new Promise((r) => setTimeout(r, 1)); };
    const status = () => document.querySelector("#nl-ann-status").innerText;
    const out = [], sent = [];
    window.__nlStop = false;
    for (let i = 0; i < n && !window.__nlStop; i++) {
      A.push(i % 2 ? "2" : "1");
      await settled();
      await anyPhase();
      const t0 = performance.now();
      A.push("s");
      await settled();
      out.push(performance.now() - t0);
      sent.push(performance.timeOrigin + t0);
      for (let f = 0; f < 60 && !/✓ saved/.test(status()); f++) await frame();
      if (!/✓ saved/.test(status())) throw new Error("label not saved: " + status());
    }
    return [out, sent];
  }

  window.nlStudy = {
    steps, hover, interact, serverSlices, saves,
    // the first viewport shows case c (null: any) from a volume held in the browser: its first
    // slab at least, or all of it
    around: (c) => { const vp = firstViewport(); return shows(c) && !!(vp && vp.data && vp.data.vol); },
    held: (c) => {
      const vp = firstViewport();
      return shows(c) && !!(vp && vp.data && vp.data.vol && vp.data.vol.complete);
    },
    // the Annotate tab shows an answer, and its viewer has said what is on screen
    annotating: () => {
      const d = document.querySelector("#nl-ann-draft");
      const v = document.querySelector("#nl-ann-viewer-status");
      return !!window.__nlAnn && !!d && /answer \d+ of/.test(d.innerText) &&
        !!v && /On screen:/.test(v.innerText);
    },
    painted: (c) => {
      const b = viewer() && viewer().querySelector(".nlv-vp");
      return shows(c) && !!(b && b.dataset.painted);
    },
    sent: (c) => [...viewer().nlv.volumes.entries()]
      .filter(([k, e]) => k.startsWith(c + "|") && e.vol && e.vol.complete)
      .map(([, e]) => e.vol.bytes),
    setPlane: (p) => {
      const s = document.querySelector("#nl-viewer .nlv-vp .nlv-plane");
      s.value = p;
      s.dispatchEvent(new Event("change"));
    },
    onPlane: (p) => { const vp = firstViewport(); return vp.plane === p && !!(vp.data && vp.data.vol); },
    // the first viewport switched to the sequence named `name`, timed from the switch to its
    // first painted slice (picked() says when it is painted)
    pickSequence: (name) => {
      const sel = document.querySelector("#nl-viewer .nlv-vp .nlv-seq");
      const opt = [...sel.options].find((o) => o.textContent.includes(name));
      window.__pickAt = performance.now();
      sel.value = opt.value;
      sel.dispatchEvent(new Event("change"));
    },
    picked: () => viewer().nlv.paints.some((t) => t >= window.__pickAt),
    sincePick: () => viewer().nlv.paints.find((t) => t >= window.__pickAt) - window.__pickAt,
    clickClock: () => {
      window.__clickAt = null;
      document.addEventListener("click", (e) => { window.__clickAt = e.timeStamp; },
        { capture: true, once: true });
    },
    stop: () => { window.__nlStop = true; },
    clickEpoch: () => performance.timeOrigin + window.__clickAt,
    sinceClick: (what) => (what === "paint"
      ? viewer().nlv.paints.find((t) => t >= window.__clickAt)
      : performance.now()) - window.__clickAt,
    // run a measure in the background (while another page works), fetch its result later
    start: (name, ...args) => { window.__nlRuns = window.__nlRuns || {}; window.__nlRuns[name] = window.nlStudy[name](...args); },
    result: (name) => window.__nlRuns[name],
  };
})();
