// The browser side of tests/ui/viewer/test_open.py, installed in the page before it loads
// (page.add_init_script); the test calls nlOpen.<name> through page.evaluate.
(() => {
  const root = () => document.querySelector("#nl-viewer .nlv");

  window.nlOpen = {
    // the viewer shows some case (its spec has come)
    showing: () => { const r = root(); return !!(r && r.nlv && r.nlv.spec && r.nlv.spec.case_id); },
    shownCase: () => root().dataset.case,
    // the first viewport says when it painted
    painted: () => !!root().querySelector(".nlv-vp").dataset.painted,
    // case c on screen from the whole volume held in the browser
    held: (c) => {
      const r = root(), vp = r && r.nlv && r.nlv.vps[0];
      return r.dataset.case === c && !!(vp && vp.data && vp.data.vol && vp.data.vol.complete);
    },
    // the server calls made since the next press (pointerdown) anywhere on the page
    pressClock: () => {
      window.__pressAt = null;
      document.addEventListener("pointerdown", (e) => { window.__pressAt = e.timeStamp; },
        { capture: true, once: true });
    },
    callsSincePress: () => root().nlv.log.filter((e) => e.at >= window.__pressAt).map((e) => e.fn),
    // whether a press has left an early first slice for the viewer to take
    hasEarly: () => root().nlv.early !== null,
    forgetEarly: () => { root().nlv.early = null; },
    // switch the first viewport to another 3D sequence of the case on screen, one the
    // browser does not hold; its id (the viewer's first-slice paint, S.lastPaint, is cleared)
    switchSequence: () => {
      const r = root(), S = r.nlv, vp = S.vps[0];
      const other = S.spec.sequences.find((q) => q.id !== vp.seqId && !q.is_stack &&
        !S.volumes.has(S.spec.case_id + "|" + q.id + "|" + S.spec.convention));
      if (!other) return null;
      S.lastPaint = null;
      const sel = r.querySelector(".nlv-vp .nlv-seq");
      sel.value = other.id;
      sel.dispatchEvent(new Event("change"));
      return other.id;
    },
    // the first viewport shows sequence s from its whole volume, held in the browser
    heldSequence: (s) => {
      const S = root().nlv, vp = S.vps[0];
      const e = S.volumes.get(S.spec.case_id + "|" + s + "|" + S.spec.convention);
      return vp.seqId === s && !!(e && e.vol && e.vol.complete && vp.data && vp.data.vol === e.vol);
    },
    // whether a first slice from the server was painted since switchSequence()
    firstSlicePainted: () => root().nlv.lastPaint !== null,
    // nl_first's answer for case c, and nl_slice's for the view the viewer opens the case on
    // (its key slice, spec.open, else the first sequence's middle axial slice)
    sameSlice: async (c) => {
      const S = root().nlv;
      const open = S.spec.open;
      const early = await S.server.nl_first({ case_id: c, convention: S.spec.convention });
      const view = { case_id: c, sequence_id: early.sequence_id, plane: "axial",
        window: { preset: early.preset }, convention: S.spec.convention };
      if (open) view.position_mm = open.position_mm;
      const asked = await S.server.nl_slice(view);
      const seq = S.spec.sequences.find((q) => q.id === (open ? open.sequence_id : S.spec.sequences[0].id));
      return { early, asked, first: seq.id, preset: seq.default_window, shownIndex: S.vps[0].index };
    },
  };
})();
