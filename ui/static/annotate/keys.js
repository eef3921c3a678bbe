const A = window.__nlAnn || (window.__nlAnn = {buf: '', busy: 0, id: 0, timer: null});
A.trigger = trigger;  // the newest mount of the answer component sends
A.flush = () => {
  if (A.busy || !A.buf) return;
  const keys = A.buf.slice(0, 32);
  A.buf = A.buf.slice(32);
  A.busy = ++A.id;
  clearTimeout(A.timer);
  A.timer = setTimeout(() => { A.busy = 0; A.flush(); }, 15000);  // a lost reply never locks keys
  A.trigger('keys', {keys: keys, id: A.id});
};
watch('value', () => {
  const box = element.querySelector('.nl-answer-text');
  const ack = box ? parseInt(box.dataset.ack || '0', 10) : 0;
  if (A.busy && ack >= A.busy) { A.busy = 0; clearTimeout(A.timer); A.flush(); }
});
if (!A.listening) {
  A.listening = true;
  document.addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const panel = document.getElementById('nl-annotate-answer');
    if (!panel || panel.offsetParent === null) return;  // Annotate tab not on screen
    if (!/^[1-9nsu]$/.test(e.key)) return;
    e.preventDefault();
    A.buf += e.key;
    A.flush();
  });
}
element.addEventListener('mouseup', () => {
  const box = element.querySelector('.nl-answer-text');
  const sel = window.getSelection();
  if (!box || !sel || sel.rangeCount === 0) return;
  const r = sel.getRangeAt(0);
  if (!box.contains(r.startContainer) || !box.contains(r.endContainer)) return;
  const pre = document.createRange();
  pre.selectNodeContents(box);
  pre.setEnd(r.startContainer, r.startOffset);
  const start = pre.toString().length;
  const text = r.toString();
  if (!text) return;
  trigger('select', {start: start, end: start + text.length, text: text});
});
