// Changes the first viewport's plane or window through its select, timed to the frame that
// shows the server's answer.
async ([kind, value]) => {
  // Timed to the animation frame that shows the new view (as client_step.js is), for the
  // first paint and for the whole plane being ready to scroll.
  const root = document.querySelector('#nl-viewer .nlv');
  const vp = root.querySelector('.nlv-vp');
  const sel = vp.querySelector(kind === 'plane' ? '.nlv-plane' : '.nlv-ww');
  const gen = Number(vp.dataset.generation || 0);
  const frame = () => new Promise(r => requestAnimationFrame(() => r()));
  vp.dataset.painted = '';
  root.nlv.lastPaint = null;
  const t0 = performance.now();
  sel.value = value;
  sel.dispatchEvent(new Event('change'));
  let first = null;
  while (Number(vp.dataset.generation || 0) === gen) {
    await frame();  // the first frame after the paint is the one that shows it (as for keys)
    if (first === null && vp.dataset.painted) first = performance.now() - t0;
    if (performance.now() - t0 > 20000) throw new Error('timeout');
  }
  await frame();
  const full = performance.now() - t0;
  // Where the first paint's time went: the slice call's round trip, the server's queue wait
  // and compute inside it, and the browser's PNG decode (ui/viewer_js.py records them).
  const S = root.nlv;
  const calls = S.log.filter(e => e.at >= t0 - 1);
  const one = (fn) => calls.find(e => e.fn === fn) || null;
  return [first === null ? full : first, full, vp.dataset.source || '',
          {slice: one('nl_slice'), plane: one('nl_plane'), paint: S.lastPaint}];
};
