const root = element.querySelector('.nlv');
const grid = root.querySelector('.nlv-grid');
const statusEl = root.querySelector('.nlv-status');
const layoutSel = root.querySelector('.nlv-layout');
const syncBox = root.querySelector('.nlv-sync');
const crossBox = root.querySelector('.nlv-cross');
const AXIS = C.plane_axis;
const CUSTOM = C.custom_window;
const GREY = new Uint32Array(256);
for (let g = 0; g < 256; g++) GREY[g] = (0xff000000 | (g << 16) | (g << 8) | g) >>> 0;
const GREY_INV = GREY.slice().reverse();
syncBox.checked = true;
const S = {spec: null, vps: [], active: 0, timer: null, nonce: null, seq: 0, crossReq: 0,
           volumes: new Map(), local: true, server};
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
const MAX_VOLUMES = C.max_volumes;  // decoded volumes kept in the browser (a 197x233x189 one is 8.7 MB)

function setStatus(text, isError) {
  statusEl.textContent = text || '';
  statusEl.classList.toggle('nlv-error', !!isError);
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function seqInfo(id) {
  return (S.spec && S.spec.sequences || []).find(s => s.id === id) || null;
}

function makeViewport(i) {
  const vp = {i, seqId: null, plane: 'axial', index: 0, data: null, req: 0, zoom: 'fit',
              win: null, winName: null, frames: null, pendingIndex: null};
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
    stage.appendChild(letters[side]);  // outside the zoomed wrapper: always on screen
  }
  const badge = el('span', 'nlv-badge', 'SYNTHETIC');
  badge.title = 'These images are synthetic (made or altered by software), not a patient scan';
  const label = el('div', 'nlv-label');
  stage.append(wrap, badge);
  box.append(bar, stage, label);
  Object.assign(vp, {box, seqSel, planeSel, winSel, wIn, cIn, zoomBtn, tilesLbl, tilesBox, stage, canvas, letters,
                     badge, label, wrap, hline, vline, ctx2d: canvas.getContext('2d'), img: null});
  bar.append(installViewportTools(vp, TOOLS_API), installMeasure(vp, TOOLS_API));
  installZoomPan(vp, TOOLS_API);

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
    setCross(vp, row, col);
    if (syncBox.checked) syncCross(vp, row, col);
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
    vp.winName = CUSTOM; vp.win = [c, w]; winSel.value = CUSTOM; request(vp, 'window');
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
  for (const name of [...names, CUSTOM]) {
    const o = el('option', '', name); o.value = name; vp.winSel.appendChild(o);
  }
  if (!vp.winName || !names.concat([CUSTOM]).includes(vp.winName)) vp.winName = info ? info.default_window : CUSTOM;
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

function openSpec(spec) {
  if (!spec || spec.nonce === S.nonce) return;
  S.nonce = spec.nonce;
  S.spec = spec;
  S.seq += 1;
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
    const vp = makeViewport(i);
    const seqs = S.spec.sequences;
    const pick = (S.spec.initial && S.spec.initial[i]) || seqs[Math.min(i, seqs.length - 1)].id;
    vp.seqId = pick;
    S.vps.push(vp);
    grid.appendChild(vp.box);
    fillSequenceSelect(vp);
    request(vp, 'open');
  }
  grid.dataset.count = String(n);
  for (const vp of S.vps) layout(vp);
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

function volumeKey(seqId) { return S.spec.case_id + '|' + seqId + '|' + S.spec.convention; }

// The whole volume as palette indices (explorer.volume_payload), fetched once per sequence in
// the background, in slabs nearest the slice on screen first (explorer/volume_slabs.py); with
// it, plane and window changes never wait for the server. `entry.ready` resolves true when the
// first slab is here (the viewports showing the sequence then switch to it), false when the
// volume cannot come.
function ensureVolume(seqId) {
  const info = seqInfo(seqId);
  if (!info || info.is_stack || !S.local) return null;
  const key = volumeKey(seqId);
  let entry = S.volumes.get(key);
  if (entry) return entry;
  entry = {vol: null, failed: null, ms: null, firstMs: null};
  let arrived = null;
  entry.ready = new Promise((res) => { arrived = res; });
  const t0 = performance.now();
  entry.promise = call('nl_volume', {case_id: S.spec.case_id, sequence_id: seqId, convention: S.spec.convention})
    .then(async (r) => {
      if (!r || !r.volume) {
        entry.failed = (r && (r.error || r.unavailable)) || 'no volume';
        entry.unavailable = !!(r && r.unavailable);
        return;
      }
      const vol = makeVolume(r.volume);
      await streamVolume(vol, r.volume, startSlice(vol, seqId), (first, end) => {
        if (entry.vol) { refreshSlab(vol, first, end); return; }
        entry.vol = vol;
        entry.firstMs = performance.now() - t0;
        arrived(true);
        for (const vp of S.vps) {
          if (vp.seqId === seqId && !(vp.data && (vp.data.isStack || vp.data.vol === vol))) localView(vp, 'arrived', performance.now());
        }
      });
      entry.ms = performance.now() - t0;
    })
    .catch((e) => { entry.failed = String(e); })
    .finally(() => {
      arrived(false);  // no-op once the first slab has come
      if (!entry.failed || entry.unavailable) return;
      if (S.volumes.get(key) === entry) S.volumes.delete(key);  // the next request tries again
      if (entry.vol) setStatus('Part of this volume did not arrive (' + entry.failed + ').', true);
    });
  S.volumes.set(key, entry);
  while (S.volumes.size > MAX_VOLUMES) S.volumes.delete(S.volumes.keys().next().value);
  return entry;
}

function axialSlab(vol, index) {
  // the axial slice k (Fortran order: slab order) a display index of the axial plane shows
  const geo = vol.planes.axial;
  return Math.floor((geo.base + index * geo.kstep) / (vol.shape[0] * vol.shape[1]));
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
    requestAnimationFrame(() => { vp.redrawSoon = false; if (vp.data && vp.data.vol === vol) draw(vp); });
  }
}
S.ensureVolume = ensureVolume;
S.setIndex = setIndex;  // the Annotate tab opens a thumbnail's slice (ui/static/annotate/keys.js)

