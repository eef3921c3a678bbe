const root = element.querySelector('.nlv');
const grid = root.querySelector('.nlv-grid');
const statusEl = root.querySelector('.nlv-status');
const layoutSel = root.querySelector('.nlv-layout');
const syncBox = root.querySelector('.nlv-sync');
const crossBox = root.querySelector('.nlv-cross');
const AXIS = C.plane_axis;
const CUSTOM = C.custom_window;
syncBox.checked = true;
const S = {spec: null, vps: [], active: 0, timer: null, nonce: null, seq: 0, crossReq: 0,
           local: true, server};
root.nlv = S;  // for tests and benchmarks (S.local = false forces the server path)
S.log = [];  // the last server calls: round trip vs the server's own queue/compute time

async function call(name, req) {
  // A server function, timed: what the benchmark splits into server and transfer/browser time.
  const t0 = performance.now();
  const r = await server[name](req);
  const t = (r && r.timing) || {};
  S.log.push({fn: name, at: t0, ms: performance.now() - t0, queued: t.queued_ms, compute: t.compute_ms});
  if (S.log.length > 400) S.log.splice(0, S.log.length - 400);
  return r;
}
S.call = call;

function setStatus(text, isError) {
  statusEl.textContent = text || '';
  statusEl.classList.toggle('nlv-error', !!isError);
}

function seqInfo(id) {
  return (S.spec && S.spec.sequences || []).find(s => s.id === id) || null;
}

function openSpec(spec) {
  if (!spec || spec.nonce === S.nonce) return;
  S.nonce = spec.nonce;
  S.spec = spec;
  S.seq += 1;
  S.touched = false;
  root.dataset.touched = '0';
  grid.textContent = '';
  S.vps = [];
  root.dataset.case = spec.case_id || '';
  if (spec.error) { setStatus(spec.error, true); }
  if (!spec.sequences || !spec.sequences.length) {
    if (!spec.error) setStatus(spec.case_id ? 'This case has no images.' : 'Pick a case to view its images.');
    root.dataset.ready = '1';
    return;
  }
  const wanted = layoutSel.value === LARGE_PLUS_TWO ? LARGE_PLUS_TWO : Math.min(Number(layoutSel.value) || spec.viewports || 1, 3);
  setLayout(wanted);
}

// A layout is a count of equal viewports ('1', '2', '3') or one large viewport with two small
// ones stacked beside it ('1+2').
const LARGE_PLUS_TWO = '1+2';
function setLayout(choice) {
  const n = choice === LARGE_PLUS_TWO ? 3 : Number(choice);
  grid.dataset.layout = String(choice);
  if (!S.spec || !S.spec.sequences || !S.spec.sequences.length) return;
  layoutSel.value = String(choice);
  while (S.vps.length > n) { const vp = S.vps.pop(); vp.box.remove(); }
  while (S.vps.length < n) {
    const i = S.vps.length;
    const vp = makeViewport(i, TOOLS_API);
    const pick = (S.spec.initial && S.spec.initial[i]) || openingOrder()[i];
    vp.seqId = pick;
    S.vps.push(vp);
    grid.appendChild(vp.box);
    fillSequenceSelect(vp);
    request(vp, 'open');
  }
  grid.dataset.count = String(n);
  for (const vp of S.vps) layout(vp);
  // the page around may give the images more room (ui/static/explore_panels.js)
  root.dispatchEvent(new CustomEvent('nlv-layout', {bubbles: true, detail: {count: n}}));
}
// The sequences in the order viewports take them: the one the case opens on (its key slice,
// spec.open) first, then the others as the case lists them; the last repeats when short.
function openingOrder() {
  const ids = S.spec.sequences.map(s => s.id);
  const first = S.spec.open && ids.includes(S.spec.open.sequence_id) ? S.spec.open.sequence_id : null;
  const order = first ? [first, ...ids.filter(id => id !== first)] : ids;
  while (order.length < 3) order.push(order[order.length - 1]);
  return order;
}

layoutSel.addEventListener('change', () => setLayout(layoutSel.value));
crossBox.addEventListener('change', () => {
  for (const vp of S.vps) drawCross(vp);
  updateReferenceLines(S.vps, crossBox.checked);
});

function anchorPosition(except) {
  // Position (mm) of the active viewport, for syncing a viewport that changes plane/sequence.
  if (!syncBox.checked) return null;
  const src = S.vps[S.active] && S.vps[S.active] !== except ? S.vps[S.active] : S.vps.find(v => v !== except);
  if (!src || !src.data || src.data.isStack || src.plane !== except.plane) return null;
  return src.data.positions[src.index];
}

