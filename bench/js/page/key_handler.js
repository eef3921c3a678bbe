// The viewer's key handler alone: N key presses dispatched, each timed without waiting a frame.
(n) => {
  const vp = document.querySelector('#nl-viewer .nlv-vp');
  const out = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    vp.dispatchEvent(new KeyboardEvent('keydown', {key: i % 2 ? 'k' : 'j', bubbles: true}));
    out.push(performance.now() - t0);
  }
  return out;
};