// Grey level per palette entry for a window (and inversion), cached per volume.
function lutFor(vol, win, invert) {
  const key = win[0] + '/' + win[1] + (invert ? '/inv' : '');
  let lut = vol.luts.get(key);
  if (!lut) {
    lut = paletteLut(vol.palette, +win[0], +win[1], invert ? GREY_INV : GREY);
    if (vol.luts.size >= 16) vol.luts.delete(vol.luts.keys().next().value);
    vol.luts.set(key, lut);
  }
  return lut;
}

function localView(vp, why, t0) {
  // Re-slice / re-window the volume held in the browser; false when it is not (yet) here.
  if (!S.local) return false;
  const entry = S.volumes.get(volumeKey(vp.seqId));
  const vol = entry && entry.vol;
  if (!vol) return false;
  const geo = vol.planes[vp.plane];
  const win = vp.winName === CUSTOM ? vp.win : vol.windows[vp.winName];
  if (!geo || !win) return false;
  const lut = lutFor(vol, win, vp.invert);
  let target = Math.floor(geo.count / 2);  // as the server: the middle slice unless asked
  if ((why === 'window' || why === 'arrived') && vp.data) target = vp.index;
  else if (why === 'arrived' && vp.firstIndex !== null && vp.firstIndex !== undefined) target = vp.firstIndex;
  else {
    const pos = anchorPosition(vp);
    if (pos !== null && pos !== undefined) target = nearestIndex(geo.positions_mm, pos);
  }
  vp.req += 1;  // answers to server requests still in flight are now stale
  vp.data = {isStack: false, vol, geo, lut, count: geo.count, width: geo.width, height: geo.height,
             positions: geo.positions_mm, labels: []};
  vp.frames = null;
  showMeta(vp, {window: win, letters: geo.letters, spacing: geo.display_spacing, plane: vp.plane});
  sizeCanvas(vp, geo.width, geo.height);
  vp.box.dataset.loading = '0';
  setIndex(vp, target, true);
  const dt = String(performance.now() - t0);
  vp.box.dataset.painted = dt;
  vp.box.dataset.loaded = dt;
  vp.box.dataset.source = 'browser';
  vp.box.dataset.generation = String((Number(vp.box.dataset.generation) || 0) + 1);
  setStatus('');
  root.dataset.ready = '1';
  return true;
}