// The volumes held in the browser (volume_store.js): the viewports showing a sequence switch
// to its volume when the first slab is here and redraw as the others arrive.
const volumes = makeVolumeStore({
  call, limit: C.max_volumes, startSlice, onSlab: refreshSlab,
  onFirst: (seqId, vol) => {
    for (const vp of S.vps) {
      if (vp.seqId === seqId && !(vp.data && (vp.data.isStack || vp.data.vol === vol))) localView(vp, 'arrived', performance.now());
    }
  },
  onBroken: (message) => setStatus(message, true),
});
S.volumes = volumes.map;

function ensureVolume(seqId) {
  const info = seqInfo(seqId);
  if (!info || info.is_stack || !S.local) return null;
  return volumes.ensure(S.spec, seqId);
}

function startSlice(vol, seqId) {
  // The slab to send first: the axial slice on screen (or about to be), else the middle.
  const vp = S.vps.find(v => v.seqId === seqId);
  const geo = vol.planes.axial;
  if (!vp || vp.plane !== 'axial' || !geo) return Math.floor(vol.shape[2] / 2);
  let index = vp.firstIndex;
  if (index === null || index === undefined) {
    const pos = anchorPosition(vp);
    index = pos !== null && pos !== undefined ? nearestIndex(geo.positions_mm, pos) : Math.floor(geo.count / 2);
  }
  return axialSlab(vol, index);
}

function refreshSlab(vol, first, end) {
  // A slab arrived: redraw the viewports it shows in (an axial slice only if it is that one).
  for (const vp of S.vps) {
    if (!vp.data || vp.data.vol !== vol || vp.redrawSoon) continue;
    if (vp.plane === 'axial') {
      const k = axialSlab(vol, vp.index);
      if (k < first || k >= end) continue;
    }
    vp.redrawSoon = true;
    requestAnimationFrame(() => { vp.redrawSoon = false; if (vp.data && vp.data.vol === vol) paintSlice(vp); });
  }
}
S.ensureVolume = ensureVolume;
S.setIndex = setIndex;  // the Annotate tab opens a thumbnail's slice (ui/static/annotate/keys.js)

S.early = null;  // the first slice a press on the case list asked for (open_view.js)
if (props.case_list) document.addEventListener('pointerdown', onCaseListPress, true);

S.paints = [];  // for benchmarks: when slices were first painted (the page's clock)
function layout(vp) {
  // a small viewport of the '1 large + 2' layout has half the height
  fitCanvas(vp, grid.dataset.layout === LARGE_PLUS_TWO && vp.i > 0 ? 2 : 1);
  drawCross(vp);
}
S.relayout = () => { for (const vp of S.vps) layout(vp); };  // the column changed width
window.addEventListener('resize', S.relayout);

// Whether the user has done anything with this case's images: a press, a wheel, a key the
// viewer acts on, a changed sequence, plane or window. A label saved before that records
// "no image viewed" (ui/annotate/events.py), not the slice the case happened to open on.
function touch(e) {
  if (S.touched || !S.spec || (e && !e.isTrusted)) return;
  if (e && e.type === 'keydown' && !e.defaultPrevented) return;  // a key the viewer ignores
  S.touched = true;
  root.dataset.touched = '1';
  scheduleReport();
}
for (const type of ['pointerdown', 'wheel', 'keydown', 'change']) grid.addEventListener(type, touch);
S.touch = () => touch(null);  // the Annotate tab's thumbnails open an image too

function updateLabel(vp, pos, count) {
  const info = seqInfo(vp.seqId);
  const where = info && info.is_stack ? 'frame' : vp.plane;
  let text = where + ' ' + (vp.index + 1) + '/' + count;
  if (pos !== null && pos !== undefined) text += ' · ' + (AXIS[vp.plane] || '') + ' = ' + (+pos).toFixed(1) + ' mm';
  if (vp.data && vp.data.isStack && vp.data.labels[vp.index]) text += ' · ' + vp.data.labels[vp.index];
  vp.label.textContent = text;
  vp.canvas.setAttribute('aria-label', (info ? info.label + ', ' : '') + text);
  vp.canvas.dataset.index = String(vp.index);
  vp.canvas.dataset.position = pos === null || pos === undefined ? '' : (+pos).toFixed(2);
}

function nearestIndex(positions, mm) {
  let best = 0, dist = Infinity;
  for (let j = 0; j < positions.length; j++) {
    const dd = Math.abs(positions[j] - mm);
    if (dd < dist) { dist = dd; best = j; }
  }
  return best;
}

