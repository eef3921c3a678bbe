// One viewport: its elements (a bar of controls: sequence, plane, window, W/L, tiles, 1:1; the
// stage with the canvas, crosshair lines and side letters, outside the zoomed wrapper so they
// stay on screen at every zoom; the SYNTHETIC badge and the slice label), its keyboard, wheel
// and click handling, and its controls filled from the case's spec. It runs in the viewer's
// scope (ui/assets.py viewer_script) and calls the viewer's request, setIndex and setStatus.
/* exported makeViewport, fillSequenceSelect, fillWindowSelect, applyChrome */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function buildViewportDom(i) {
  const box = el('div', 'nlv-vp');
  box.tabIndex = 0;
  box.dataset.vp = String(i);
  const bar = el('div', 'nlv-bar');
  const seqSel = el('select', 'nlv-seq');
  const planeSel = el('select', 'nlv-plane');
  for (const p of ['axial', 'coronal', 'sagittal']) {
    const o = el('option', '', p); o.value = p; planeSel.appendChild(o);
  }
  const winSel = el('select', 'nlv-win');
  const wIn = el('input', 'nlv-ww'); wIn.type = 'number'; wIn.title = 'window width';
  const cIn = el('input', 'nlv-wc'); cIn.type = 'number'; cIn.title = 'window level (center)';
  const tilesLbl = el('label', 'nlv-tiles'); const tilesBox = el('input'); tilesBox.type = 'checkbox';
  tilesLbl.append(tilesBox, ' tiles'); tilesLbl.title = 'cut a regular montage into its tiles';
  const zoomBtn = el('button', 'nlv-zoom', '1:1'); zoomBtn.type = 'button';
  zoomBtn.title = 'toggle full resolution (1:1 pixels) / fit';
  const wl = el('span', 'nlv-wl');
  wl.append('W', wIn, 'L', cIn);
  bar.append(seqSel, planeSel, winSel, wl, tilesLbl, zoomBtn);
  const name = 'viewport ' + (i + 1);
  seqSel.setAttribute('aria-label', 'Sequence, ' + name);
  planeSel.setAttribute('aria-label', 'Plane, ' + name);
  winSel.setAttribute('aria-label', 'Window preset, ' + name);
  wIn.setAttribute('aria-label', 'Window width, ' + name);
  cIn.setAttribute('aria-label', 'Window level, ' + name);
  box.setAttribute('aria-label', 'Image ' + name + ': arrow keys or j/k step slices');
  const stage = el('div', 'nlv-stage');
  const canvas = el('canvas', 'nlv-canvas');
  canvas.width = 1; canvas.height = 1;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'No image loaded');
  const wrap = el('div', 'nlv-wrap');
  const hline = el('div', 'nlv-hline'); const vline = el('div', 'nlv-vline');
  wrap.append(canvas, hline, vline);
  const letters = {};
  for (const side of ['top', 'bottom', 'left', 'right']) {
    letters[side] = el('span', 'nlv-letter nlv-' + side);
    stage.appendChild(letters[side]);
  }
  const badge = el('span', 'nlv-badge', 'SYNTHETIC');
  badge.title = 'These images are synthetic (made or altered by software), not a patient scan';
  const label = el('div', 'nlv-label');
  stage.append(wrap, badge);
  box.append(bar, stage, label);
  return {box, bar, seqSel, planeSel, winSel, wIn, cIn, zoomBtn, tilesLbl, tilesBox, stage, canvas,
          letters, badge, label, wrap, hline, vline, ctx2d: canvas.getContext('2d'), img: null};
}