async function request(vp, why) {
  const info = seqInfo(vp.seqId);
  if (!info) return;
  fillWindowSelect(vp);
  applyChrome(vp);
  if (!info.is_stack && localView(vp, why, performance.now())) return;
  const myReq = ++vp.req;
  const caseSeq = S.seq;
  const keepIndex = why === 'window' && vp.data;
  const req = {case_id: S.spec.case_id, sequence_id: vp.seqId, plane: info.is_stack ? null : vp.plane,
               window: vp.winName === CUSTOM && vp.win ? {center: vp.win[0], width: vp.win[1]} : {preset: vp.winName},
               convention: S.spec.convention, tiles: !!vp.tiles};
  if (keepIndex) req.index = vp.index;
  else { const pos = anchorPosition(vp); if (pos !== null && pos !== undefined) req.position_mm = pos; }
  vp.box.dataset.loading = '1';
  vp.firstIndex = null;
  const t0 = performance.now();
  setStatus('Loading ' + info.label + (info.is_stack ? '' : ' ' + vp.plane) + '…');
  const fresh = () => myReq === vp.req && caseSeq === S.seq;
  // The whole volume, nearest slab first, when the browser can hold it; the server's plane
  // (below) only when it cannot.
  const entry = info.is_stack ? null : ensureVolume(vp.seqId);
  const held = () => !!(vp.data && vp.data.vol);
  // First paint: one slice PNG (small and fast) while the volume or the plane comes.
  let planeDone = false;
  const first = call('nl_slice', req).then(async (r) => {
    if (!fresh() || planeDone || held() || !r || r.error) return;
    const answered = performance.now();
    const img = new Image();
    img.src = r.png;
    await img.decode();
    S.lastPaint = {answered: answered - t0, decoded: performance.now() - t0};
    if (!fresh() || planeDone || held()) return;
    vp.data = null; vp.frames = null;
    showMeta(vp, r);
    vp.index = r.index;
    vp.firstIndex = r.index;
    sizeCanvas(vp, r.width, r.height);
    vp.ctx2d.drawImage(img, 0, 0);
    updateLabel(vp, r.position_mm, r.count);
    vp.box.dataset.painted = String(performance.now() - t0);
    // Ask for the plane once this paint is on screen: parsing the plane's megabytes on the
    // main thread must not hold back the frame that shows the slice.
    await new Promise(res => requestAnimationFrame(() => res()));
  }).catch(() => {});
  if (entry) {
    const ok = await entry.ready;
    if (!fresh()) return;
    if (ok) {
      if (!held()) localView(vp, 'arrived', t0);
      return;
    }
  } else {
    await Promise.race([first, new Promise(res => setTimeout(res, 300))]);
  }
  if (!fresh()) return;
  let r;
  try { r = await call('nl_plane', req); } catch (e) { r = {error: String(e)}; }
  if (!fresh()) return;
  if (!r || r.error) {
    planeDone = true;
    vp.box.dataset.loading = '0';
    setStatus((r && r.error) || 'The server did not answer; try again.', true);
    return;
  }
  let data;
  try { data = await decodeAny(r); } catch (e) { setStatus('Could not decode the images: ' + e, true); return; }
  if (!fresh()) return;
  planeDone = true;
  vp.data = data;
  showMeta(vp, r);
  const target = r.index !== undefined && r.index !== null ? r.index : Math.floor(data.count / 2);
  sizeCanvas(vp, data.width, data.height);
  vp.box.dataset.loading = '0';
  setIndex(vp, target, true);
  vp.box.dataset.loaded = String(performance.now() - t0);
  vp.box.dataset.source = 'server';
  vp.box.dataset.generation = String((Number(vp.box.dataset.generation) || 0) + 1);
  setStatus('');
  root.dataset.ready = '1';
  await first;
  if (!data.isStack) ensureVolume(vp.seqId);
}

function showMeta(vp, r) {
  if (r.window) {
    vp.win = r.window;
    vp.cIn.value = (+r.window[0]).toPrecision(4);
    vp.wIn.value = (+r.window[1]).toPrecision(4);
  }
  const L = r.letters || {};
  for (const side of ['top', 'bottom', 'left', 'right']) vp.letters[side].textContent = L[side] || '';
  vp.spacing = r.spacing || [1, 1];
  vp.box.dataset.plane = r.plane || 'stack';
}

async function decodeAny(r) {
  if (r.frames) {  // 2D image stack: lossless PNG frames, drawn as they are
    if (!r.frames.length) throw new Error('no images in this sequence');
    const frames = await Promise.all(r.frames.map(async (src) => {
      const im = new Image(); im.src = src; await im.decode(); return im;
    }));
    const w = Math.max(...frames.map(f => f.naturalWidth)), h = Math.max(...frames.map(f => f.naturalHeight));
    return {isStack: true, frames, count: frames.length, width: w, height: h,
            positions: frames.map(() => null), labels: r.labels || []};
  }
  const d = await decodePlanePayload(r.payload);
  return {isStack: false, count: d.count, width: d.width, height: d.height, bytes: d.frames,
          positions: r.payload.positions_mm, labels: []};
}

function sizeCanvas(vp, w, h) {
  if (vp.canvas.width !== w || vp.canvas.height !== h) {
    vp.canvas.width = w; vp.canvas.height = h;
    vp.img = null;
  }
  layout(vp);
}

