/* exported localView, request, onCaseListPress, earlyAnswer */
// Bringing a viewport's view on screen, in the viewer's scope (after viewport.js, before
// viewer.js): re-sliced from the volume the browser holds when it holds it; else the first
// slice from the server (or the one a press on the case list asked for already), then the volume in
// slabs, or the server's plane when the volume cannot come.

// Where a viewport opening the case goes when no other viewport gives a position: the level of
// the case's key slice (every sequence of that plane), else null (the middle slice).
function openingPosition(vp) {
  const open = S.spec && S.spec.open;
  return open && vp.plane === open.plane && !vp.opened ? open.position_mm : null;
}

function localView(vp, why, t0) {
  // Re-slice / re-window the volume held in the browser; false when it is not (yet) here.
  if (!S.local) return false;
  const entry = volumes.get(S.spec, vp.seqId);
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
    let pos = anchorPosition(vp);
    if ((pos === null || pos === undefined) && why === 'open') pos = openingPosition(vp);
    if (pos !== null && pos !== undefined) target = nearestIndex(geo.positions_mm, pos);
  }
  vp.opened = true;
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
  markPainted();
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
  else {
    let pos = anchorPosition(vp);
    if ((pos === null || pos === undefined) && why === 'open') pos = openingPosition(vp);
    if (pos !== null && pos !== undefined) req.position_mm = pos;
  }
  vp.opened = true;
  vp.box.dataset.loading = '1';
  vp.firstIndex = null;
  const t0 = performance.now();
  setStatus('Loading ' + info.label + (info.is_stack ? '' : ' ' + vp.plane) + '…');
  const fresh = () => myReq === vp.req && caseSeq === S.seq;
  // the viewport shows this sequence's volume (after a sequence switch it still holds the
  // previous one's, which must not keep the new sequence's first slice off the screen)
  const held = () => {
    const e = volumes.get(S.spec, vp.seqId);
    return !!(vp.data && vp.data.vol && e && vp.data.vol === e.vol);
  };
  // First paint: one slice's grey levels while the volume or the plane comes.
  let planeDone = false;
  const answer = earlyAnswer(vp, why, req) || call('nl_slice', req).catch(() => null);
  const first = answer.then(async (r) => {
    if (!fresh() || planeDone || held() || !r || r.error) return;
    const answered = performance.now();
    const grey = b64bytes(r.grey);
    S.lastPaint = {answered: answered - t0, decoded: performance.now() - t0};
    vp.data = null; vp.frames = null;
    showMeta(vp, r);
    vp.index = r.index;
    vp.firstIndex = r.index;
    sizeCanvas(vp, r.width, r.height);
    paintGrey(vp, grey, 0);
    updateLabel(vp, r.position_mm, r.count);
    vp.box.dataset.painted = String(performance.now() - t0);
    markPainted();
    // Ask for the plane once this paint is on screen: parsing the plane's megabytes on the
    // main thread must not hold back the frame that shows the slice.
    await new Promise(res => requestAnimationFrame(() => res()));
  }).catch(() => {});
  // The whole volume, nearest slab first, when the browser can hold it; the server's plane
  // (below) only when it cannot. A volume not asked for yet is asked for once the first slice
  // is answered: reading it meanwhile would take the server's cores from that slice.
  let entry = info.is_stack ? null : volumes.get(S.spec, vp.seqId);
  if (!info.is_stack && !entry) {
    const r = await answer;
    if (!fresh()) return;
    if (r && !r.error) vp.firstIndex = r.index;  // its slab comes first
    entry = ensureVolume(vp.seqId);
  }
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
  try { data = await decodePlaneAnswer(r); } catch (e) { setStatus('Could not decode the images: ' + e, true); return; }
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

// Pressing a row of the case list (props.case_list; the case id in its first cell) asks at
// once for the slice that case opens on: its spec comes after the click through two gradio
// events (~60 ms), which the slice's read and transfer overlap, as does the press itself
// (a person's press lasts ~100 ms before the click). request() takes that answer when it is
// the very slice it wants (same case, sequence and window, first viewport, axial, the key
// slice's level or the middle).
function onCaseListPress(e) {
  if (!root.isConnected) { document.removeEventListener('pointerdown', onCaseListPress, true); return; }
  if (e.button !== 0) return;
  const list = e.target instanceof Element ? e.target.closest('#' + props.case_list) : null;
  const row = list && e.target.closest('[role=row], tr');  // gradio's grid rows, or a table's
  const cell = row && row.querySelector('[role=gridcell][aria-colindex="1"], td');
  const caseId = cell ? cell.textContent.trim() : '';
  if (!caseId || (S.spec && S.spec.case_id === caseId)) return;
  const convention = S.spec ? S.spec.convention : null;
  S.early = {caseId, answer: call('nl_first', {case_id: caseId, convention}).catch(() => null)};
}

function earlyAnswer(vp, why, req) {
  const early = S.early;
  if (!early || why !== 'open' || early.caseId !== S.spec.case_id || vp !== S.vps[0]) return null;
  S.early = null;  // one answer, for one open
  if (req.plane !== 'axial' || req.index !== undefined) return null;
  // the press asked for the slice the case opens on: its key slice's level, else the middle
  const open = S.spec.open;
  const opening = open && open.plane === 'axial' ? open.position_mm : undefined;
  if (req.position_mm !== opening) return null;
  return early.answer.then((r) => (r && !r.error && r.sequence_id === req.sequence_id
    && req.window.preset !== undefined && r.preset === req.window.preset
    ? r : call('nl_slice', req).catch(() => null)));
}

function markPainted() {
  S.paints.push(performance.now());
  if (S.paints.length > 50) S.paints.shift();
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

function sizeCanvas(vp, w, h) {
  if (vp.canvas.width !== w || vp.canvas.height !== h) {
    vp.canvas.width = w; vp.canvas.height = h;
    vp.img = null;
  }
  layout(vp);
}