function makeViewport(i, api) {
  // api: the viewer's tool hooks (TOOLS_API) and cross(vp, row, col) for a click
  const vp = {i, seqId: null, plane: 'axial', index: 0, data: null, req: 0, zoom: 'fit',
              win: null, winName: null, frames: null, pendingIndex: null};
  Object.assign(vp, buildViewportDom(i));
  const {box, bar, seqSel, planeSel, winSel, wIn, cIn, zoomBtn, tilesBox, stage, canvas} = vp;
  bar.append(installViewportTools(vp, api), installMeasure(vp, api));
  installZoomPan(vp, api);

  box.addEventListener('mousedown', () => { S.active = i; box.focus({preventScroll: true}); });
  box.addEventListener('keydown', (e) => {
    if (e.target !== box) return;  // typing in W/L inputs or selects keeps its keys
    const n = vpCount(vp);
    const moves = {ArrowDown: 1, j: 1, ArrowUp: -1, k: -1, PageDown: 10, PageUp: -10};
    let target = null;
    if (e.key in moves) target = vp.index + moves[e.key];
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = n - 1;
    if (target === null) return;
    e.preventDefault();
    S.active = i;
    setIndex(vp, target, false);
  });
  stage.addEventListener('wheel', (e) => {
    e.preventDefault();  // non-passive: the page must not scroll while browsing slices
    if (!e.deltaY) return;
    S.active = i;
    setIndex(vp, vp.index + (e.deltaY > 0 ? 1 : -1), false);
  }, {passive: false});
  stage.addEventListener('click', (e) => {
    if (vp.suppressClick) { vp.suppressClick = false; return; }  // the end of a pan or measure
    if (!crossBox.checked || !vp.data || vp.data.isStack) return;
    const r = canvas.getBoundingClientRect();
    // Pixel centres sit at integer row/col (explorer.geometry.world_point's convention).
    const col = (e.clientX - r.left) / r.width * vp.data.width - 0.5;
    const row = (e.clientY - r.top) / r.height * vp.data.height - 0.5;
    api.cross(vp, row, col);
  });
  seqSel.addEventListener('change', () => {
    vp.seqId = seqSel.value; vp.winName = null; vp.tiles = false; tilesBox.checked = false;
    request(vp, 'sequence');
  });
  tilesBox.addEventListener('change', () => { vp.tiles = tilesBox.checked; request(vp, 'tiles'); });
  planeSel.addEventListener('change', () => { vp.plane = planeSel.value; request(vp, 'plane'); });
  winSel.addEventListener('change', () => { vp.winName = winSel.value; request(vp, 'window'); });
  const custom = () => {
    const w = parseFloat(wIn.value), c = parseFloat(cIn.value);
    if (!(w > 0) || !isFinite(c)) { setStatus('Window width must be > 0 and level a number.', true); return; }
    vp.winName = C.custom_window; vp.win = [c, w]; winSel.value = C.custom_window; request(vp, 'window');
  };
  wIn.addEventListener('change', custom); cIn.addEventListener('change', custom);
  zoomBtn.addEventListener('click', () => {
    vp.zoom = vp.zoom === 'fit' ? '1:1' : 'fit';
    zoomBtn.textContent = vp.zoom === 'fit' ? '1:1' : 'fit';
    layout(vp);
  });
  return vp;
}

function vpCount(vp) { return vp.data ? vp.data.count : 1; }

function fillSequenceSelect(vp) {
  vp.seqSel.textContent = '';
  for (const s of S.spec.sequences) {
    const o = el('option', '', s.label); o.value = s.id; vp.seqSel.appendChild(o);
  }
  vp.seqSel.value = vp.seqId;
}

function fillWindowSelect(vp) {
  const info = seqInfo(vp.seqId);
  vp.winSel.textContent = '';
  const names = info ? info.windows : [];
  for (const name of [...names, C.custom_window]) {
    const o = el('option', '', name); o.value = name; vp.winSel.appendChild(o);
  }
  if (!vp.winName || !names.concat([C.custom_window]).includes(vp.winName)) vp.winName = info ? info.default_window : C.custom_window;
  vp.winSel.value = vp.winName;
}

function applyChrome(vp) {
  const info = seqInfo(vp.seqId);
  const isStack = !!(info && info.is_stack);
  vp.planeSel.disabled = isStack;
  vp.planeSel.style.display = isStack ? 'none' : '';
  vp.badge.style.display = info && info.synthetic ? '' : 'none';
  const wlShown = !(info && info.is_stack && !info.windowable);
  vp.winSel.style.display = wlShown ? '' : 'none';
  vp.wIn.parentElement.style.display = wlShown ? '' : 'none';
  vp.box.dataset.sequence = vp.seqId || '';
  vp.tilesLbl.style.display = isStack && info.grid ? '' : 'none';
  vp.units = (info && info.units) || '';  // the hover readout's units, where the file says them
}