function layout(vp) {
  const w = vp.canvas.width, h = vp.canvas.height;
  const sp = vp.spacing || [1, 1];  // (row_mm, col_mm)
  vp.stage.classList.toggle('nlv-full', vp.zoom === '1:1');
  vp.box.dataset.zoom = vp.zoom;
  if (vp.zoom === '1:1') {
    const dpr = window.devicePixelRatio || 1;
    vp.canvas.style.width = (w / dpr) + 'px';
    vp.canvas.style.height = (h / dpr) + 'px';
    vp.canvas.style.imageRendering = 'pixelated';
  } else {
    // Fit: as large as the viewport's width and the window's height allow (the page header,
    // viewer controls and slice label stay on screen), in millimetres so the physical aspect
    // holds. Enlarged pixels stay crisp squares; shrunk ones are smoothed (no aliasing).
    const aw = w * (sp[1] || 1), ah = h * (sp[0] || 1);
    const avail = Math.max(vp.stage.clientWidth || 300, 120);
    // a small viewport of the '1 large + 2' layout has half the height
    const share = grid.dataset.layout === LARGE_PLUS_TWO && vp.i > 0 ? 2 : 1;
    const maxH = Math.max(240 / share, (window.innerHeight - 230) / share);
    const s = Math.min(avail / aw, maxH / ah);
    vp.canvas.style.width = Math.floor(aw * s) + 'px';
    vp.canvas.style.height = Math.floor(ah * s) + 'px';
    const enlarged = Math.min(aw * s / w, ah * s / h) >= 1;
    vp.canvas.style.imageRendering = enlarged ? 'pixelated' : 'auto';
  }
  drawCross(vp);
}
window.addEventListener('resize', () => { for (const vp of S.vps) layout(vp); });

function draw(vp) {
  const d = vp.data;
  if (!d) return;
  if (d.isStack) {
    const f = d.frames[vp.index];
    vp.ctx2d.clearRect(0, 0, vp.canvas.width, vp.canvas.height);
    vp.ctx2d.drawImage(f, 0, 0);
    return;
  }
  if (!vp.img) { vp.img = vp.ctx2d.createImageData(d.width, d.height); vp.px = new Uint32Array(vp.img.data.buffer); }
  const px = vp.px;
  if (d.vol) {  // palette indices walked in display order, windowed by the LUT
    const g = d.geo, idx = d.vol.idx, lut = d.lut, w = g.width, h = g.height, cs = g.cstep;
    let p = 0;
    for (let r = 0, o0 = g.base + vp.index * g.kstep; r < h; r++, o0 += g.rstep) {
      for (let c = 0, o = o0; c < w; c++, o += cs) px[p++] = lut[idx[o]];
    }
  } else {
    const n = d.width * d.height, off = vp.index * n, src = d.bytes;
    const grey = vp.invert ? GREY_INV : GREY;
    for (let p = 0; p < n; p++) px[p] = grey[src[off + p]];
  }
  vp.ctx2d.putImageData(vp.img, 0, 0);
}

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
  draw(vp);
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

function drawCross(vp) {
  const inside = vp.cross && vp.data && vp.cross[0] > -0.5 && vp.cross[0] < vp.data.height - 0.5
    && vp.cross[1] > -0.5 && vp.cross[1] < vp.data.width - 0.5;
  const show = crossBox.checked && inside && !vp.data.isStack;
  vp.hline.style.display = show ? '' : 'none';
  vp.vline.style.display = show ? '' : 'none';
  if (!show) return;
  const cw = parseFloat(vp.canvas.style.width) || vp.canvas.width;
  const ch = parseFloat(vp.canvas.style.height) || vp.canvas.height;
  vp.hline.style.top = ((vp.cross[0] + 0.5) / vp.data.height * ch) + 'px';
  vp.vline.style.left = ((vp.cross[1] + 0.5) / vp.data.width * cw) + 'px';
}

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
    trigger('view', {views});
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
    draw(vp);
    vp.box.dataset.window = vp.win.map(v => (+v).toPrecision(6)).join('/');
    if (final) scheduleReport();
  } else if (final) request(vp, 'window');
}

function redraw(vp) {
  if (vp.data && vp.data.vol && vp.win) vp.data.lut = lutFor(vp.data.vol, vp.win, vp.invert);
  draw(vp);
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
  step: (vp, delta) => { if (vp.data) setIndex(vp, (vp.index + delta + vp.data.count) % vp.data.count, false); },
};

watch('value', () => openSpec(props.value));
if (props.value) openSpec(props.value);
