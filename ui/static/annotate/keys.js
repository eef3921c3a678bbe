// The Annotate tab's keyboard (ui/annotate/tab.py loads this as the answer panel's js_on_load;
// `element`, `trigger` and `watch` come from gradio's gr.HTML).
//
// Keys are sent to Python in order, one batch at a time: a batch goes out only after the
// previous one's answer came back (its id is echoed in the answer's data-ack), because two
// requests sent at once may reach the server in either order and "1 s" must never become "s 1".
// Each key carries the answer on screen when it was pressed (data-sid) and, for save (s) and
// verdict flip (v), the viewer's state at that moment: the evidence is read here, not from a
// server copy that lags the screen. The server refuses a key meant for another answer.
const A = window.__nlAnn || (window.__nlAnn = {buf: [], busy: 0, id: 0, timer: null, claim: null});
A.trigger = trigger;  // the newest mount of the answer component sends

A.flush = () => {
  if (A.busy || !A.buf.length) return;
  const items = A.buf.slice(0, 32);
  A.buf = A.buf.slice(32);
  A.busy = ++A.id;
  clearTimeout(A.timer);
  A.timer = setTimeout(() => { A.busy = 0; A.flush(); }, 15000);  // a lost reply never locks keys
  A.trigger('keys', {items: items, id: A.id});
};

watch('value', () => {
  const box = element.querySelector('.nl-answer-text');
  const ack = box ? parseInt(box.dataset.ack || '0', 10) : 0;
  if (A.busy && ack >= A.busy) { A.busy = 0; clearTimeout(A.timer); A.flush(); }
});

A.shownSid = () => {
  const box = document.querySelector('#nl-annotate-answer .nl-answer-text');
  return box ? (box.dataset.sid || '') : '';
};

A.viewerViews = () => {
  // What the Annotate viewer shows right now (ui/viewer_js.py keeps its state on root.nlv).
  const root = document.querySelector('#nl-annotate-viewer .nlv');
  const S = root && root.nlv;
  if (!S || !S.spec) return null;
  return S.vps.filter(vp => vp.data).map(vp => ({
    viewport: vp.i, case_id: S.spec.case_id, sequence_id: vp.seqId,
    plane: vp.data.isStack ? null : vp.plane, index: vp.index, count: vp.data.count,
    position_mm: vp.data.positions[vp.index], window: vp.data.isStack ? null : vp.win,
  }));
};

A.viewerTouched = () => {
  // Whether the annotator has done anything with the viewer's images on this case.
  const root = document.querySelector('#nl-annotate-viewer .nlv');
  return !!(root && root.nlv && root.nlv.touched);
};

A.focusPanel = () => {
  const box = document.querySelector('#nl-annotate-answer .nl-answer-text');
  if (box) box.focus({preventScroll: true});
};

A.focusField = (id) => {
  const f = document.querySelector('#' + id + ' textarea, #' + id + ' input');
  if (f) { f.focus(); return true; }
  return false;
};

A.help = (show) => {
  const h = document.querySelector('#nl-ann-help .nl-help');
  if (!h) return;
  h.hidden = show === undefined ? !h.hidden : !show;
};

A.claimBox = () => document.querySelector('#nl-annotate-answer .nl-claim-entry');

A.showClaim = () => {
  const box = A.claimBox();
  if (!box) return;
  box.hidden = A.claim === null;
  box.textContent = A.claim === null ? '' : 'claim number: ' + A.claim + '▌ (Enter, Esc)';
};

A.push = (k, extra) => {
  const item = Object.assign({k: k, sid: A.shownSid()}, extra || {});
  if (k === 's' || k === 'v' || k === 'a') { item.views = A.viewerViews(); item.viewed = A.viewerTouched(); }
  A.buf.push(item);
  A.flush();
};

