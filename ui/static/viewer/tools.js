/* exported installViewportTools, voxelAt */
// The radiology tools of one viewport: the value under the pointer, window/level by dragging,
// invert and reset, and cine. The viewer (viewer.js) owns slices and drawing; it hands these
// tools what they may call through `api`: setWindow(vp, center, width, final), reset(vp),
// step(vp, delta), spacing(vp).

// The stored intensity, voxel indices and RAS millimetres under display pixel (row, col) of
// a viewport whose volume is in the browser; null elsewhere (outside, or not arrived yet).
function voxelAt(vp, row, col) {
  const d = vp.data;
  if (!d || d.isStack || !d.vol || !d.vol.shape) return null;
  const r = Math.floor(row), c = Math.floor(col);
  if (r < 0 || c < 0 || r >= d.height || c >= d.width) return null;
  const g = d.geo;
  const flat = g.base + vp.index * g.kstep + r * g.rstep + c * g.cstep;
  // voxel (i, j, k) from the flat offset, largest stride first (the payload says its order)
  const st = d.vol.strides, ijk = [0, 0, 0];
  let rest = flat;
  for (const a of [0, 1, 2].sort((x, y) => st[y] - st[x])) { ijk[a] = Math.floor(rest / st[a]); rest -= ijk[a] * st[a]; }
  if (d.vol.have && !d.vol.have[ijk[2]]) return null;  // its slab has not arrived yet
  const A = d.vol.affine;
  const ras = A ? [0, 1, 2].map(a => A[a][0] * ijk[0] + A[a][1] * ijk[1] + A[a][2] * ijk[2] + A[a][3]) : null;
  return {value: d.vol.palette[d.vol.idx[flat]], ijk, ras};
}

function formatReadout(hit, units) {
  const v = Number.isFinite(hit.value) ? String(+hit.value.toPrecision(6)) : String(hit.value);
  let text = 'value ' + v + (units ? ' ' + units : '') + ' · voxel (' + hit.ijk.join(', ') + ')';
  if (hit.ras) text += ' · RAS (' + hit.ras.map(x => x.toFixed(1)).join(', ') + ') mm';
  return text;
}

function installViewportTools(vp, api) {
  const readout = document.createElement('div');
  readout.className = 'nlv-readout';
  vp.box.appendChild(readout);
  vp.readout = readout;

  const screenPoint = (e) => {
    const r = vp.canvas.getBoundingClientRect();
    if (!vp.data || !r.width || !r.height) return null;
    return [(e.clientY - r.top) / r.height * vp.data.height, (e.clientX - r.left) / r.width * vp.data.width];
  };

  // Hover readout, at most once a frame.
  let hoverEvent = null;
  const showHover = () => {
    const e = hoverEvent; hoverEvent = null;
    const p = e && screenPoint(e);
    if (!p) return;
    const hit = voxelAt(vp, p[0], p[1]);
    if (hit) readout.textContent = formatReadout(hit, vp.units);
    else if (vp.data && vp.data.isStack) readout.textContent = 'pixel (' + Math.floor(p[0]) + ', ' + Math.floor(p[1]) + ')';
    else readout.textContent = vp.data ? 'values appear once the volume has loaded' : '';
    readout.dataset.at = p.map(Math.floor).join(',');
  };
  vp.canvas.addEventListener('mousemove', (e) => {
    if (!hoverEvent) requestAnimationFrame(showHover);
    hoverEvent = e;
  });
  vp.canvas.addEventListener('mouseleave', () => { readout.textContent = ''; });

  // Window/level: drag with the right button, or Shift + left. Right/left: width; up/down: level.
  let drag = null;
  vp.stage.addEventListener('contextmenu', (e) => e.preventDefault());
  vp.stage.addEventListener('mousedown', (e) => {
    if (!(e.button === 2 || (e.button === 0 && e.shiftKey)) || !vp.win || !vp.data || vp.data.isStack) return;
    e.preventDefault();
    drag = {x: e.clientX, y: e.clientY, c: +vp.win[0], w: +vp.win[1], moved: false};
  });
  window.addEventListener('mousemove', (e) => {
    if (!drag) return;
    const per = drag.w / 256;  // one screen pixel moves the window by 1/256 of its width
    const w = Math.max(drag.w + (e.clientX - drag.x) * per, 1e-6);
    const c = drag.c - (e.clientY - drag.y) * per;
    drag.moved = true;
    api.setWindow(vp, c, w, false);
  });
  window.addEventListener('mouseup', () => {
    if (!drag) return;
    const moved = drag.moved; drag = null;
    if (moved) api.setWindow(vp, vp.win[0], vp.win[1], true);
  });

  // Invert, reset, cine.
  const tools = document.createElement('span');
  tools.className = 'nlv-tools';
  const invertLbl = document.createElement('label');
  const invertBox = document.createElement('input');
  invertBox.type = 'checkbox'; invertBox.className = 'nlv-invert';
  invertLbl.append(invertBox, ' invert');
  invertBox.addEventListener('change', () => { vp.invert = invertBox.checked; api.redraw(vp); });
  const resetBtn = document.createElement('button');
  resetBtn.type = 'button'; resetBtn.className = 'nlv-reset'; resetBtn.textContent = 'reset';
  resetBtn.title = 'window, zoom and invert back to how the sequence opened';
  resetBtn.addEventListener('click', () => { invertBox.checked = false; vp.invert = false; api.reset(vp); });
  const playBtn = document.createElement('button');
  playBtn.type = 'button'; playBtn.className = 'nlv-play'; playBtn.textContent = '▶';
  playBtn.setAttribute('aria-label', 'Play slices (cine)');
  const fps = document.createElement('input');
  fps.type = 'number'; fps.className = 'nlv-fps'; fps.min = '1'; fps.max = '60'; fps.value = '10';
  fps.setAttribute('aria-label', 'Cine frames per second');
  const fpsLbl = document.createElement('label');
  fpsLbl.append(fps, ' fps');
  let cine = null;
  const stopCine = () => {
    if (cine) cancelAnimationFrame(cine.raf);
    cine = null; playBtn.textContent = '▶'; playBtn.setAttribute('aria-label', 'Play slices (cine)');
    vp.box.dataset.cine = '0';
  };
  const tick = (now) => {
    if (!cine) return;
    const rate = Math.min(Math.max(Number(fps.value) || 10, 1), 60);
    // a millisecond of slack: frames arrive every ~16.6 ms, and at 60 fps a strict test
    // (>= 16.67 ms) skipped every other frame, playing at ~40 fps
    if (now - cine.last >= 1000 / rate - 1) {
      cine.last = now;
      api.step(vp, 1);
      cine.frames += 1;
      vp.box.dataset.cineFrames = String(cine.frames);
    }
    cine.raf = requestAnimationFrame(tick);
  };
  playBtn.addEventListener('click', () => {
    if (cine) { stopCine(); return; }
    if (!vp.data || vp.data.count < 2) return;
    cine = {last: performance.now(), frames: 0, raf: 0};
    playBtn.textContent = '❚❚'; playBtn.setAttribute('aria-label', 'Pause cine');
    vp.box.dataset.cine = '1';
    cine.raf = requestAnimationFrame(tick);
  });
  vp.box.addEventListener('keydown', (e) => {
    if (e.target === vp.box && e.key === ' ') { e.preventDefault(); playBtn.click(); }
  });
  tools.append(invertLbl, resetBtn, playBtn, fpsLbl);
  vp.stopCine = stopCine;
  return tools;
}