function setIndex(vp, target, fromSync) {
  if (!vp.data) return;
  const n = vp.data.count;
  const idx = Math.max(0, Math.min(n - 1, Math.round(target)));
  const changed = idx !== vp.index || fromSync;
  vp.index = idx;
  paintSlice(vp);
  if (vp.drawMeasurements) vp.drawMeasurements();
  const pos = vp.data.positions[idx];
  updateLabel(vp, pos, n);
  if (!fromSync && syncBox.checked && !vp.data.isStack && pos !== null) {
    for (const other of S.vps) {
      if (other === vp || !other.data || other.data.isStack || other.plane !== vp.plane) continue;
      const j = nearestIndex(other.data.positions, pos);
      if (j !== other.index) setIndex(other, j, true);
    }
  }
  if (changed) scheduleReport();
  updateReferenceLines(S.vps, crossBox.checked);
}

function setCross(vp, row, col) {
  vp.cross = [row, col];
  drawCross(vp);
}

async function syncCross(vp, row, col) {
  // Other viewports jump to the anatomical point under the click (any plane or sequence).
  const others = S.vps.filter(o => o !== vp && o.data && !o.data.isStack);
  if (!others.length) return;
  const mine = ++S.crossReq;
  let r;
  try {
    r = await call('nl_cross', {case_id: S.spec.case_id, convention: S.spec.convention,
      source: {sequence_id: vp.seqId, plane: vp.plane, index: vp.index, row, col},
      targets: others.map(o => ({sequence_id: o.seqId, plane: o.plane}))});
  } catch (e) { r = {error: String(e)}; }
  if (mine !== S.crossReq) return;
  if (!r || r.error || !r.targets) { setStatus((r && r.error) || 'Crosshair sync failed.', true); return; }
  others.forEach((o, j) => {
    const t = r.targets[j];
    if (!t || t.plane !== o.plane || !o.data || o.data.isStack) return;
    setIndex(o, t.index, true);
    setCross(o, t.row, t.col);
  });
  root.dataset.crossSynced = String(mine);
}

function drawCross(vp) { paintCross(vp, crossBox.checked); }

function currentViews() {
  return S.vps.filter(vp => vp.data).map(vp => ({
    viewport: vp.i, case_id: S.spec.case_id, sequence_id: vp.seqId,
    plane: vp.data.isStack ? null : vp.plane, index: vp.index, count: vp.data.count,
    position_mm: vp.data.positions[vp.index], window: vp.data.isStack ? null : vp.win,
    measurements: (vp.measurements || []).filter(m => m.sequence_id === vp.seqId)
      .map(m => m.text + ' (' + m.kind + ', ' + m.plane + ' ' + (m.index + 1) + ')'),
  }));
}

S.currentViews = () => currentViews();  // for tests: what the next report will say

function scheduleReport() {
  clearTimeout(S.timer);
  S.timer = setTimeout(() => {
    const views = currentViews();
    root.dataset.reported = JSON.stringify(views.map(v => [v.sequence_id, v.plane, v.index]));
    trigger('view', {views, viewed: S.touched});
  }, 250);
}

// A window set by dragging: redrawn here at once when the volume is in the browser; otherwise
// the server renders it when the drag ends.
function setWindowLive(vp, c, w, final) {
  vp.winName = CUSTOM; vp.win = [c, w]; vp.winSel.value = CUSTOM;
  vp.cIn.value = (+c).toPrecision(4); vp.wIn.value = (+w).toPrecision(4);
  const d = vp.data;
  if (d && d.vol) {
    d.lut = lutFor(d.vol, vp.win, vp.invert);
    paintSlice(vp);
    vp.box.dataset.window = vp.win.map(v => (+v).toPrecision(6)).join('/');
    if (final) scheduleReport();
  } else if (final) request(vp, 'window');
}

function redraw(vp) {
  if (vp.data && vp.data.vol && vp.win) vp.data.lut = lutFor(vp.data.vol, vp.win, vp.invert);
  paintSlice(vp);
}

function resetView(vp) {
  const info = seqInfo(vp.seqId);
  vp.winName = info ? info.default_window : CUSTOM;
  vp.zoom = 'fit'; vp.zoomBtn.textContent = '1:1';
  vp.view = {scale: 1, tx: 0, ty: 0}; applyView(vp);
  request(vp, 'window');
}

const TOOLS_API = {
  setWindow: setWindowLive,
  redraw,
  reset: resetView,
  // Zoom and pan follow to the viewports of the same plane when sync is on.
  linked: (vp) => {
    if (!syncBox.checked) return;
    for (const o of S.vps) if (o !== vp && o.plane === vp.plane && o.view) { o.view = {...vp.view}; applyView(o); }
  },
  changed: () => scheduleReport(),
  cross: (vp, row, col) => {  // a click: the crosshair here, and the same point elsewhere
    setCross(vp, row, col);
    if (syncBox.checked) syncCross(vp, row, col);
  },
  step: (vp, delta) => { if (vp.data) setIndex(vp, (vp.index + delta + vp.data.count) % vp.data.count, false); },
};

watch('value', () => openSpec(props.value));
if (props.value) openSpec(props.value);