A.openThumb = (btn) => {
  // Open the viewer at the image that was sent: sequence, plane, then the slice.
  const root = document.querySelector('#nl-annotate-viewer .nlv');
  const S = root && root.nlv;
  if (!S || !S.vps || !S.vps.length) return;
  if (S.touch) S.touch();
  const vp = S.vps[S.active] || S.vps[0];
  const seq = btn.dataset.seq, plane = btn.dataset.plane, slice = parseInt(btn.dataset.slice, 10);
  const opts = Array.from(vp.seqSel.options).map(o => o.value);
  if (!opts.includes(seq)) return;
  const sameView = vp.seqId === seq && (!plane || vp.plane === plane) && vp.data;
  if (!sameView) {
    if (plane) { vp.plane = plane; vp.planeSel.value = plane; }
    vp.seqSel.value = seq;
    vp.seqSel.dispatchEvent(new Event('change'));
  }
  if (isNaN(slice)) return;
  const started = performance.now();
  const step = () => {
    const ready = vp.data && vp.seqId === seq && vp.box.dataset.loading !== '1';
    if (ready && S.setIndex) { S.setIndex(vp, slice, false); vp.box.focus({preventScroll: true}); return; }
    if (performance.now() - started < 15000) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
};

if (!A.listening) {
  A.listening = true;
  document.addEventListener('keydown', (e) => {
    const panel = document.getElementById('nl-annotate-answer');
    if (!panel || panel.offsetParent === null) return;  // Annotate tab not on screen
    const t = e.target;
    const typing = t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
    if (typing) {
      // Esc always leaves a text box (focus is never trapped), at once: a key pressed right
      // after it (Esc s) is a command, even when the page is too busy to run timers before
      // delivering it. Enter in the name box starts, once gradio has taken the name.
      if (e.key === 'Escape') {
        e.preventDefault();
        t.blur();
        A.focusPanel();
      } else if (e.key === 'Enter' && t.closest('#nl-ann-name')) {
        setTimeout(() => { t.blur(); A.focusPanel(); }, 50);
      }
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (A.claim !== null) {  // "c 12 Enter": the claim number being typed
      e.preventDefault();
      if (/^[0-9]$/.test(e.key)) A.claim += e.key;
      else if (e.key === 'Backspace') A.claim = A.claim.slice(0, -1);
      else if (e.key === 'Enter') {
        const n = parseInt(A.claim, 10);
        A.claim = null;
        if (!isNaN(n)) A.push('c', {n: n});
      } else if (e.key === 'Escape') A.claim = null;
      A.showClaim();
      return;
    }
    if (e.repeat) return;
    if (e.key === '?') { e.preventDefault(); A.help(); return; }
    if (e.key === 'Escape') { A.help(false); A.focusPanel(); return; }
    if (e.key === 'i') { e.preventDefault(); A.focusField('nl-ann-name'); return; }
    if (e.key === 't') { e.preventDefault(); A.focusField('nl-ann-tags'); return; }
    if (e.key === 'o') { e.preventDefault(); A.focusField('nl-ann-note'); return; }
    if (e.key === 'c') { e.preventDefault(); A.claim = ''; A.showClaim(); return; }
    if (e.key === 'Enter' && t && t.classList && t.classList.contains('nl-thumb')) return;
    if (!/^[1-9nsupvrba]$/.test(e.key)) return;
    e.preventDefault();
    A.push(e.key);
  });
  document.addEventListener('click', (e) => {
    const btn = e.target && e.target.closest && e.target.closest('#nl-ann-context .nl-thumb');
    if (btn) { e.preventDefault(); A.openThumb(btn); }
  });
}

element.addEventListener('mouseup', () => {
  const box = element.querySelector('.nl-answer-text');
  const sel = window.getSelection();
  if (!box || !sel || sel.rangeCount === 0) return;
  const r = sel.getRangeAt(0);
  if (!box.contains(r.startContainer) || !box.contains(r.endContainer)) return;
  const text = r.toString().trim();
  if (!text) return;
  trigger('select', {text: text, sid: box.dataset.sid || ''});
});
